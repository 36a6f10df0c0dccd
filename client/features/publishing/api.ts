// Publishing's calls (decision 057): accounts, posts, cancel.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConnectAccountInput,
  CreatePostInput,
  PostView,
  PublishStatusView,
  ReschedulePostInput,
  SocialAccountView,
} from '@src/common/contracts/publishing';
import { api } from '@client/lib/api';

const base = (org: string) => `/orgs/${org}/publishing`;
export const publishingKey = (org: string) => ['orgs', org, 'publishing'] as const;

export const accountsQuery = (org: string) =>
  queryOptions({ queryKey: [...publishingKey(org), 'accounts'], queryFn: () => api<PublishStatusView>(`${base(org)}/accounts`) });

const WAITING = new Set(['queued', 'uploading']);

/**
 * Polls while a post is on its way (a "now" post publishes seconds later), every 3 s; while a network
 * is only processing an upload (minutes, decision 078), every 15 s; and stops when none is.
 */
export const postsQuery = (org: string) =>
  queryOptions({
    queryKey: [...publishingKey(org), 'posts'],
    queryFn: () => api<PostView[]>(`${base(org)}/posts`),
    refetchInterval: (q) => {
      const posts = q.state.data ?? [];
      if (posts.some((p) => WAITING.has(p.state) && Date.parse(p.scheduledAt) <= Date.now() + 60_000)) return 3000;
      return posts.some((p) => p.state === 'processing') ? 15_000 : false;
    },
  });

function useRefreshing<I, O>(org: string, fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: publishingKey(org) }) });
}

export const useConnect = (org: string) =>
  useRefreshing(org, (input: ConnectAccountInput) => api<SocialAccountView>(`${base(org)}/accounts`, { method: 'POST', body: input }));
export const useDisconnect = (org: string) =>
  useRefreshing(org, (id: string) => api<void>(`${base(org)}/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' }));
export const useCreatePost = (org: string) =>
  useRefreshing(org, (input: CreatePostInput) => api<PostView>(`${base(org)}/posts`, { method: 'POST', body: input }));
export const useCancelPost = (org: string) =>
  useRefreshing(org, (id: string) => api<PostView>(`${base(org)}/posts/${encodeURIComponent(id)}/cancel`, { method: 'POST' }));
export const useReschedulePost = (org: string) =>
  useRefreshing(org, ({ id, input }: { id: string; input: ReschedulePostInput }) =>
    api<PostView>(`${base(org)}/posts/${encodeURIComponent(id)}/reschedule`, { method: 'POST', body: input }),
  );
