// The bell's endpoints (/api/v1/orgs/:org/notifications) and the email switches
// (/api/v1/account/notification-emails). The unread count is polled (every
// minute and when the window gets focus); the live socket will push it later.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNREAD_POLL_MS, type EmailPreferences, type NotificationPage, type UnreadCount } from '@src/common/contracts/notifications';
import { api } from '@client/lib/api';
import { notificationsKey } from '@client/services/notification-keys';

/** Under ['orgs', org]: switching organization reloads them with every org-scoped query. */

export const useUnreadCount = (org: string) =>
  useQuery({
    queryKey: [...notificationsKey(org), 'unread'] as const,
    queryFn: () => api<UnreadCount>(`/orgs/${org}/notifications/unread`),
    enabled: Boolean(org),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The list, a page at a time, read fresh each time the popover opens. */
export const useNotificationPages = (org: string) =>
  useInfiniteQuery({
    queryKey: [...notificationsKey(org), 'list'] as const,
    queryFn: ({ pageParam }) => api<NotificationPage>(`/orgs/${org}/notifications?page=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextPage,
    enabled: Boolean(org),
    refetchOnMount: 'always',
  });

export function useMarkRead(org: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      id === 'all'
        ? api<{ marked: number }>(`/orgs/${org}/notifications/read-all`, { method: 'POST' })
        : api<null>(`/orgs/${org}/notifications/${id}/read`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey(org) }),
  });
}

const emailsKey = ['account', 'notification-emails'] as const;
export const emailPreferencesQuery = () =>
  queryOptions({ queryKey: emailsKey, queryFn: () => api<EmailPreferences>('/account/notification-emails') });

export function useSaveEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: EmailPreferences) => api<EmailPreferences>('/account/notification-emails', { method: 'PUT', body: prefs }),
    onSuccess: (prefs) => client.setQueryData(emailsKey, prefs),
  });
}
