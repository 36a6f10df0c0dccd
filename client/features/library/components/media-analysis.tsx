// The media engine on a library video, in the preview: probe, filmstrip,
// waveform with quiet stretches, and scene changes, all read in the browser's
// media worker through Range requests (the video is never downloaded whole or
// uploaded again). Transcripts join here once a speech model is installed.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaClient } from '@client/media/client';
import { MediaJobError } from '@client/media/errors';
import { filmstripTimes } from '@client/media/times';
import type { AudioResult, MediaInfo } from '@client/media/protocol';
import { Progress } from '@client/components/ui/progress';
import { formatDuration } from '@client/lib/format';

interface Analysis {
  info: MediaInfo;
  frames: Array<{ timeMs: number; url: string }>;
  audio: Pick<AudioResult, 'peaks' | 'silences' | 'durationMs'> | null;
  cutsMs: number[];
}

/** Each job's share of the bar. */
const WEIGHTS = { inspect: 0.1, frames: 0.3, audio: 0.35, scenes: 0.25 } as const;
const FILMSTRIP = 8;

export function MediaAnalysis({ src }: { src: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'running'; progress: number; stage: string }
    | { kind: 'done'; result: Analysis }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      abort.current?.abort();
      urls.current.forEach((u) => URL.revokeObjectURL(u));
    },
    [],
  );

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    const source = { url: src };
    const client = mediaClient();
    let base = 0;
    const step = (job: keyof typeof WEIGHTS) => ({
      signal: controller.signal,
      onProgress: (done: number, total: number, stage?: string) =>
        setState({ kind: 'running', progress: base + WEIGHTS[job] * (total > 0 ? done / total : 0), stage: stage ?? job }),
    });
    setState({ kind: 'running', progress: 0, stage: 'metadata' });
    try {
      const info = await client.run('inspect', { source }, step('inspect'));
      base += WEIGHTS.inspect;
      const strip = info.video?.decodable
        ? await client.run('frames', { source, timesMs: filmstripTimes(info.durationMs, FILMSTRIP), width: 160 }, step('frames'))
        : { frames: [] };
      base += WEIGHTS.frames;
      const frames = strip.frames.map((f) => ({ timeMs: f.timeMs, url: URL.createObjectURL(f.image) }));
      urls.current.push(...frames.map((f) => f.url));
      const audio = info.audio?.decodable ? await client.run('audio', { source, peaksPerSecond: 4 }, step('audio')) : null;
      base += WEIGHTS.audio;
      const scenes = info.video?.decodable ? await client.run('scenes', { source }, step('scenes')) : { cutsMs: [] };
      setState({
        kind: 'done',
        result: {
          info,
          frames,
          audio: audio && { peaks: audio.peaks, silences: audio.silences, durationMs: audio.durationMs },
          cutsMs: scenes.cutsMs,
        },
      });
    } catch (error) {
      const code = error instanceof MediaJobError ? error.code : 'worker_failed';
      setState({
        kind: 'failed',
        message: t(`library.analysis.errors.${code}`, { codec: error instanceof MediaJobError ? error.detail : '' }),
      });
    }
  };

  return (
    <section className="media-analysis" aria-label={t('library.analysis.title')}>
      <div className="media-analysis-head">
        <strong>{t('library.analysis.title')}</strong>
        {state.kind === 'running' ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => abort.current?.abort()}>
            {t('library.analysis.cancel')}
          </button>
        ) : (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void run()}>
            {t('library.analysis.run')}
          </button>
        )}
      </div>
      {state.kind === 'idle' ? <p className="muted small">{t('library.analysis.hint')}</p> : null}
      {state.kind === 'running' ? (
        <div role="status">
          <p className="muted small">
            {t('library.analysis.running', { stage: t(`library.analysis.stages.${state.stage}`, { defaultValue: state.stage }) })}
          </p>
          <Progress value={state.progress} label={t('library.analysis.title')} />
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'done' ? <AnalysisView result={state.result} /> : null}
    </section>
  );
}

function AnalysisView({ result }: { result: Analysis }) {
  const { t } = useTranslation();
  const { info, frames, audio, cutsMs } = result;
  return (
    <div className="media-analysis-body" data-testid="media-analysis">
      <p className="small">
        {t('library.analysis.facts', {
          container: info.container,
          video: info.video?.codecName ?? '—',
          width: info.video?.width ?? 0,
          height: info.video?.height ?? 0,
          fps: info.video?.frameRate ?? '—',
          audio: info.audio
            ? t('library.analysis.audioTrack', { codec: info.audio.codecName, khz: Math.round(info.audio.sampleRate / 1000) })
            : t('library.analysis.noAudioTrack'),
        })}
      </p>
      {frames.length ? (
        <figure className="filmstrip" aria-label={t('library.analysis.filmstrip')}>
          {frames.map((f) => (
            <img key={f.timeMs} src={f.url} alt={formatDuration(f.timeMs)} title={formatDuration(f.timeMs)} />
          ))}
        </figure>
      ) : null}
      {audio ? (
        <figure className="waveform-figure">
          <Waveform peaks={audio.peaks} silences={audio.silences} durationMs={audio.durationMs} label={t('library.analysis.waveform')} />
          <figcaption className="muted small">{t('library.analysis.silences', { count: audio.silences.length })}</figcaption>
        </figure>
      ) : null}
      <p className="small" data-testid="scene-changes">
        {cutsMs.length ? t('library.analysis.scenes', { times: cutsMs.map(formatDuration).join(', ') }) : t('library.analysis.noScenes')}
      </p>
    </div>
  );
}

/** Peaks as bars, quiet stretches shaded; the canvas only draws what the worker measured. */
function Waveform({
  peaks,
  silences,
  durationMs,
  label,
}: {
  peaks: Float32Array;
  silences: AudioResult['silences'];
  durationMs: number;
  label: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const g = canvas?.getContext('2d');
    if (!canvas || !g) return;
    const { width: W, height: H } = canvas;
    const style = getComputedStyle(canvas);
    g.clearRect(0, 0, W, H);
    g.fillStyle = style.getPropertyValue('--surface-2') || '#eee';
    for (const s of silences) g.fillRect((s.startMs / durationMs) * W, 0, ((s.endMs - s.startMs) / durationMs) * W, H);
    g.fillStyle = style.color;
    const bar = W / Math.max(1, peaks.length);
    peaks.forEach((p, i) => {
      const h = Math.max(1, p * H);
      g.fillRect(i * bar, (H - h) / 2, Math.max(1, bar - 0.5), h);
    });
  }, [peaks, silences, durationMs]);
  return <canvas ref={ref} className="waveform" width={640} height={72} role="img" aria-label={label} />;
}
