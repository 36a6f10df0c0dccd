// A clip's render: its button (its price, or free once paid), the headline
// checked before the first render burns it in (speech recognition mishears,
// and a burned-in word cannot be fixed afterwards), and the status from the
// first instant: this tab's job, else what the server has (a file in the
// library, a render elsewhere), so a reopened project is never silent.
import { useState } from 'react';
import { Clapperboard, Download } from 'lucide-react';
import type { Clip, ClipRenderView } from '@src/common/contracts/clip';
import { assetContentPath } from '@src/common/contracts/media';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { ShareButton } from '@client/services/share';
import { useClipperT } from '../messages';
import { renderView, type RenderView } from '../model/render-status';
import type { RenderJob } from '../render-queue';

interface Props {
  org: string;
  clip: Clip;
  job: RenderJob | undefined;
  /** The server's record of this clip's render, if any. */
  server: ClipRenderView | undefined;
  paid: boolean;
  price: number | null;
  /** The video can be read here: until then a render cannot start, and the box says why. */
  canRender: boolean;
  /** Starts the render with the headline as reviewed (the first render asks for it to be checked). */
  onRender: (headline: string) => void;
  onOpenInEditor: (() => void) | null;
}

export function RenderBox({ org, clip, job, server, paid, price, canRender, onRender, onOpenInEditor }: Props) {
  const { t } = useClipperT();
  const [review, setReview] = useState<string | null>(null);
  const view = renderView(job, server);
  const isPaid = paid || Boolean(job?.paid) || Boolean(server?.paid);
  const busy = view.kind === 'queued' || view.kind === 'rendering' || view.kind === 'saving';
  const label =
    view.kind === 'failed' && isPaid ? t('clips.retry') : isPaid ? t('clips.rerender') : t('clips.render', { price: price ?? '…' });
  const start = () => {
    // The first render burns the headline in: it is shown for review before anything is charged.
    if (!isPaid && clip.headline.trim()) setReview(clip.headline);
    else onRender(clip.headline);
  };

  return (
    <div className="clip-render">
      <Button onClick={start} disabled={busy || !canRender || review !== null} data-testid="render-clip">
        {label}
      </Button>
      <Button variant="ghost" size="sm" icon={Clapperboard} disabled={!onOpenInEditor} onClick={() => onOpenInEditor?.()}>
        {t('clips.openInEditor')}
      </Button>
      {review !== null ? (
        <form
          className="clip-headline-review"
          data-testid="headline-review"
          onSubmit={(e) => {
            e.preventDefault();
            setReview(null);
            onRender(review.trim());
          }}
        >
          <label className="field">
            <span className="field-label-text">{t('clips.reviewHeadline')}</span>
            <input className="input" maxLength={200} value={review} onChange={(e) => setReview(e.target.value)} autoFocus />
          </label>
          <p className="muted small">{t('clips.reviewHint')}</p>
          <Button type="submit">{t('clips.reviewConfirm', { price: price ?? '…' })}</Button>
          <Button type="button" variant="ghost" onClick={() => setReview(null)}>
            {t('clips.reviewCancel')}
          </Button>
        </form>
      ) : null}
      {!canRender && !busy ? <p className="muted small">{t('clips.reading')}</p> : null}
      <Status org={org} view={view} />
    </div>
  );
}

function Status({ org, view }: { org: string; view: RenderView }) {
  const { t } = useClipperT();
  if (view.kind === 'none') return null;
  const working =
    view.kind === 'rendering'
      ? t('clips.rendering', { percent: view.percent })
      : view.kind === 'saving'
        ? t('clips.saving', { percent: view.percent })
        : null;
  return (
    <div role="status" className="small" data-testid="render-status" data-status={view.kind}>
      {view.kind === 'queued' ? t('clips.queued') : null}
      {working && (view.kind === 'rendering' || view.kind === 'saving') ? (
        <>
          <Progress value={view.percent / 100} label={working} />
          {working}
        </>
      ) : null}
      {view.kind === 'done' ? (
        <>
          <a className="btn btn-secondary btn-sm" href={view.url} download={view.fileName}>
            <Download size={14} aria-hidden="true" />
            <span>{t('clips.download')}</span>
          </a>{' '}
          {view.asset ? <ShareButton org={org} assets={[view.asset]} /> : null}
        </>
      ) : null}
      {view.kind === 'inLibrary' ? (
        <>
          <span>{t('clips.inLibrary')}</span>{' '}
          <a className="btn btn-secondary btn-sm" href={assetContentPath(org, view.assetId, true)} download>
            <Download size={14} aria-hidden="true" />
            <span>{t('clips.download')}</span>
          </a>
        </>
      ) : null}
      {view.kind === 'elsewhere' ? t('clips.elsewhere') : null}
      {view.kind === 'failed' ? (
        <span className="field-error" data-testid="render-failed">
          {view.paid ? t('clips.failedPaid') : t('clips.failed')}
        </span>
      ) : null}
    </div>
  );
}
