// /api/v1/orgs and /api/v1/invitations: fetchers and queries.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditsView, InvitationView, MemberView, OrganizationSummary, Role } from '@src/common/contracts/orgs';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';

export const orgsQueryKey = ['orgs'] as const;
export const orgsQuery = () => queryOptions({ queryKey: orgsQueryKey, queryFn: () => api<OrganizationSummary[]>('/orgs') });
export const membersQuery = (org: string) =>
  queryOptions({ queryKey: ['orgs', org, 'members'] as const, queryFn: () => api<MemberView[]>(`/orgs/${org}/members`) });
export const invitationsQuery = (org: string) =>
  queryOptions({ queryKey: ['orgs', org, 'invitations'] as const, queryFn: () => api<InvitationView[]>(`/orgs/${org}/invitations`) });
export const creditsKey = (org: string) => ['orgs', org, 'credits'] as const;
export const creditsQuery = (org: string) =>
  queryOptions({ queryKey: creditsKey(org), queryFn: () => api<CreditsView>(`/orgs/${org}/credits`) });

// Every change to an organization may move what any org-scoped query shows
// (members, roles, balance, the list itself): all of them are read again.
const ALL_ORGS = [orgsQueryKey] as const;

export const useCreateOrg = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, slug }: { name: string; slug?: string }) =>
      api<OrganizationSummary>('/orgs', { method: 'POST', body: { name, ...(slug ? { slug } : {}) } }),
    // A new organization becomes the active one: everything org-scoped reloads.
    onSuccess: () => client.invalidateQueries(),
  });
};
export const useUpdateOrg = (org: string) =>
  useRefreshingMutation(
    (changes: { name?: string; slug?: string }) => api<OrganizationSummary>(`/orgs/${org}`, { method: 'PATCH', body: changes }),
    ALL_ORGS,
  );
export const useDeleteOrg = (org: string) =>
  useMutation({
    mutationFn: (confirmName: string) => api<null>(`/orgs/${org}`, { method: 'DELETE', body: { confirm_name: confirmName } }),
  });

/** The server answers with the list, the new active one marked; every org-scoped query then belongs to another org. */
export const useSwitchOrg = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (org: string) => api<OrganizationSummary[]>(`/orgs/${org}/switch`, { method: 'POST' }),
    onSuccess: async (orgs) => {
      client.setQueryData(orgsQueryKey, orgs);
      await client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'orgs' && q.queryKey.length > 1 });
    },
  });
};

export const useChangeRole = (org: string) =>
  useRefreshingMutation(
    ({ userId, role }: { userId: string; role: Role }) => api<null>(`/orgs/${org}/members/${userId}`, { method: 'PATCH', body: { role } }),
    ALL_ORGS,
  );
export const useRemoveMember = (org: string) =>
  useRefreshingMutation((userId: string) => api<null>(`/orgs/${org}/members/${userId}`, { method: 'DELETE' }), ALL_ORGS);
export const useLeaveOrg = (org: string) => useRefreshingMutation(() => api<null>(`/orgs/${org}/leave`, { method: 'POST' }), ALL_ORGS);
export const useTransferOwnership = (org: string) =>
  useRefreshingMutation((userId: string) => api<null>(`/orgs/${org}/transfer`, { method: 'POST', body: { user_id: userId } }), ALL_ORGS);
export const useInvite = (org: string) =>
  useRefreshingMutation(
    ({ email, role }: { email: string; role: 'admin' | 'member' }) =>
      api<{ id: string }>(`/orgs/${org}/invitations`, { method: 'POST', body: { email, role } }),
    ALL_ORGS,
  );
export const useResendInvitation = (org: string) =>
  useRefreshingMutation((id: string) => api<{ id: string }>(`/orgs/${org}/invitations/${id}/resend`, { method: 'POST' }), ALL_ORGS);
export const useRevokeInvitation = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/invitations/${id}`, { method: 'DELETE' }), ALL_ORGS);
export const useAcceptInvitation = () =>
  useRefreshingMutation(
    (token: string) => api<{ organizationId: string }>('/invitations/accept', { method: 'POST', body: { token } }),
    [orgsQueryKey],
  );

/**
 * The organization the user works in now (the server keeps the choice), and
 * its id for the queries keyed by it: '' until the list has come, which the
 * callers pass as `enabled: Boolean(org)`.
 */
export function useActiveOrg(): { orgs: OrganizationSummary[]; active: OrganizationSummary | null; org: string; isPending: boolean } {
  const query = useQuery(orgsQuery());
  const orgs = query.data ?? [];
  const active = orgs.find((o) => o.active) ?? orgs[0] ?? null;
  return { orgs, active, org: active?.id ?? '', isPending: query.isPending };
}
