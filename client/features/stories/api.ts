// The story generator's server calls: its projects (kind `story` of
// /projects), saved by the kernel's autosave; the paid draft from a topic; and
// the draft's price as the server says it (prices live on the server only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyProjectView, ProjectListItem } from '@src/common/contracts/projects';
import type { StoryDocument, StoryDraftRequest, StoryDraftResult, StorySummary } from '@src/common/contracts/story';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';
import { creditsKey, creditsQuery, orgsQueryKey } from '../orgs/api/orgs';

export type StoryProjectView = AnyProjectView & { kind: 'story'; document: StoryDocument };
export interface StoryProjectItem extends ProjectListItem {
  summary: StorySummary;
}

export const storiesKey = (org: string) => ['orgs', org, 'projects', 'story'] as const;

export const storiesQuery = (org: string, q: string, sort: string) =>
  queryOptions({
    queryKey: [...storiesKey(org), { q, sort }] as const,
    queryFn: () =>
      api<StoryProjectItem[]>(
        `/orgs/${org}/projects?${new URLSearchParams({ kind: 'story', ...(q.trim() ? { q: q.trim() } : {}), sort })}`,
      ),
    placeholderData: (previous) => previous,
  });

export const storyQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: [...storiesKey(org), id] as const,
    queryFn: () => api<StoryProjectView>(`/orgs/${org}/projects/${id}?kind=story`),
    staleTime: Infinity,
  });

/** The autosave's call (its save store handles failures itself, so it is not a mutation). */
export const saveStory = (org: string, id: string, changes: { name?: string; document?: StoryDocument; baseVersion: number }) =>
  api<StoryProjectView>(`/orgs/${org}/projects/${id}`, { method: 'PATCH', body: { kind: 'story', ...changes } });

export const useCreateStory = (org: string) =>
  useRefreshingMutation(
    ({ name, document }: { name: string; document: StoryDocument }) =>
      api<StoryProjectView>(`/orgs/${org}/projects`, { method: 'POST', body: { kind: 'story', name, document } }),
    [storiesKey(org)],
  );
export const useRenameStory = (org: string) =>
  useRefreshingMutation(
    ({ id, name, baseVersion }: { id: string; name: string; baseVersion: number }) => saveStory(org, id, { name, baseVersion }),
    [storiesKey(org)],
  );
export const useDuplicateStory = (org: string) =>
  useRefreshingMutation(
    ({ id, name }: { id: string; name: string }) =>
      api<StoryProjectView>(`/orgs/${org}/projects/${id}/duplicate`, { method: 'POST', body: { name } }),
    [storiesKey(org)],
  );
export const useDeleteStory = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/projects/${id}`, { method: 'DELETE' }), [storiesKey(org)]);

/** Paid: the user action's Idempotency-Key goes along, and the balance is read again after. */
export const useDraftStory = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: StoryDraftRequest; idempotencyKey: string }) =>
      api<StoryDraftResult>(`/orgs/${org}/ai/story-draft`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );

/** The draft's price (the carousel draft's item, decision 028); null until known. */
export function useDraftPrice(org: string, enabled: boolean): number | null {
  const credits = useQuery({ ...creditsQuery(org), enabled: enabled && Boolean(org) });
  return credits.data?.prices.find((p) => p.item === 'carousel_draft')?.credits ?? null;
}
