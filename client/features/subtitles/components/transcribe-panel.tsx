// What is said in the video, heard once: the video's stored transcript when it
// has one, else the browser's model for the spoken language (free, the
// default), else the server's engine where one is configured and the user
// chooses it (paid by the minute, as in the clipper). Progress and cancel.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AudioLines } from 'lucide-react';
import { toast } from 'sonner';
import { assetContentPath } from '@src/common/contracts/media';
import { speechPlan, type Transcript, type TranscriptLanguage } from '@src/common/contracts/transcript';
import { SUBTITLE_LANGUAGES } from '@src/common/contracts/subtitles';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { isCancellation, showError } from '@client/lib/errors';
import { serverMinutes, transcribeLocally, transcribeOnServer } from '@client/services/library/transcribe';
import { speechStatusQuery, transcriptQuery } from '@client/services/library/transcripts';
import { useSubtitlesT } from '../messages';
import { Panel } from '@client/components/ui/panel';
import { Options } from '@client/components/ui/options';

interface Props {
  org: string;
  assetId: string;
  durationMs: number;
  /** The language to start with (the project's, else the page's). */
  initial: TranscriptLanguage;
  onTranscript: (t: Transcript) => void;
  /** Shown as "transcribe again" once the project has cues. */
  again?: boolean;
}

export function TranscribePanel({ org, assetId, durationMs, initial, onTranscript, again }: Props) {
  const { t } = useSubtitlesT();
  const { t: tm } = useTranslation();
  const speech = useQuery(speechStatusQuery());
  const stored = useQuery(transcriptQuery(org, assetId));
  const [language, setLanguage] = useState<TranscriptLanguage>(initial);
  const [allowServer, setAllowServer] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (stored.data) setLanguage(stored.data.language);
  }, [stored.data]);

  const usable = stored.data && stored.data.language === language && !again ? stored.data : null;
  // Decided before anything runs (decision 037): a browser model, else the server offered with this video's price.
  const plan = speechPlan(speech.data, language, { stored: false, billedMinutes: serverMinutes(durationMs) });
  const local = plan.kind === 'local' ? plan.model : null;
  const server = plan.kind === 'server' ? plan : null;
  const canRun = Boolean(usable || local || (server && allowServer));

  const run = async () => {
    if (usable?.segments.some((seg) => seg.words.length)) return onTranscript(usable);
    const controller = new AbortController();
    abort.current = controller;
    // One key per chunk of this user action: a retried chunk is not charged twice.
    const action = crypto.randomUUID();
    setProgress(0);
    const common = {
      org,
      assetId,
      source: { url: assetContentPath(org, assetId) },
      durationMs,
      language,
      signal: controller.signal,
      onProgress: (d: number, n: number) => setProgress(n ? d / n : 0),
    };
    try {
      const transcript = local
        ? await transcribeLocally({ ...common, provider: 'local', model: local })
        : await transcribeOnServer({ ...common, provider: server!.provider, keyFor: (i) => `${action}-${i}` });
      if (transcript.segments.some((seg) => seg.words.length)) onTranscript(transcript);
      else toast(t('transcribe.nothing'));
    } catch (error) {
      if (isCancellation(error)) toast(t('transcribe.cancelled'));
      else showError(error, tm);
    } finally {
      setProgress(null);
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Panel className="st-panel st-transcribe" icon={AudioLines} title={t('transcribe.title')} data-testid="st-transcribe">
      {!again ? <p className="muted small">{t('transcribe.hint')}</p> : null}
      <label className="field">
        <span className="field-label-text">{t('transcribe.language')}</span>
        <select
          className="input"
          value={language}
          disabled={progress !== null}
          onChange={(e) => setLanguage(e.target.value as TranscriptLanguage)}
        >
          <Options values={SUBTITLE_LANGUAGES} label={(l) => t(`languages.${l}`)} />
        </select>
      </label>
      {usable ? (
        <p className="small">{t('transcribe.stored', { language: t(`languages.${usable.language}`) })}</p>
      ) : local ? (
        <p className="small">{t('transcribe.local', { model: local.label })}</p>
      ) : server ? (
        <>
          <p className="small" role="status" data-testid="st-no-local-model">
            {t('transcribe.noLocal', { language: t(`languages.${language}`) })}
          </p>
          <label className="small checkbox">
            <input type="checkbox" checked={allowServer} onChange={(e) => setAllowServer(e.target.checked)} />{' '}
            {t('transcribe.server', { credits: server.credits, perMinute: server.creditsPerMinute })}
          </label>
        </>
      ) : speech.isSuccess ? (
        <p className="small" role="alert">
          {t('transcribe.noEngine')}
        </p>
      ) : null}
      {progress !== null ? (
        <div role="status" className="small st-progress">
          <Progress value={progress} label={t('transcribe.running', { percent })} />
          <span>{t('transcribe.running', { percent })}</span>
          <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
            {t('transcribe.cancel')}
          </Button>
        </div>
      ) : (
        <Button
          variant={again ? 'secondary' : 'primary'}
          size={again ? 'sm' : 'md'}
          disabled={!canRun || stored.isPending}
          onClick={() => void run()}
        >
          {usable ? t('transcribe.useStored') : again ? t('transcribe.again') : t('transcribe.start')}
        </Button>
      )}
    </Panel>
  );
}
