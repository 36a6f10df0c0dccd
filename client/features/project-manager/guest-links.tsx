// Guest review links in a project's details (decision 069), for admins: make a
// link (for whom, how many days), copy it (shown this once: only its hash is
// kept), see each link's expiry and the guest's decision, revoke one.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { GUEST_LINK_DAYS_DEFAULT, GUEST_LINK_DAYS_MAX, type GuestLinkView } from '@src/common/contracts/guest-reviews';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Spinner } from '@client/components/ui/spinner';
import { guestLinksQuery, useGuestLinkAction } from './api';
import { usePmT } from './messages';

export function GuestLinksPanel({ org, projectId }: { org: string; projectId: string }) {
  const { t } = usePmT();
  const links = useQuery(guestLinksQuery(org, projectId));
  const action = useGuestLinkAction(org, projectId);
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(GUEST_LINK_DAYS_DEFAULT));
  const [url, setUrl] = useState<string | null>(null);
  const create = (e: FormEvent) => {
    e.preventDefault();
    action.mutate(
      { create: { guestName: name, expiresInDays: Number(days) } },
      {
        onSuccess: (made) => {
          setUrl('url' in made ? made.url : null);
          setName('');
          toast.success(t('guests.created'));
        },
      },
    );
  };
  const copy = () =>
    url &&
    void navigator.clipboard?.writeText(url).then(
      () => toast.success(t('guests.copied')),
      () => toast.error(t('guests.copyFailed')),
    );
  return (
    <section className="pm-guests stack" aria-labelledby="pm-guests-heading" data-testid="pm-guests">
      <h3 id="pm-guests-heading">{t('guests.heading')}</h3>
      <p className="muted small">{t('guests.text')}</p>
      <form className="pm-guest-form" onSubmit={create}>
        <Field label={t('guests.name')} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        <Field
          label={t('guests.days')}
          type="number"
          min={1}
          max={GUEST_LINK_DAYS_MAX}
          required
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        <Button size="sm" type="submit" disabled={action.isPending}>
          {t('guests.create')}
        </Button>
      </form>
      {url ? (
        <div className="pm-guest-url">
          <Field label={t('guests.url')} value={url} readOnly onFocus={(e) => e.target.select()} data-testid="pm-guest-url" />
          <Button size="sm" variant="secondary" onClick={copy}>
            {t('guests.copy')}
          </Button>
        </div>
      ) : null}
      {links.isPending ? (
        <Spinner label={t('guests.loading')} />
      ) : !links.data?.length ? (
        <p className="muted small">{t('guests.none')}</p>
      ) : (
        <ul className="pm-guest-list" aria-label={t('guests.list')}>
          {links.data.map((l) => (
            <GuestLinkRow
              key={l.id}
              link={l}
              onRevoke={() => action.mutate({ revoke: l.id }, { onSuccess: () => toast.success(t('guests.revoked')) })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function GuestLinkRow({ link, onRevoke }: { link: GuestLinkView; onRevoke: () => void }) {
  const { t, i18n } = usePmT();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  const name = link.guestName || t('guests.unnamed');
  const state =
    link.state === 'revoked'
      ? t('guests.revokedAt', { date: date(link.revokedAt!) })
      : link.state === 'expired'
        ? t('guests.expired', { date: date(link.expiresAt) })
        : t('guests.expires', { date: date(link.expiresAt) });
  const decided = link.decision
    ? t(link.decision.decision === 'approved' ? 'guests.approvedBy' : 'guests.changesBy', { name: link.decision.name })
    : null;
  return (
    <li data-state={link.state} data-testid="pm-guest-link">
      <span>
        <strong>{name}</strong> · <span className="muted small">{state}</span>
        {decided ? <span className="small"> · {decided}</span> : null}
      </span>
      {link.state === 'open' ? (
        <Button size="sm" variant="ghost" onClick={onRevoke} aria-label={t('guests.revokeLabel', { name })}>
          {t('guests.revoke')}
        </Button>
      ) : null}
    </li>
  );
}
