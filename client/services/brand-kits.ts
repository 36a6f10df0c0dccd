// /api/v1/orgs/:org/{brand-kits,brand-fonts,brand-kit-snapshot}: queries, the mutations that change
// them, and the snapshot every tool styles its work with (one place for all tools, decision 031).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandFontView, BrandKitSnapshot, BrandKitView, KitFieldsInput } from '@src/common/contracts/brand-kits';
import { api } from '../lib/api';
import { useRefreshingMutation } from '../lib/mutation';

export const kitsKey = (org: string) => ['orgs', org, 'brand-kits'] as const;
export const fontsKey = (org: string) => ['orgs', org, 'brand-fonts'] as const;

export const kitsQuery = (org: string) =>
  queryOptions({ queryKey: kitsKey(org), queryFn: () => api<BrandKitView[]>(`/orgs/${org}/brand-kits`) });
export const fontsQuery = (org: string) =>
  queryOptions({ queryKey: fontsKey(org), queryFn: () => api<BrandFontView[]>(`/orgs/${org}/brand-fonts`) });

export const useCreateKit = (org: string) =>
  useRefreshingMutation((name: string) => api<BrandKitView>(`/orgs/${org}/brand-kits`, { method: 'POST', body: { name } }), [kitsKey(org)]);
export const useDuplicateKit = (org: string) =>
  useRefreshingMutation(
    ({ id, name }: { id: string; name: string }) =>
      api<BrandKitView>(`/orgs/${org}/brand-kits/${id}/duplicate`, { method: 'POST', body: { name } }),
    [kitsKey(org)],
  );
export const useSetDefaultKit = (org: string) =>
  useRefreshingMutation((id: string) => api<BrandKitView>(`/orgs/${org}/brand-kits/${id}/default`, { method: 'POST' }), [kitsKey(org)]);
export const useDeleteKit = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/brand-kits/${id}`, { method: 'DELETE' }), [kitsKey(org)]);

/** A saved kit replaces its entry in the list: no refetch, the answer is the new kit. */
export function useUpdateKit(org: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<KitFieldsInput>) =>
      api<BrandKitView>(`/orgs/${org}/brand-kits/${id}`, { method: 'PATCH', body: changes }),
    onSuccess: (saved) =>
      client.setQueryData(kitsKey(org), (old: BrandKitView[] | undefined) => old?.map((k) => (k.id === saved.id ? saved : k))),
  });
}

export const useUploadFont = (org: string) =>
  useRefreshingMutation(
    ({ family, file }: { family: string; file: Blob }) =>
      api<BrandFontView>(`/orgs/${org}/brand-fonts?family=${encodeURIComponent(family)}`, { method: 'POST', bytes: file }),
    [fontsKey(org)],
  );
export const useDeleteFont = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/brand-fonts/${id}`, { method: 'DELETE' }), [fontsKey(org)]);

/** A kit as a tool applies it: `kitId`, or the organization's default (null when it has none). */
export const kitSnapshot = async (org: string, kitId?: string) =>
  (await api<{ snapshot: BrandKitSnapshot | null }>(`/orgs/${org}/brand-kit-snapshot${kitId ? `?kit=${encodeURIComponent(kitId)}` : ''}`))
    .snapshot;
/** The default kit's snapshot, for a tool that styles with it as it opens. */
export const kitSnapshotQuery = (org: string) =>
  queryOptions({ queryKey: ['orgs', org, 'brand-kit-snapshot'] as const, queryFn: () => kitSnapshot(org), staleTime: 60_000 });
/** An editor's "apply kit": a user action, so it runs as a mutation and its failure is reported like any other. */
export const useKitSnapshot = (org: string) => useMutation({ mutationFn: (kitId: string) => kitSnapshot(org, kitId) });
