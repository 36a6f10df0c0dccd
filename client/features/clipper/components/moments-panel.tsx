// "N moments found": each with its match (explained in a tooltip), title,
// reasons and range; filtered by length, sorted by match or time; a range can
// be played; the chosen ones become clips once the user has seen what they
// will cost against the balance.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Play } from 'lucide-react';
import type { ClipDocument, ClipMoment } from '@src/common/contracts/clip';
import { paths } from '@src/common/routes';
import { Button } from '@client/components/ui/button';
import { formatDuration } from '@client/lib/format';
import { useLocale } from '@client/lib/use-locale';
import { useClipperT } from '../messages';
import { Options } from '@client/components/ui/options';

type LengthFilter = 'all' | 'short' | 'medium' | 'long';
const LENGTHS: Record<LengthFilter, (ms: number) => boolean> = {
  all: () => true,
  short: (ms) => ms <= 30_000,
  medium: (ms) => ms > 30_000 && ms <= 60_000,
  long: (ms) => ms > 60_000,
};

interface Props {
  doc: ClipDocument;
  balance: number | null;
  /** A clip's price, from the server. */
  price: number | null;
  onPreview: (m: ClipMoment) => void;
  onCreate: (ids: string[]) => void;
}

export const rangeLabel = (m: { startMs: number; endMs: number }) => `${formatDuration(m.startMs)}–${formatDuration(m.endMs)}`;

export function MomentsPanel({ doc, balance, price, onPreview, onCreate }: Props) {
  const { t } = useClipperT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const [length, setLength] = useState<LengthFilter>('all');
  const [sort, setSort] = useState<'match' | 'time'>('match');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const made = new Set(doc.clips.map((c) => c.momentId));
  const shown = useMemo(
    () =>
      doc.moments
        .filter((m) => LENGTHS[length](m.endMs - m.startMs))
        .sort((a, b) => (sort === 'match' ? b.match - a.match || a.startMs - b.startMs : a.startMs - b.startMs)),
    [doc.moments, length, sort],
  );
  const picked = [...chosen].filter((id) => !made.has(id) && doc.moments.some((m) => m.id === id));
  const total = price === null ? null : picked.length * price;
  const short = balance !== null && total !== null && total > balance;
  const toggle = (id: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="clipper-panel" aria-labelledby="moments-title" data-testid="clipper-moments">
      <div className="clipper-panel-head">
        <h2 className="clipper-panel-title" id="moments-title">
          {t('moments.found', { count: doc.moments.length })}
        </h2>
        {!doc.analysis.withTranscript ? (
          <span className="badge">{t('analysis.signalsOnly')}</span>
        ) : doc.analysis.rankedBy === 'ai' ? (
          <span className="badge">{t('analysis.byAi')}</span>
        ) : (
          <span className="badge">{t('analysis.offline')}</span>
        )}
      </div>
      {doc.moments.length === 0 ? (
        <p className="muted">{t('moments.none')}</p>
      ) : (
        <>
          <div className="library-toolbar">
            <select
              className="input input-auto"
              aria-label={t('moments.length')}
              value={length}
              onChange={(e) => setLength(e.target.value as LengthFilter)}
            >
              <Options values={Object.keys(LENGTHS) as LengthFilter[]} label={(l) => t(`moments.lengths.${l}`)} />
            </select>
            <select
              className="input input-auto"
              aria-label={t('moments.sort')}
              value={sort}
              onChange={(e) => setSort(e.target.value as 'match' | 'time')}
            >
              <option value="match">{t('moments.sorts.match')}</option>
              <option value="time">{t('moments.sorts.time')}</option>
            </select>
          </div>
          <ol className="moment-list">
            {shown.map((m) => {
              const title = m.title || t('moments.untitled', { range: rangeLabel(m) });
              return (
                <li key={m.id} className="moment" data-testid="moment">
                  <input
                    type="checkbox"
                    aria-label={t('moments.select', { title })}
                    checked={made.has(m.id) || chosen.has(m.id)}
                    disabled={made.has(m.id)}
                    onChange={() => toggle(m.id)}
                  />
                  <span className="moment-match" title={t('moments.matchHelp')} data-testid="moment-match">
                    {t('moments.match', { percent: m.match })}
                  </span>
                  <div className="moment-body">
                    <strong className="moment-title">{title}</strong>
                    <span className="muted small">
                      {rangeLabel(m)} · {formatDuration(m.endMs - m.startMs)}
                    </span>
                    <span className="moment-reasons">
                      {m.reasons.map((r) => (
                        <span key={r} className="chip">
                          {t(`reasons.${r}`)}
                        </span>
                      ))}
                    </span>
                  </div>
                  <Button variant="ghost" size="sm" icon={Play} onClick={() => onPreview(m)}>
                    {t('moments.preview')}
                  </Button>
                </li>
              );
            })}
          </ol>
          {shown.length === 0 ? (
            <p className="muted" data-testid="moments-filtered-out">
              {t('moments.noneOfLength')}
            </p>
          ) : null}
          {picked.length > 0 ? (
            <div className="moment-confirm" role="group" aria-label={t('moments.create', { count: picked.length })}>
              <p className="small">{t('moments.cost', { price: price ?? '…', total: total ?? '…', balance: balance ?? '…' })}</p>
              {short ? (
                <p className="field-error small" role="alert">
                  {tm('errors.insufficient_credits')} <Link to={paths.credits(locale)}>{t('moments.buy')}</Link>
                </p>
              ) : null}
              <Button
                disabled={short || total === null}
                onClick={() => {
                  onCreate(picked);
                  setChosen(new Set());
                }}
              >
                {t('moments.create', { count: picked.length })}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
