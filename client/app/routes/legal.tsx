import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../routes';

export function Component() {
  const { t } = useTranslation();
  const match = useMatches().find((m) => (m.handle as RouteHandle | undefined)?.def);
  const def = (match?.handle as RouteHandle).def;
  return (
    <article className="prose">
      <h1>{t(def.titleKey)}</h1>
    </article>
  );
}
