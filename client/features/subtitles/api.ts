// The subtitles tool's server calls: its projects (kind `subtitles` of
// /projects), saved by the kernel's autosave, and the paid translation of cues
// through the AI layer (1 credit a batch).
import { queryOptions } from '@tanstack/react-query';
import type { AnyProjectView, ProjectListItem } from '@src/common/contracts/projects';
import type {
  SubtitlesDocument,
  SubtitlesSummary,
  SubtitlesTranslateRequest,
  SubtitlesTranslateResult,
} from '@src/common/contracts/subtitles';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';
import { creditsKey, orgsQueryKey } from '../orgs/api/orgs';

export type SubtitlesProjectView = AnyProjectView & { kind: 'subtitles'; document: SubtitlesDocument };
export interface SubtitlesProjectItem extends ProjectListItem {
  summary: SubtitlesSummary;
}

export const subtitlesProjectsKey = (org: string) => ['orgs', org, 'projects', 'subtitles'] as const;

export const subtitlesProjectsQuery = (org: string, q: string, sort: string) =>
  queryOptions({
    queryKey: [...subtitlesProjectsKey(org), { q, sort }] as const,
    queryFn: () =>
      api<SubtitlesProjectItem[]>(
        `/orgs/${org}/projects?${new URLSearchParams({ kind: 'subtitles', ...(q.trim() ? { q: q.trim() } : {}), sort })}`,
      ),
    placeholderData: (previous) => previous,
  });

export const subtitlesProjectQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: [...subtitlesProjectsKey(org), id] as const,
    queryFn: () => api<SubtitlesProjectView>(`/orgs/${org}/projects/${id}?kind=subtitles`),
    staleTime: Infinity,
  });

/** The autosave's call (its save store handles failures itself, so it is not a mutation). */
export const saveSubtitlesProject = (
  org: string,
  id: string,
  changes: { name?: string; document?: SubtitlesDocument; baseVersion: number },
) => api<SubtitlesProjectView>(`/orgs/${org}/projects/${id}`, { method: 'PATCH', body: { kind: 'subtitles', ...changes } });

export const useCreateSubtitlesProject = (org: string) =>
  useRefreshingMutation(
    ({ name, document }: { name: string; document: SubtitlesDocument }) =>
      api<SubtitlesProjectView>(`/orgs/${org}/projects`, { method: 'POST', body: { kind: 'subtitles', name, document } }),
    [subtitlesProjectsKey(org)],
  );
export const useRenameSubtitlesProject = (org: string) =>
  useRefreshingMutation(
    ({ id, name, baseVersion }: { id: string; name: string; baseVersion: number }) => saveSubtitlesProject(org, id, { name, baseVersion }),
    [subtitlesProjectsKey(org)],
  );
export const useDuplicateSubtitlesProject = (org: string) =>
  useRefreshingMutation(
    ({ id, name }: { id: string; name: string }) =>
      api<SubtitlesProjectView>(`/orgs/${org}/projects/${id}/duplicate`, { method: 'POST', body: { name } }),
    [subtitlesProjectsKey(org)],
  );
export const useDeleteSubtitlesProject = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/projects/${id}`, { method: 'DELETE' }), [subtitlesProjectsKey(org)]);

/** One batch of cues translated (1 credit): the key is this user action's and batch's, so a retry is not charged twice. */
export const useTranslateCues = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: SubtitlesTranslateRequest; idempotencyKey: string }) =>
      api<SubtitlesTranslateResult>(`/orgs/${org}/ai/subtitles-translate`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );
