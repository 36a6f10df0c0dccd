import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ROLE_RANK, type OrganizationSummary, type Role } from '../../../../src/common/contracts/orgs';
import { emailSchema } from '../../../../src/common/contracts/auth';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { showError } from '../../../lib/errors';
import { useMe } from '../../auth/api/get-me';
import {
  changeRole,
  inviteMember,
  invitationsQuery,
  leaveOrg,
  membersQuery,
  orgsQueryKey,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
} from '../api/orgs';

const ROLES: Role[] = ['owner', 'admin', 'member'];

/** The team manager: members and their roles, invitations, leave. */
export function TeamSection({ org }: { org: OrganizationSummary }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const me = useMe();
  const members = useQuery(membersQuery(org.id));
  const canManage = ROLE_RANK[org.role] >= ROLE_RANK.admin;
  const invitations = useQuery({ ...invitationsQuery(org.id), enabled: canManage });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [emailError, setEmailError] = useState<string>();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>, success: string) => {
    setBusy(key);
    try {
      await action();
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: ['orgs'] });
    } catch (error) {
      showError(error, t);
    } finally {
      setBusy(null);
    }
  };

  const submitInvite = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setEmailError(t(parsed.error.issues[0]!.message));
    void run('invite', () => inviteMember(org.id, parsed.data, role), t('orgs.invited', { email: parsed.data })).then(() => setEmail(''));
  };

  return (
    <section className="card settings-section" aria-label={t('orgs.team')}>
      <header>
        <span className="feature-icon">
          <Users size={20} aria-hidden="true" />
        </span>
        <div>
          <h2>{t('orgs.team')}</h2>
          <p className="muted small">{t('orgs.teamText')}</p>
        </div>
      </header>
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
                    onChange={(e) => void run(`role-${m.userId}`, () => changeRole(org.id, m.userId, e.target.value as Role), t('orgs.roleChanged'))}
                  >
                    {ROLES.filter((r) => ROLE_RANK[r] <= ROLE_RANK[org.role]).map((r) => (
                      <option key={r} value={r}>
                        {t(`orgs.roles.${r}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className="badge">{t(`orgs.roles.${m.role}`)}</span>
                )}
                {org.role === 'owner' && !self && m.role !== 'owner' ? (
                  <Button size="sm" variant="ghost" loading={busy === `own-${m.userId}`} onClick={() => void run(`own-${m.userId}`, () => transferOwnership(org.id, m.userId), t('orgs.transferred'))}>
                    {t('orgs.makeOwner')}
                  </Button>
                ) : null}
                {editable ? (
                  <Button size="sm" variant="ghost" loading={busy === `rm-${m.userId}`} onClick={() => void run(`rm-${m.userId}`, () => removeMember(org.id, m.userId), t('orgs.removed'))}>
                    {t('orgs.remove')}
                  </Button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>

      {canManage ? (
        <>
          <form className="inline-form invite-form" onSubmit={submitInvite} noValidate aria-label={t('orgs.inviteTitle')}>
            <Field
              label={t('orgs.inviteEmail')}
              type="email"
              name="inviteEmail"
              value={email}
              error={emailError}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(undefined);
              }}
            />
            <label className="field select-field">
              <span>{t('orgs.role')}</span>
              <select className="input select" value={role} onChange={(e) => setRole(e.target.value as 'admin' | 'member')}>
                <option value="member">{t('orgs.roles.member')}</option>
                <option value="admin">{t('orgs.roles.admin')}</option>
              </select>
            </label>
            <Button type="submit" icon={<Mail size={16} aria-hidden="true" />} loading={busy === 'invite'}>
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
                  <span className="muted small block">{t('orgs.expires', { date: new Date(inv.expiresAt).toLocaleDateString(i18n.language) })}</span>
                </span>
                <span className="row-actions">
                  <Button size="sm" variant="ghost" loading={busy === `re-${inv.id}`} onClick={() => void run(`re-${inv.id}`, () => resendInvitation(org.id, inv.id), t('orgs.resent'))}>
                    {t('orgs.resend')}
                  </Button>
                  <Button size="sm" variant="ghost" loading={busy === `rv-${inv.id}`} onClick={() => void run(`rv-${inv.id}`, () => revokeInvitation(org.id, inv.id), t('orgs.revoked'))}>
                    {t('orgs.revoke')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <div className="section-footer">
        <Button
          variant="secondary"
          loading={busy === 'leave'}
          onClick={() =>
            void run('leave', () => leaveOrg(org.id), t('orgs.left')).then(() => queryClient.invalidateQueries({ queryKey: orgsQueryKey }))
          }
        >
          {t('orgs.leave')}
        </Button>
      </div>
    </section>
  );
}
