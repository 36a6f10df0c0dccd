// Starting and following a project's analysis: the spoken language (which says
// whether a speech model will hear it), one progress bar by stage with time
// left, and Stop.
import { TRANSCRIPT_LANGUAGES, localModelFor, type SpeechStatus, type TranscriptLanguage } from '@src/common/contracts/transcript';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { formatDuration } from '@client/lib/format';
import type { AnalysisProgress } from '../analyze';
import { useClipperT } from '../messages';
import { Options } from '@client/components/ui/options';

interface Props {
  language: TranscriptLanguage;
  onLanguage: (l: TranscriptLanguage) => void;
  speech: SpeechStatus | undefined;
  hasTranscript: boolean;
  /** False while this tab cannot read the video (its upload waits for the file). */
  canRead: boolean;
  /** Whether the server may transcribe (paid); null where it cannot (the video is not in the library yet). */
  serverAllowed: boolean | null;
  onServerAllowed: (allowed: boolean) => void;
  durationMs: number;
  progress: AnalysisProgress | null;
  /** The phrases heard so far while the transcript is being made. */
  live: string[];
  analysed: boolean;
  onStart: () => void;
  onStop: () => void;
}

export function AnalysisPanel(props: Props) {
  const { language, onLanguage, speech, hasTranscript, canRead, serverAllowed, onServerAllowed, durationMs } = props;
  const { progress, live, analysed, onStart, onStop } = props;
  const { t } = useClipperT();
  const local = localModelFor(speech, language);
  // The server engine is offered only where no model here hears the language: it costs credits a started minute.
  const server = !hasTranscript && !local && speech?.server && serverAllowed !== null ? speech.server : null;
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
              {t('analysis.server', { credits: server.creditsPerMinute * Math.max(1, Math.ceil(durationMs / 60_000)) })}
            </label>
          ) : null}
          <Button variant={analysed ? 'secondary' : 'primary'} size="sm" disabled={!canRead} onClick={onStart}>
            {analysed ? t('analysis.again') : t('analysis.start')}
          </Button>
        </div>
      )}
      <p className="muted small">{t('analysis.local')}</p>
      {!hasTranscript && !local && !serverAllowed ? (
        <p className="muted small" data-testid="clipper-no-speech-model">
          {t('analysis.noModel', { language: languageName })}
        </p>
      ) : null}
    </section>
  );
}
