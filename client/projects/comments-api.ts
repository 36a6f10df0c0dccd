// A project's comments and activity (decision 058), here rather than in the
// project manager because every editor shows the pinned ones too (markers on a
// timeline or a player, pins on a slide: decision 072) and adds its own.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityView, CommentView, CreateCommentInput, EditCommentInput } from '@src/common/contracts/comments';
import { api } from '@client/lib/api';
import { projectKeys } from './api';

/** A project's comments, oldest first (decision 058); under the board's key, so a board refresh reads them again. */
export const commentsQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: projectKeys.comments(org, id),
    queryFn: () => api<CommentView[]>(`/orgs/${org}/projects/${encodeURIComponent(id)}/comments`),
  });

/** A project's activity, newest first (decision 058). */
export const activityQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: projectKeys.activity(org, id),
    queryFn: () => api<ActivityView[]>(`/orgs/${org}/projects/${encodeURIComponent(id)}/activity`),
  });

export type CommentAction =
  { add: CreateCommentInput } | { edit: { id: string } & EditCommentInput } | { remove: string } | { resolve: string } | { reopen: string };

/** Adds, rewrites, deletes, resolves or reopens a comment; then the thread and the activity are read again. */
export function useCommentAction(org: string, id: string) {
  const client = useQueryClient();
  const base = `/orgs/${org}/projects/${encodeURIComponent(id)}/comments`;
  return useMutation({
    mutationFn: (a: CommentAction): Promise<unknown> => {
      if ('add' in a) return api<CommentView>(base, { method: 'POST', body: a.add });
      if ('edit' in a) {
        const { id: cid, ...body } = a.edit;
        return api<CommentView>(`${base}/${encodeURIComponent(cid)}`, { method: 'PATCH', body });
      }
      if ('remove' in a) return api<null>(`${base}/${encodeURIComponent(a.remove)}`, { method: 'DELETE' });
      const [cid, verb] = 'resolve' in a ? [a.resolve, 'resolve'] : [a.reopen, 'reopen'];
      return api<CommentView>(`${base}/${encodeURIComponent(cid)}/${verb}`, { method: 'POST' });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: commentsQuery(org, id).queryKey }),
        client.invalidateQueries({ queryKey: activityQuery(org, id).queryKey }),
      ]),
  });
}
