// The watchlist (decision 073): keywords the organization follows in the region
// shown, each with how many of the day's trends speak of it and its rise over
// 7 and 30 days; add one (the shared schema checks it before the server does),
// remove one, and this member's weekly digest switch.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Search, X } from 'lucide-react';
import { watchKeywordSchema, type TrendRegion } from '@src/common/contracts/trends';
import { Button } from '@client/components/ui/button';
import { Checkbox, Field } from '@client/components/ui/field';
import { useForm } from '@client/lib/use-form';
import { useActiveOrg } from '@client/services/orgs';
import { useWatchlistActions, watchlistQuery } from '../api';
import { useTrendsT } from '../messages';
import { RiseBadges } from './rise-badges';
import { KeywordVideos } from './keyword-videos';

export function Watchlist({ region }: { region: TrendRegion }) {
  const { t } = useTrendsT();
  const { t: tm } = useTranslation();
  const { org } = useActiveOrg();
  const list = useQuery({ ...watchlistQuery(org, region), enabled: Boolean(org) });
  const actions = useWatchlistActions(org, region);
  const form = useForm(watchKeywordSchema, { region, keyword: '' });
  // Codes of the shared schema and of the server are error messages; "validation.x" keys are already whole.
  const message = (k: string) => tm(k.includes('.') ? k : `errors.${k}`);
  const submit = form.submit(async ({ keyword }) => {
    await actions.add.mutateAsync({ region, keyword });
    toast.success(t('watch.added', { keyword }));
    form.reset({ region, keyword: '' });
  });
  const view = list.data;
  const [digestShown, setDigestShown] = useState<boolean | null>(null);
  // One keyword's videos open at a time: each opening may cost a search (100 quota units, once a day).
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section className="card stack-card tt-watch" aria-labelledby="tt-watch" data-testid="trend-watchlist">
      <h3 id="tt-watch">{t('watch.title')}</h3>
      <p className="muted small">{t('watch.hint')}</p>
      <form className="tt-watch-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('watch.keyword')} maxLength={60} {...form.bind('keyword', message)} />
        <Button type="submit" size="sm" loading={form.busy}>
          {t('watch.add')}
        </Button>
      </form>
      {!view ? (
        <p className="muted">{t('loading')}</p>
      ) : view.keywords.length === 0 ? (
        <p className="muted">{t('watch.empty')}</p>
      ) : (
        <ul className="tt-list" data-testid="watched-keywords">
          {view.keywords.map((k) => (
            <li key={k.id} className="tt-item tt-watch-item">
              <div className="tt-watch-main">
                <strong className="tt-title">{k.keyword}</strong>
                <span className="muted tt-facts">{t('watch.today', { count: k.today })}</span>
                {k.top.length ? <span className="muted small tt-watch-top">{k.top.join(' · ')}</span> : null}
              </div>
              <RiseBadges rise={k.rise} />
              <Button
                size="sm"
                variant="secondary"
                icon={Search}
                aria-expanded={open === k.id}
                aria-controls={`tt-kv-${k.id}`}
                // The visible words first, then which keyword (the name a voice user says starts with what is shown).
                aria-label={`${open === k.id ? t('watch.hideVideos') : t('watch.videos')}: ${k.keyword}`}
                onClick={() => setOpen(open === k.id ? null : k.id)}
              >
                {open === k.id ? t('watch.hideVideos') : t('watch.videos')}
              </Button>
              <button
                type="button"
                className="icon-btn"
                aria-label={t('watch.remove', { keyword: k.keyword })}
                title={t('watch.remove', { keyword: k.keyword })}
                disabled={actions.remove.isPending}
                onClick={() => actions.remove.mutate(k.id, { onSuccess: () => toast.success(t('watch.removed', { keyword: k.keyword })) })}
              >
                <X size={16} aria-hidden="true" />
              </button>
              {open === k.id ? (
                <div id={`tt-kv-${k.id}`} className="tt-kv">
                  <KeywordVideos id={k.id} keyword={k.keyword} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {view ? (
        <Checkbox
          label={t('watch.digest')}
          checked={digestShown ?? view.subscribed}
          disabled={actions.digest.isPending}
          onChange={(e) => {
            const on = e.target.checked;
            // Shown at once; the list read again afterwards says what the server kept (a failure turns it back).
            setDigestShown(on);
            actions.digest.mutate(on, {
              onSuccess: () => toast.success(t(on ? 'watch.digestOn' : 'watch.digestOff')),
              onSettled: () => setDigestShown(null),
            });
          }}
        />
      ) : null}
    </section>
  );
}
