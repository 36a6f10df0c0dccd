import { createContext, useContext } from 'react';
import type { BootState } from './boot-state';

export interface AppConfig {
  firebase: BootState['firebase'];
}

export const ConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig outside AppProviders');
  return config;
}
