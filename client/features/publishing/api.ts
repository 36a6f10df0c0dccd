// Publishing's calls (decision 057): accounts, posts, cancel.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISH_ZONES, type ZoneCheckInput, type ZoneWarning } from '@src/common/contracts/publish-zones';
import type {
  ConnectAccountInput,
  CreatePostInput,
  Network,
  PostView,
  PublishStatusView,
  ReschedulePostInput,
  SocialAccountView,
} from '@src/common/contracts/publishing';
import type { TiktokCreatorInfoView } from '@src/common/contracts/tiktok-post';
import { api } from '@client/lib/api';

const base = (org: string) => `/orgs/${org}/publishing`;
export const publishingKey = (org: string) => ['orgs', org, 'publishing'] as const;

export const accountsQuery = (org: string) =>
  queryOptions({ queryKey: [...publishingKey(org), 'accounts'], queryFn: () => api<PublishStatusView>(`${base(org)}/accounts`) });

/**
 * TikTok's creator_info for one account (decision 092), asked when the form shows it: TikTok's
 * guidelines want it fresh for each post, so it is not kept long nor refetched behind the person's back.
 */
export const tiktokCreatorInfoQuery = (org: string, accountId: string) =>
  queryOptions({
    queryKey: [...publishingKey(org), 'tiktok-creator', accountId],
    queryFn: () => api<TiktokCreatorInfoView>(`${base(org)}/accounts/${encodeURIComponent(accountId)}/tiktok/creator-info`),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** The chosen videos' text against the network's safe zones (decision 095); none asked when the network draws none. */
export const zoneCheckQuery = (org: string, network: Network, assetIds: string[]) =>
  queryOptions({
    queryKey: [...publishingKey(org), 'zone-check', network, assetIds],
    queryFn: () =>
      api<{ warnings: ZoneWarning[] }>(`${base(org)}/zone-check`, { method: 'POST', body: { network, assetIds } satisfies ZoneCheckInput }),
    enabled: Boolean(PUBLISH_ZONES[network]) && assetIds.length > 0,
    staleTime: 30_000,
  });

const WAITING = new Set(['queued', 'uploading']);

/** The longest the list waits before looking again for a scheduled post coming due. */
const FAR_POLL_MS = 5 * 60_000;

/**
 * Polls while a post is on its way (a "now" post publishes seconds later, a scheduled one once its
 * minute's cron fires), every 3 s; while a network is only processing an upload (minutes, decision
 * 078), every 15 s; for a scheduled post further off, again a minute before it is due (at most
 * every 5 min, so a post moved in another tab shows too); and not at all when nothing waits.
 */
export function postsRefetchMs(posts: readonly Pick<PostView, 'state' | 'scheduledAt'>[], now = Date.now()): number | false {
  const waiting = posts.filter((p) => WAITING.has(p.state)).map((p) => Date.parse(p.scheduledAt) - now);
  if (waiting.some((dueIn) => dueIn <= 60_000)) return 3000;
  if (posts.some((p) => p.state === 'processing')) return 15_000;
  return waiting.length ? Math.min(FAR_POLL_MS, Math.max(3000, Math.min(...waiting) - 60_000)) : false;
}

export const postsQuery = (org: string) =>
  queryOptions({
    queryKey: [...publishingKey(org), 'posts'],
    queryFn: () => api<PostView[]>(`${base(org)}/posts`),
    refetchInterval: (q) => postsRefetchMs(q.state.data ?? []),
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
