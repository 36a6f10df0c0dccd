// The board's calls (decision 052): every project of the organization, and
// changes to a project's workflow, one at a time (a card moved) or for many (the
// list's bulk change, answered item by item). Both live under the projects key
// tree, so a change reaches every tool's list and the dashboard.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PROJECT_BOARD_MAX } from '@src/common/contracts/projects';
import type { BulkWorkflowInput, BulkWorkflowResult, ProjectWorkflow, UpdateWorkflowInput } from '@src/common/contracts/workflow';
import type { DecideReviewInput, ProjectReviewsView, RequestReviewInput, ReviewSettings } from '@src/common/contracts/reviews';
import type { CreatedGuestLink, CreateGuestLinkInput, GuestLinkView } from '@src/common/contracts/guest-reviews';
import { api } from '@client/lib/api';
import { projectKeys } from '@client/projects/api';
import type { ProjectItem } from '@client/projects/kinds';

/** Every project of the organization (decision 070): the board's columns show their totals, and filters see them all. */
export const boardQuery = (org: string) =>
  queryOptions({
    queryKey: [...projectKeys.kindLists(org, 'any'), { board: true }] as const,
    queryFn: () => api<ProjectItem[]>(`/orgs/${org}/projects?sort=updated&limit=${PROJECT_BOARD_MAX}`),
  });

/** Puts a project's new workflow on the board at once, so the card lands where it was dropped before the lists are read again. */
function place(client: QueryClient, org: string, id: string, workflow: ProjectWorkflow) {
  client.setQueryData(boardQuery(org).queryKey, (list) => list?.map((p) => (p.id === id ? { ...p, workflow } : p)));
}

const refresh = (client: QueryClient, org: string) => client.invalidateQueries({ queryKey: projectKeys.lists(org) });

export function useUpdateWorkflow(org: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: UpdateWorkflowInput & { id: string }) =>
      api<ProjectWorkflow>(`/orgs/${org}/projects/${encodeURIComponent(id)}/workflow`, { method: 'PATCH', body: change }),
    onSuccess: (workflow, { id }) => {
      place(client, org, id, workflow);
      void refresh(client, org);
    },
    // A stale board (409) is toasted by the query client; reading the list again shows the newer status.
    onError: () => refresh(client, org),
  });
}

export function useBulkWorkflow(org: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkWorkflowInput) =>
      api<{ results: BulkWorkflowResult[] }>(`/orgs/${org}/projects/workflow`, { method: 'POST', body: input }),
    onSuccess: async ({ results }) => {
      for (const r of results) if (r.ok) place(client, org, r.id, r.workflow);
      await refresh(client, org);
    },
  });
}

/** A project's latest review round; its own key under the board's, so a decision read again refreshes both. */
export const reviewsQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: [...projectKeys.lists(org), { reviews: id }] as const,
    queryFn: () => api<ProjectReviewsView>(`/orgs/${org}/projects/${encodeURIComponent(id)}/reviews`),
  });

/** Sends for review or decides one (decision 055): the answer carries the new workflow, put on the board at once. */
export function useReviewAction(org: string, id: string) {
  const client = useQueryClient();
  const base = `/orgs/${org}/projects/${encodeURIComponent(id)}/reviews`;
  return useMutation({
    mutationFn: (input: { request: RequestReviewInput } | { decide: DecideReviewInput }) =>
      'request' in input
        ? api<ProjectReviewsView>(base, { method: 'POST', body: input.request })
        : api<ProjectReviewsView>(`${base}/decision`, { method: 'POST', body: input.decide }),
    onSuccess: (view) => {
      client.setQueryData(reviewsQuery(org, id).queryKey, view);
      place(client, org, id, view.workflow);
      void refresh(client, org);
    },
    onError: () => refresh(client, org),
  });
}

/** The organization's approval rule (decision 055): read by every member, set by an admin. */
export const reviewSettingsQuery = (org: string) =>
  queryOptions({
    queryKey: [...projectKeys.lists(org), 'review-settings'] as const,
    queryFn: () => api<ReviewSettings>(`/orgs/${org}/projects/review-settings`),
  });

export function useSetReviewSettings(org: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewSettings) => api<ReviewSettings>(`/orgs/${org}/projects/review-settings`, { method: 'PUT', body }),
    onSuccess: (settings) => client.setQueryData(reviewSettingsQuery(org).queryKey, settings),
  });
}

export { activityQuery, commentsQuery, useCommentAction, type CommentAction } from '@client/projects/comments-api';

/** A project's guest review links (decision 069), for its admins. */
export const guestLinksQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: [...projectKeys.lists(org), { guestLinks: id }] as const,
    queryFn: () => api<GuestLinkView[]>(`/orgs/${org}/projects/${encodeURIComponent(id)}/guest-links`),
  });

/** Makes a link (answered with its URL this once) or revokes one; the list is read again. */
export function useGuestLinkAction(org: string, id: string) {
  const client = useQueryClient();
  const base = `/orgs/${org}/projects/${encodeURIComponent(id)}/guest-links`;
  return useMutation({
    mutationFn: (a: { create: CreateGuestLinkInput } | { revoke: string }): Promise<GuestLinkView | CreatedGuestLink> =>
      'create' in a
        ? api<CreatedGuestLink>(base, { method: 'POST', body: a.create })
        : api<GuestLinkView>(`${base}/${encodeURIComponent(a.revoke)}/revoke`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: guestLinksQuery(org, id).queryKey }),
  });
}
