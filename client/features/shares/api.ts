// Quick share's calls (decision 053): the organization's links, making one, revoking one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShareInput, ShareView } from '@src/common/contracts/shares';
import { paths } from '@src/common/routes';
import { api } from '@client/lib/api';
import { useLocale } from '@client/lib/use-locale';

export const sharesKey = (org: string) => ['orgs', org, 'shares'] as const;

export const sharesQuery = (org: string) =>
  queryOptions({ queryKey: sharesKey(org), queryFn: () => api<ShareView[]>(`/orgs/${org}/shares`) });

export function useCreateShare(org: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareInput) => api<ShareView>(`/orgs/${org}/shares`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesKey(org) }),
  });
}

export function useRevokeShare(org: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<ShareView>(`/orgs/${org}/shares/${encodeURIComponent(id)}/revoke`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesKey(org) }),
  });
}

/** The public page's full address in the user's language: what is copied, sent and opened. */
export function useShareLink(share: Pick<ShareView, 'token'>): string {
  const path = paths.sharePage(useLocale(), share.token);
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();
}
