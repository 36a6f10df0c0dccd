import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../src/common/contracts/auth';
import { ME_STALE_TIME_MS } from '../../../../src/common/limits';
import { api, ApiRequestError } from '../../../lib/api';

export const meQueryKey = ['auth', 'me'] as const;

/** GET /api/v1/auth/me: a 401 means "no user", not an error. */
export async function getMe(): Promise<CurrentUser | null> {
  try {
    return await api<CurrentUser>('/auth/me');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: ME_STALE_TIME_MS, enabled });

export function useMe(enabled = true) {
  return useQuery(meQueryOptions(enabled));
}
