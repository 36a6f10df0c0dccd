// The clipper's server calls: its projects (kind `clip` of /projects), the paid
// first render of each clip, the brand kit it styles clips with, and the
// library copy of a finished clip.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClipCaptionRequest, ClipCaptionResult, ClipMomentsRequest, ClipMomentsResult } from '@src/common/contracts/ai';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { ClipDocument, ClipRenderView, ClipSummary, RenderStart } from '@src/common/contracts/clip';
import type { CreateUploadInput, UploadView } from '@src/common/contracts/media';
import type { AnyProjectView, ProjectListItem } from '@src/common/contracts/projects';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';
import { creditsKey, creditsQuery, orgsQueryKey } from '../orgs/api/orgs';

export type ClipProjectView = AnyProjectView & { kind: 'clip'; document: ClipDocument };
export interface ClipProjectItem extends ProjectListItem {
  summary: ClipSummary;
}
export type { ClipRenderView };

export const clipProjectsKey = (org: string) => ['orgs', org, 'projects', 'clip'] as const;

export const clipProjectsQuery = (org: string, q: string, sort: string) =>
  queryOptions({
    queryKey: [...clipProjectsKey(org), { q, sort }] as const,
    queryFn: () =>
      api<ClipProjectItem[]>(`/orgs/${org}/projects?${new URLSearchParams({ kind: 'clip', ...(q.trim() ? { q: q.trim() } : {}), sort })}`),
    placeholderData: (previous) => previous,
  });

export const clipProjectQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: [...clipProjectsKey(org), id] as const,
    queryFn: () => api<ClipProjectView>(`/orgs/${org}/projects/${id}?kind=clip`),
    staleTime: Infinity,
  });

export const rendersQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: [...clipProjectsKey(org), id, 'renders'] as const,
    queryFn: () => api<ClipRenderView[]>(`/orgs/${org}/clipper/${id}/renders`),
  });

/** The autosave's call (its save store handles failures itself, so it is not a mutation). */
export const saveClipProject = (org: string, id: string, changes: { name?: string; document?: ClipDocument; baseVersion: number }) =>
  api<ClipProjectView>(`/orgs/${org}/projects/${id}`, { method: 'PATCH', body: { kind: 'clip', ...changes } });

export const useCreateClipProject = (org: string) =>
  useRefreshingMutation(
    ({ name, document }: { name: string; document: ClipDocument }) =>
      api<ClipProjectView>(`/orgs/${org}/projects`, { method: 'POST', body: { kind: 'clip', name, document } }),
    [clipProjectsKey(org)],
  );
export const useRenameClipProject = (org: string) =>
  useRefreshingMutation(
    ({ id, name, baseVersion }: { id: string; name: string; baseVersion: number }) => saveClipProject(org, id, { name, baseVersion }),
    [clipProjectsKey(org)],
  );
export const useDeleteClipProject = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/projects/${id}`, { method: 'DELETE' }), [clipProjectsKey(org)]);

/** Takes the clip's 50 credits on its first render (0 after, failed or not): the key is this user action's. */
export const startRender = (org: string, project: string, clip: string, idempotencyKey: string) =>
  api<RenderStart>(`/orgs/${org}/clipper/${project}/clips/${clip}/render`, {
    method: 'POST',
    idempotencyKey,
  });
/** The upload of the rendered MP4, made for this render: the only file its "done" accepts. */
export const startRenderUpload = (org: string, project: string, clip: string, input: CreateUploadInput) =>
  api<UploadView>(`/orgs/${org}/clipper/${project}/clips/${clip}/render/upload`, { method: 'POST', body: input });
export const finishRender = (org: string, project: string, clip: string, assetId: string) =>
  api<ClipRenderView>(`/orgs/${org}/clipper/${project}/clips/${clip}/render/done`, { method: 'POST', body: { assetId } });
export const failRender = (org: string, project: string, clip: string) =>
  api<ClipRenderView | null>(`/orgs/${org}/clipper/${project}/clips/${clip}/render/failed`, { method: 'POST' });

export const kitSnapshotQuery = (org: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'brand-kit-snapshot'] as const,
    queryFn: async () => (await api<{ snapshot: BrandKitSnapshot | null }>(`/orgs/${org}/brand-kit-snapshot`)).snapshot,
    staleTime: 60_000,
  });

/** The post caption of a clip (1 credit): the key is this user action's, so a retry is not charged twice. */
export const useClipCaption = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: ClipCaptionRequest; idempotencyKey: string }) =>
      api<ClipCaptionResult>(`/orgs/${org}/ai/clip-caption`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );

/** The best candidates re-ranked and titled by the AI layer from their words (free, as the analysis is). */
export const rankMoments = (org: string, req: ClipMomentsRequest) =>
  api<ClipMomentsResult>(`/orgs/${org}/ai/clip-moments`, { method: 'POST', body: req });

/** A clip's price and the balance, as the server says (prices live on the server only); null until known. */
export function useClipCredits(org: string) {
  const credits = useQuery({ ...creditsQuery(org), enabled: Boolean(org) });
  return {
    price: credits.data?.prices.find((p) => p.item === 'viral_clip')?.credits ?? null,
    balance: credits.data?.balance ?? null,
  };
}
