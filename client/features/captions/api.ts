// The caption generator's server calls: the paid generation, the saved history
// (projects of kind `caption`), and the sources it reads (carousels, clip
// projects, library videos and their stored transcripts).
import { queryOptions } from '@tanstack/react-query';
import type { PostCaptionsRequest, PostCaptionsResult, CaptionDocument, CaptionSummary } from '@src/common/contracts/caption';
import type { ProjectSummary, ProjectView } from '@src/common/contracts/carousel';
import type { ClipDocument } from '@src/common/contracts/clip';
import type { AssetView } from '@src/common/contracts/media';
import type { AnyProjectView, ProjectListItem } from '@src/common/contracts/projects';
import type { Transcript } from '@src/common/contracts/transcript';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';
import { creditsKey, creditsQuery, orgsQueryKey } from '../orgs/api/orgs';
import { useQuery } from '@tanstack/react-query';

export interface CaptionItem extends ProjectListItem {
  summary: CaptionSummary;
}
export type CaptionView = AnyProjectView & { kind: 'caption'; document: CaptionDocument };

export const captionsKey = (org: string) => ['orgs', org, 'projects', 'caption'] as const;

export const captionsQuery = (org: string, q: string) =>
  queryOptions({
    queryKey: [...captionsKey(org), { q }] as const,
    queryFn: () =>
      api<CaptionItem[]>(
        `/orgs/${org}/projects?${new URLSearchParams({ kind: 'caption', ...(q.trim() ? { q: q.trim() } : {}), sort: 'updated' })}`,
      ),
    placeholderData: (previous) => previous,
  });

export const captionView = (org: string, id: string) => api<CaptionView>(`/orgs/${org}/projects/${id}?kind=caption`);

export const useSaveCaption = (org: string) =>
  useRefreshingMutation(
    ({ name, document }: { name: string; document: CaptionDocument }) =>
      api<CaptionView>(`/orgs/${org}/projects`, { method: 'POST', body: { kind: 'caption', name, document } }),
    [captionsKey(org)],
  );
export const useUpdateCaption = (org: string) =>
  useRefreshingMutation(
    ({ id, name, document, baseVersion }: { id: string; name: string; document: CaptionDocument; baseVersion: number }) =>
      api<CaptionView>(`/orgs/${org}/projects/${id}`, { method: 'PATCH', body: { kind: 'caption', name, document, baseVersion } }),
    [captionsKey(org)],
  );
export const useDeleteCaption = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/projects/${id}`, { method: 'DELETE' }), [captionsKey(org)]);

// Paid: the user action's Idempotency-Key goes along; the balance is read again after.
export const useGenerateCaptions = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: PostCaptionsRequest; idempotencyKey: string }) =>
      api<PostCaptionsResult>(`/orgs/${org}/ai/post-captions`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );

/** A generation's price and the balance, as the server says (prices live on the server only); null until known. */
export function useTextCredits(org: string) {
  const credits = useQuery({ ...creditsQuery(org), enabled: Boolean(org) });
  return {
    price: credits.data?.prices.find((p) => p.item === 'ai_text')?.credits ?? null,
    balance: credits.data?.balance ?? null,
  };
}

// Sources.
export const carouselsQuery = (org: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'carousels', { q: '', sort: 'updated' }] as const,
    queryFn: () => api<ProjectSummary[]>(`/orgs/${org}/carousels?sort=updated`),
  });
export const carouselQuery = (org: string, id: string) =>
  queryOptions({ queryKey: ['orgs', org, 'carousels', id] as const, queryFn: () => api<ProjectView>(`/orgs/${org}/carousels/${id}`) });

export const clipProjectsQuery = (org: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'projects', 'clip', { q: '', sort: 'updated' }] as const,
    queryFn: () => api<ProjectListItem[]>(`/orgs/${org}/projects?kind=clip&sort=updated`),
  });
export const clipProjectQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'projects', 'clip', id] as const,
    queryFn: () => api<AnyProjectView & { document: ClipDocument }>(`/orgs/${org}/projects/${id}?kind=clip`),
  });

export const videosQuery = (org: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'library', 'assets', { kind: 'video' }] as const,
    queryFn: () => api<AssetView[]>(`/orgs/${org}/assets?kind=video`),
  });
export const transcriptQuery = (org: string, assetId: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'library', 'transcript', assetId] as const,
    // null: the video has no transcript yet.
    queryFn: () => api<Transcript | null>(`/orgs/${org}/assets/${assetId}/transcript`),
  });
