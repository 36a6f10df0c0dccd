// The clipper's server calls: the paid first render of each clip, and the library copy of a finished clip. Its projects
// are the `clip` kind of client/projects.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClipCaptionRequest, ClipCaptionResult, ClipMomentsRequest, ClipMomentsResult } from '@src/common/contracts/ai';
import type { ClipRenderView, RenderStart } from '@src/common/contracts/clip';
import type { CreateUploadInput, UploadView } from '@src/common/contracts/media';
import { api } from '@client/lib/api';
import { projectKeys } from '@client/projects/api';
import type { ProjectItem, ProjectView } from '@client/projects/kinds';
import { creditsQuery } from '@client/services/orgs';
import { usePaidAiAction } from '@client/services/ai-status';
import { rendersPollMs } from './model/render-status';

export type ClipProjectView = ProjectView<'clip'>;
export type ClipProjectItem = ProjectItem<'clip'>;
export type { ClipRenderView };

export const rendersQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: [...projectKeys.one(org, id), 'renders'] as const,
    queryFn: () => api<ClipRenderView[]>(`/orgs/${org}/clipper/${id}/renders`),
    // A render running in another tab (or left by an earlier visit) shows its end here without a reload.
    refetchInterval: (q) => rendersPollMs(q.state.data),
  });

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

/** The post caption of a clip (1 credit): the key is this user action's, so a retry is not charged twice. */
export const useClipCaption = (org: string) => usePaidAiAction<ClipCaptionRequest, ClipCaptionResult>(org, 'clip-caption');

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
