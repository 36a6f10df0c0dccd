import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { PageSpinner } from '../../components/ui/spinner';
import { creditsQuery, useActiveOrg } from '../../services/orgs';
import { useLocale } from '../../lib/use-locale';
import { useMe } from '../../services/auth/current-user';
import { StorageBar } from '../../features/storage/components/storage-bar';
import { Link } from 'react-router';

/** Balance, storage against its quota, the price table and the statement of the active organization. */
export function Component() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { active, org } = useActiveOrg();
  const credits = useQuery({ ...creditsQuery(org), enabled: Boolean(org) });
  const me = useMe();
  const fmt = (n: number) => n.toLocaleString(i18n.language);
  const label = (reason: string) => t(`orgs.items.${reason}`, { defaultValue: reason });
  return (
    <div className="page narrow">
      <Breadcrumb
        label={t('nav.breadcrumb')}
        items={[{ label: t('nav.dashboard'), to: paths.dashboard(locale) }, { label: t('orgs.creditsTitle') }]}
      />
      <h1 className="page-title">
        {t('orgs.creditsTitle')} · {active?.name}
      </h1>
      {!credits.data ? (
        <PageSpinner label={t('app.loading')} />
      ) : (
        <>
          <section className="card balance-card" aria-label={t('orgs.balance')}>
            <p className="muted">{t('orgs.balance')}</p>
            <p className="balance" data-testid="credits-balance">
              {fmt(credits.data.balance)}
            </p>
            {me.data && !me.data.emailVerified && (
              <p className="notice" role="note">
                {t('verify.welcomeCredits')} <Link to={paths.accountSettings(locale)}>{t('verify.verifyNow')}</Link>
              </p>
            )}
          </section>
          <StorageBar org={org} />
          <section className="card settings-section">
            <h2>{t('orgs.prices')}</h2>
            <table className="table">
              <tbody>
                {credits.data.prices.map((p) => (
                  <tr key={p.item}>
                    <td>{label(p.item)}</td>
                    <td className="num">{fmt(p.credits)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="card settings-section">
            <h2>{t('orgs.history')}</h2>
            {credits.data.entries.length === 0 ? (
              <p className="muted">{t('orgs.noHistory')}</p>
            ) : (
              <table className="table table-stack">
                <thead>
                  <tr>
                    <th scope="col">{t('orgs.when')}</th>
                    <th scope="col">{t('orgs.what')}</th>
                    <th scope="col">{t('orgs.who')}</th>
                    <th scope="col" className="num">
                      {t('orgs.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {credits.data.entries.map((e) => (
                    <tr key={e.id}>
                      <td>{new Date(e.createdAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })}</td>
                      <td>
                        {t(`orgs.kinds.${e.kind}`)} · {label(e.reason)}
                      </td>
                      <td>{e.actor ?? '—'}</td>
                      <td className={`num ${e.amount < 0 ? 'negative' : 'positive'}`}>{(e.amount > 0 ? '+' : '') + fmt(e.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </div>
  );
}
