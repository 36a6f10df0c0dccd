// /api/v1/orgs/:org/storage: what the organization keeps against its quota.
import { queryOptions } from '@tanstack/react-query';
import type { StorageView } from '@src/common/contracts/storage';
import { api } from '@client/lib/api';

export const storageKey = (org: string) => ['orgs', org, 'storage'] as const;
export const storageQuery = (org: string) =>
  queryOptions({ queryKey: storageKey(org), queryFn: () => api<StorageView>(`/orgs/${org}/storage`) });
