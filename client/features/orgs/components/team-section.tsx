import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Mail, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ROLE_RANK, type OrganizationSummary, type Role } from '@src/common/contracts/orgs';
import { emailSchema } from '@src/common/contracts/auth';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { SettingsSection } from '@client/components/ui/settings-section';
import { Spinner } from '@client/components/ui/spinner';
import { useForm } from '@client/lib/use-form';
import { useMe } from '../../../services/auth/current-user';
import {
  invitationsQuery,
  membersQuery,
  useChangeRole,
  useInvite,
  useLeaveOrg,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTransferOwnership,
} from '@client/services/orgs';
import { Options } from '@client/components/ui/options';

const ROLES: Role[] = ['owner', 'admin', 'member'];
const inviteFormSchema = z.object({ email: emailSchema, role: z.enum(['admin', 'member']) });

/** Is this mutation running for this row? (One mutation per action; the row is in its variables.) */
const runningFor = (m: { isPending: boolean; variables?: unknown }, id: string) =>
  m.isPending && (m.variables === id || (m.variables as { userId?: string } | undefined)?.userId === id);

/** A member's or an invitation's action: it spins while it runs for this row and says when it is done. */
function RowAction(props: {
  action: { isPending: boolean; variables?: unknown; mutate: (id: string, o: { onSuccess: () => void }) => void };
  id: string;
  label: string;
  doneText: string;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={runningFor(props.action, props.id)}
      onClick={() => props.action.mutate(props.id, { onSuccess: () => void toast.success(props.doneText) })}
    >
      {props.label}
    </Button>
  );
}

/** The team manager: members and their roles, invitations, leave. */
export function TeamSection({ org }: { org: OrganizationSummary }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const members = useQuery(membersQuery(org.id));
  const canManage = ROLE_RANK[org.role] >= ROLE_RANK.admin;
  const invitations = useQuery({ ...invitationsQuery(org.id), enabled: canManage });
  const changeRole = useChangeRole(org.id);
  const transfer = useTransferOwnership(org.id);
  const remove = useRemoveMember(org.id);
  const invite = useInvite(org.id);
  const resend = useResendInvitation(org.id);
  const revoke = useRevokeInvitation(org.id);
  const leave = useLeaveOrg(org.id);
  const done = (message: string) => ({ onSuccess: () => void toast.success(message) });

  const inviteForm = useForm(inviteFormSchema, { email: '', role: 'member' as 'admin' | 'member' });
  const submitInvite = inviteForm.submit(async (input) => {
    await invite.mutateAsync(input);
    toast.success(t('orgs.invited', { email: input.email }));
    inviteForm.set('email', '');
  });

  return (
    <SettingsSection icon={Users} title={t('orgs.team')} text={t('orgs.teamText')}>
      {members.isPending ? <Spinner label={t('app.loading')} /> : null}
      <ul className="member-list">
        {members.data?.map((m) => {
          const self = m.userId === me.data?.id;
          const editable = canManage && !self && ROLE_RANK[m.role] <= ROLE_RANK[org.role];
          return (
            <li key={m.userId} className="settings-row">
              <span className="member">
                <span className="avatar" aria-hidden="true">
                  {(m.displayName || m.email).charAt(0).toUpperCase()}
                </span>
                <span>
                  <strong>{m.displayName || m.email}</strong>
                  {self ? <span className="muted small"> ({t('orgs.you')})</span> : null}
                  <span className="muted small block">{m.email}</span>
                </span>
              </span>
              <span className="row-actions">
                {editable ? (
                  <select
                    className="input select"
                    aria-label={`${t('orgs.role')}: ${m.email}`}
                    value={m.role}
                    disabled={runningFor(changeRole, m.userId)}
                    onChange={(e) => changeRole.mutate({ userId: m.userId, role: e.target.value as Role }, done(t('orgs.roleChanged')))}
                  >
                    <Options values={ROLES.filter((r) => ROLE_RANK[r] <= ROLE_RANK[org.role])} label={(r) => t(`orgs.roles.${r}`)} />
                  </select>
                ) : (
                  <span className="badge">{t(`orgs.roles.${m.role}`)}</span>
                )}
                {org.role === 'owner' && !self && m.role !== 'owner' ? (
                  <RowAction action={transfer} id={m.userId} label={t('orgs.makeOwner')} doneText={t('orgs.transferred')} />
                ) : null}
                {editable ? <RowAction action={remove} id={m.userId} label={t('orgs.remove')} doneText={t('orgs.removed')} /> : null}
              </span>
            </li>
          );
        })}
      </ul>

      {canManage ? (
        <>
          <form className="inline-form invite-form" onSubmit={submitInvite} noValidate aria-label={t('orgs.inviteTitle')}>
            <Field label={t('orgs.inviteEmail')} type="email" {...inviteForm.bind('email', t)} name="inviteEmail" />
            <label className="field select-field">
              <span>{t('orgs.role')}</span>
              <select
                className="input select"
                value={inviteForm.values.role}
                onChange={(e) => inviteForm.set('role', e.target.value as 'admin' | 'member')}
              >
                <option value="member">{t('orgs.roles.member')}</option>
                <option value="admin">{t('orgs.roles.admin')}</option>
              </select>
            </label>
            <Button type="submit" icon={Mail} loading={inviteForm.busy}>
              {t('orgs.invite')}
            </Button>
          </form>
          <h3 className="subheading">{t('orgs.invitations')}</h3>
          {invitations.data?.length === 0 ? <p className="muted small">{t('orgs.noInvitations')}</p> : null}
          <ul className="member-list">
            {invitations.data?.map((inv) => (
              <li key={inv.id} className="settings-row">
                <span>
                  {inv.email} <span className="badge">{t(`orgs.roles.${inv.role}`)}</span>
                  <span className="muted small block">
                    {t('orgs.expires', { date: new Date(inv.expiresAt).toLocaleDateString(i18n.language) })}
                  </span>
                </span>
                <span className="row-actions">
                  <RowAction action={resend} id={inv.id} label={t('orgs.resend')} doneText={t('orgs.resent')} />
                  <RowAction action={revoke} id={inv.id} label={t('orgs.revoke')} doneText={t('orgs.revoked')} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <div className="section-footer">
        <Button variant="secondary" loading={leave.isPending} onClick={() => leave.mutate(undefined, done(t('orgs.left')))}>
          {t('orgs.leave')}
        </Button>
      </div>
    </SettingsSection>
  );
}
