// Starting and following a project's analysis: the spoken language and, before
// anything runs, what will hear it (decision 037: where no browser model hears
// the language, it says so and offers the server with its price), one progress
// bar by stage with time left, and Stop.
import { TRANSCRIPT_LANGUAGES, type SpeechPlan, type TranscriptLanguage } from '@src/common/contracts/transcript';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { formatDuration } from '@client/lib/format';
import type { AnalysisProgress } from '../analyze';
import { useClipperT } from '../messages';
import { Options } from '@client/components/ui/options';

interface Props {
  language: TranscriptLanguage;
  onLanguage: (l: TranscriptLanguage) => void;
  /** What will hear the speech: decided before the analysis starts. */
  plan: SpeechPlan;
  /** False while this tab cannot read the video (its upload waits for the file). */
  canRead: boolean;
  /** Whether the server may transcribe (paid); null where it cannot (the video is not in the library yet). */
  serverAllowed: boolean | null;
  onServerAllowed: (allowed: boolean) => void;
  progress: AnalysisProgress | null;
  /** The phrases heard so far while the transcript is being made. */
  live: string[];
  analysed: boolean;
  onStart: () => void;
  onStop: () => void;
}

export function AnalysisPanel(props: Props) {
  const { language, onLanguage, plan, canRead, serverAllowed, onServerAllowed } = props;
  const { progress, live, analysed, onStart, onStop } = props;
  const { t } = useClipperT();
  // The server engine is offered only where no model here hears the language: it costs credits a started minute.
  const server = plan.kind === 'server' && serverAllowed !== null ? plan : null;
  const languageName = t(`analysis.languages.${language}`);
  return (
    <section className="clipper-panel" aria-label={t('analysis.title')} data-testid="clipper-analysis">
      <h2 className="clipper-panel-title">{t('analysis.title')}</h2>
      {progress ? (
        <div role="status" className="clipper-progress">
          <Progress value={progress.fraction} label={t(`analysis.stages.${progress.stage}`)} />
          <p className="small">
            <strong>{t(`analysis.stages.${progress.stage}`)}</strong>
            {progress.leftMs !== null ? ` · ${t('analysis.left', { time: formatDuration(progress.leftMs) })}` : null}
          </p>
          <Button variant="ghost" size="sm" onClick={onStop}>
            {t('analysis.cancel')}
          </Button>
          {live.length ? (
            <p className="clipper-live small" aria-live="polite" aria-label={t('analysis.heard')} data-testid="clipper-live-transcript">
              {live.slice(-3).join(' ')}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="clipper-start">
          <label className="small">
            {t('analysis.language')}{' '}
            <select className="input input-auto" value={language} onChange={(e) => onLanguage(e.target.value as TranscriptLanguage)}>
              <Options values={TRANSCRIPT_LANGUAGES} label={(l) => t(`analysis.languages.${l}`)} />
            </select>
          </label>
          {server ? (
            <label className="small clipper-server-choice">
              <input type="checkbox" checked={serverAllowed === true} onChange={(e) => onServerAllowed(e.target.checked)} />{' '}
              {t('analysis.server', { credits: server.credits })}
            </label>
          ) : null}
          <Button variant={analysed ? 'secondary' : 'primary'} size="sm" disabled={!canRead} onClick={onStart}>
            {analysed ? t('analysis.again') : t('analysis.start')}
          </Button>
        </div>
      )}
      <p className="muted small">{t('analysis.local')}</p>
      {(plan.kind === 'server' || plan.kind === 'none') && !serverAllowed ? (
        <div className="small" role="status" data-testid="clipper-no-speech-model">
          {plan.kind === 'none' ? (
            <p>{t('analysis.noModel', { language: languageName })}</p>
          ) : (
            <>
              <p>
                <strong>{t('analysis.noLocalModel', { language: languageName })}</strong>{' '}
                {t(serverAllowed === null ? 'analysis.serverAfterUpload' : 'analysis.serverOffer', {
                  credits: plan.credits,
                  perMinute: plan.creditsPerMinute,
                })}
              </p>
              <p className="muted">{t('analysis.withoutTranscript')}</p>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
