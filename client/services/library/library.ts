// /api/v1/orgs/:org/{assets,folders,uploads}: queries and calls.
import { queryOptions } from '@tanstack/react-query';
import { assetContentPath, type AssetKind, type AssetView, type FolderView, type UploadView } from '@src/common/contracts/media';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';

export interface AssetFilters {
  kind?: AssetKind;
  q?: string;
  /** A folder id, 'none' for files outside folders, undefined for all. */
  folder?: string;
}

export const libraryKey = (org: string) => ['orgs', org, 'library'] as const;

export const assetsQuery = (org: string, filters: AssetFilters) => {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.folder) params.set('folder', filters.folder);
  const qs = params.toString();
  return queryOptions({
    queryKey: [...libraryKey(org), 'assets', filters] as const,
    queryFn: () => api<AssetView[]>(`/orgs/${org}/assets${qs ? `?${qs}` : ''}`),
    placeholderData: (previous) => previous,
  });
};
export const foldersQuery = (org: string) =>
  queryOptions({ queryKey: [...libraryKey(org), 'folders'] as const, queryFn: () => api<FolderView[]>(`/orgs/${org}/folders`) });
export const pendingQuery = (org: string) =>
  queryOptions({ queryKey: [...libraryKey(org), 'pending'] as const, queryFn: () => api<UploadView[]>(`/orgs/${org}/uploads`) });

// Every change refreshes the whole library (assets, folders, pending uploads): a move or a
// deleted folder changes more than one list.
export const useUpdateAsset = (org: string) =>
  useRefreshingMutation(
    ({ id, ...changes }: { id: string; name?: string; folderId?: string | null }) =>
      api<AssetView>(`/orgs/${org}/assets/${id}`, { method: 'PATCH', body: changes }),
    [libraryKey(org)],
  );
export const useDeleteAsset = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/assets/${id}`, { method: 'DELETE' }), [libraryKey(org)]);
export const useCreateFolder = (org: string) =>
  useRefreshingMutation((name: string) => api<FolderView>(`/orgs/${org}/folders`, { method: 'POST', body: { name } }), [libraryKey(org)]);
export const useRenameFolder = (org: string) =>
  useRefreshingMutation(
    ({ id, name }: { id: string; name: string }) => api<null>(`/orgs/${org}/folders/${id}`, { method: 'PATCH', body: { name } }),
    [libraryKey(org)],
  );
export const useDeleteFolder = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/folders/${id}`, { method: 'DELETE' }), [libraryKey(org)]);
export const useDiscardUpload = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/uploads/${id}`, { method: 'DELETE' }), [libraryKey(org)]);

export const contentUrl = assetContentPath;
export const thumbnailUrl = (org: string, id: string) => `/api/v1/orgs/${org}/assets/${id}/thumbnail`;
