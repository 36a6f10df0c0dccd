// /api/v1/orgs and /api/v1/invitations: fetchers and queries.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditsView, InvitationView, MemberView, OrganizationSummary, Role } from '../../../../src/common/contracts/orgs';
import { api } from '../../../lib/api';

export const orgsQueryKey = ['orgs'] as const;
export const orgsQuery = () => queryOptions({ queryKey: orgsQueryKey, queryFn: () => api<OrganizationSummary[]>('/orgs') });
export const membersQuery = (org: string) => queryOptions({ queryKey: ['orgs', org, 'members'] as const, queryFn: () => api<MemberView[]>(`/orgs/${org}/members`) });
export const invitationsQuery = (org: string) =>
  queryOptions({ queryKey: ['orgs', org, 'invitations'] as const, queryFn: () => api<InvitationView[]>(`/orgs/${org}/invitations`) });
export const creditsQuery = (org: string) => queryOptions({ queryKey: ['orgs', org, 'credits'] as const, queryFn: () => api<CreditsView>(`/orgs/${org}/credits`) });

export const createOrg = (name: string, slug?: string) => api<OrganizationSummary>('/orgs', { method: 'POST', body: { name, ...(slug ? { slug } : {}) } });
export const updateOrg = (org: string, changes: { name?: string; slug?: string }) => api<OrganizationSummary>(`/orgs/${org}`, { method: 'PATCH', body: changes });
export const deleteOrg = (org: string, confirmName: string) => api<null>(`/orgs/${org}`, { method: 'DELETE', body: { confirm_name: confirmName } });
export const switchOrg = (org: string) => api<OrganizationSummary[]>(`/orgs/${org}/switch`, { method: 'POST' });
export const changeRole = (org: string, userId: string, role: Role) => api<null>(`/orgs/${org}/members/${userId}`, { method: 'PATCH', body: { role } });
export const removeMember = (org: string, userId: string) => api<null>(`/orgs/${org}/members/${userId}`, { method: 'DELETE' });
export const leaveOrg = (org: string) => api<null>(`/orgs/${org}/leave`, { method: 'POST' });
export const transferOwnership = (org: string, userId: string) => api<null>(`/orgs/${org}/transfer`, { method: 'POST', body: { user_id: userId } });
export const inviteMember = (org: string, email: string, role: 'admin' | 'member') => api<{ id: string }>(`/orgs/${org}/invitations`, { method: 'POST', body: { email, role } });
export const resendInvitation = (org: string, id: string) => api<{ id: string }>(`/orgs/${org}/invitations/${id}/resend`, { method: 'POST' });
export const revokeInvitation = (org: string, id: string) => api<null>(`/orgs/${org}/invitations/${id}`, { method: 'DELETE' });
export const acceptInvitation = (token: string) => api<{ organizationId: string }>('/invitations/accept', { method: 'POST', body: { token } });

/** The organization the user works in now (the server keeps the choice). */
export function useActiveOrg(): { orgs: OrganizationSummary[]; active: OrganizationSummary | null; isPending: boolean } {
  const query = useQuery(orgsQuery());
  const orgs = query.data ?? [];
  return { orgs, active: orgs.find((o) => o.active) ?? orgs[0] ?? null, isPending: query.isPending };
}
