// /api/v1/orgs/:org/{brand-kits,brand-fonts}: queries, and the mutations that change them.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandFontView, BrandKitView, KitFieldsInput } from '@src/common/contracts/brand-kits';
import { api } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/mutation';

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
