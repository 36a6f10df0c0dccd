// An asset's transcript in the preview: the words, the one being spoken lit as
// the video plays (a click on a word seeks there), and SRT/WebVTT to take
// elsewhere. Without a transcript: "Transcribe" by the browser's model for the
// chosen language (free), else by the server's engine (paid), else a plain
// statement that no speech model for that language is installed.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { localModelFor, TRANSCRIPT_LANGUAGES, type Transcript, type TranscriptLanguage } from '@src/common/contracts/transcript';
import { Progress } from '@client/components/ui/progress';
import { captionCues, toSrt, toVtt } from '@client/media/transcript/subtitles';
import { speechStatusQuery, transcriptQuery } from '../../../services/library/transcripts';
import { useTranscribe } from '../api/use-transcribe';
import { download } from '@client/lib/download';
import { Options } from '@client/components/ui/options';

interface Props {
  org: string;
  assetId: string;
  assetName: string;
  src: string;
  durationMs: number | null;
  video: RefObject<HTMLVideoElement | null>;
}

export function TranscriptPanel({ org, assetId, assetName, src, durationMs, video }: Props) {
  const { t, i18n } = useTranslation();
  const transcribe = useTranscribe(org, assetId);
  const transcript = useQuery(transcriptQuery(org, assetId));
  const status = useQuery(speechStatusQuery());
  const [language, setLanguage] = useState<TranscriptLanguage>(i18n.language.startsWith('pt') ? 'pt' : 'en');
  const [progress, setProgress] = useState<{ value: number; stage?: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const actionId = useRef(crypto.randomUUID());
  useEffect(() => () => abort.current?.abort(), []);

  const local = localModelFor(status.data, language);
  const server = status.data?.server ?? null;
  const run = () => {
    if (!durationMs || (!local && !server)) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ value: 0 });
    const common = {
      source: { url: src },
      durationMs,
      language,
      signal: controller.signal,
      onProgress: (d: number, n: number, stage?: string) => setProgress({ value: n ? d / n : 0, stage }),
    };
    transcribe.mutate(
      local
        ? { ...common, provider: 'local', model: local }
        : { ...common, provider: server!.provider, keyFor: (i) => `${actionId.current}-${i}` },
      {
        // The same user action keeps its keys until it succeeds: a retry after a failure is not charged twice.
        onSuccess: () => (actionId.current = crypto.randomUUID()),
        onSettled: () => setProgress(null),
      },
    );
  };

  if (transcript.isPending) return <p className="muted small">{t('library.transcript.loading')}</p>;
  if (transcript.data) return <TranscriptView transcript={transcript.data} assetName={assetName} video={video} />;
  return (
    <section className="transcript" aria-label={t('library.transcript.title')}>
      <strong>{t('library.transcript.title')}</strong>
      {progress !== null ? (
        <div role="status">
          <Progress value={progress.value} label={progressLabel(t, progress.stage)} />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => abort.current?.abort()}>
            {t('library.analysis.cancel')}
          </button>
        </div>
      ) : (
        <div className="transcript-start">
          <label className="small">
            {t('library.transcript.language')}{' '}
            <select className="input" value={language} onChange={(e) => setLanguage(e.target.value as TranscriptLanguage)}>
              <Options values={TRANSCRIPT_LANGUAGES} label={(l) => t(`library.transcript.languages.${l}`)} />
            </select>
          </label>
          {local ? (
            <button type="button" className="btn btn-primary btn-sm" disabled={!durationMs} onClick={run}>
              {t('library.transcript.transcribeLocal')}
            </button>
          ) : server ? (
            <button type="button" className="btn btn-primary btn-sm" disabled={!durationMs} onClick={run}>
              {t('library.transcript.transcribe', { credits: Math.ceil((durationMs ?? 0) / 60_000) * server.creditsPerMinute })}
            </button>
          ) : null}
        </div>
      )}
      {progress === null && local ? (
        <p className="muted small" data-testid="local-speech-model">
          {t('library.transcript.localHint', { model: local.label, size: Math.round(local.bytes / 1e6) })}
        </p>
      ) : null}
      {!local && !server && status.data ? (
        <p className="muted small" data-testid="no-speech-model">
          {t('library.transcript.noModelFor', { language: t(`library.transcript.languages.${language}`) })}
        </p>
      ) : null}
    </section>
  );
}

/** "Loading the speech model (40%)", "Hearing speech": what a long local job is doing now. */
function progressLabel(t: TFunction, stage: string | undefined): string {
  if (stage?.startsWith('model')) return t('library.transcript.stages.model', { percent: stage.split(':')[1] ?? '0' });
  if (stage === 'speech') return t('library.transcript.stages.speech');
  return t('library.transcript.transcribing');
}

/** The transcript, with the spoken word lit while the video plays. */
function TranscriptView({
  transcript,
  assetName,
  video,
}: {
  transcript: Transcript;
  assetName: string;
  video: RefObject<HTMLVideoElement | null>;
}) {
  const { t } = useTranslation();
  const [nowMs, setNowMs] = useState(-1);
  useEffect(() => {
    let frame = 0;
    const tick = () => {
      const v = video.current;
      if (v) setNowMs(Math.round(v.currentTime * 1000));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [video]);
  const base = assetName.replace(/\.[^.]+$/, '');
  const cues = () => captionCues(transcript);
  return (
    <section className="transcript" aria-label={t('library.transcript.title')} data-testid="transcript">
      <div className="media-analysis-head">
        <strong>{t('library.transcript.title')}</strong>
        <span className="muted small">
          {t('library.transcript.engine', {
            language: t(`library.transcript.languages.${transcript.language}`),
            model: transcript.engine.model,
          })}
        </span>
      </div>
      <div className="transcript-text">
        {transcript.segments.map((s, i) => (
          <p key={i}>
            {s.words.map((w, j) => (
              <span key={j}>
                <button
                  type="button"
                  className={`word${nowMs >= w.startMs && nowMs < w.endMs ? ' word-now' : ''}`}
                  data-start={w.startMs}
                  onClick={() => video.current && (video.current.currentTime = w.startMs / 1000)}
                >
                  {w.text}
                </button>{' '}
              </span>
            ))}
          </p>
        ))}
      </div>
      <div className="transcript-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => download(toSrt(cues()), `${base}.srt`, 'application/x-subrip')}
        >
          {t('library.transcript.exportSrt')}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => download(toVtt(cues()), `${base}.vtt`, 'text/vtt')}>
          {t('library.transcript.exportVtt')}
        </button>
      </div>
    </section>
  );
}
