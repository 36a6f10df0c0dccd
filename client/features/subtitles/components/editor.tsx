// A subtitles project on one page: the video playing with its subtitles drawn
// by the export's own code, the cues to edit, their timing on a waveform, the
// limits they are laid out with, the brand's caption style, the languages and
// the export. The document changes only by commands through the kernel's
// history (undo and redo, autosave); the keyboard runs the same actions.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { assetContentPath } from '@src/common/contracts/media';
import type { SubtitleLanguage, SubtitlesDocument } from '@src/common/contracts/subtitles';
import type { Transcript } from '@src/common/contracts/transcript';
import { type Action } from '@client/editor/actions';
import { useKeyActions } from '@client/editor/use-key-actions';
import { historyActions, type HistoryContext } from '@client/editor/history-actions';
import { rebase, seal, type Command } from '@client/editor/history';
import { mediaClient } from '@client/media/client';
import { kitSnapshotQuery } from '../../../services/brand-kits';
import type { SubtitlesProjectView } from '../api';
import { useSubtitlesT } from '../messages';
import {
  adoptKit,
  deleteCue,
  editText,
  mergeWithNext,
  retime,
  setLayout,
  setSpeaker,
  setStyle,
  showTrack,
  splitCue,
  transcribed,
  translated,
} from '../model/commands';
import { burnComposition, captionsOverlay, exportSize } from '../model/overlay';
import { ProjectEditorTop, useProjectEditor } from '@client/projects/project-editor';
import { CueList } from './cue-list';
import { ExportPanel } from './export-panel';
import { Preview } from './preview';
import { LayoutPanel, StylePanel } from './settings-panels';
import { TracksPanel } from './tracks-panel';
import { TranscribePanel } from './transcribe-panel';
import { Waveform } from './waveform';
import { Panel } from '@client/components/ui/panel';

interface Ctx extends HistoryContext<SubtitlesDocument> {
  lang: SubtitleLanguage | null;
  selected: string | null;
  cursor: number;
  playing: boolean;
  setPlaying: (p: boolean) => void;
  perform: (c: Command<SubtitlesDocument>) => void;
}

const ACTIONS: Action<Ctx>[] = [
  ...historyActions<SubtitlesDocument, Ctx>({ undo: 'undo', redo: 'redo' }),
  { name: 'play', label: 'play', keys: [{ key: ' ' }], perform: (c) => c.setPlaying(!c.playing) },
  {
    name: 'merge',
    label: 'cues.merge',
    keys: [{ key: 'Enter', mod: true, shift: true }],
    inFields: true,
    enabled: (c) => Boolean(c.lang && c.selected),
    perform: (c) => c.perform(mergeWithNext(c.lang!, c.selected!)),
  },
  {
    name: 'split',
    label: 'cues.split',
    keys: [{ key: 'Enter', mod: true, shift: false }],
    inFields: true,
    enabled: (c) => Boolean(c.lang && c.selected),
    perform: (c) => c.perform(splitCue(c.lang!, c.selected!, c.cursor)),
  },
];

const PREVIEW_LONG_SIDE = 720;
const PEAKS_PER_SECOND = 50;

export function SubtitlesEditor({ org, project }: { org: string; project: SubtitlesProjectView }) {
  const { t, i18n } = useSubtitlesT();
  const editor = useProjectEditor(org, project);
  const { history, setHistory, doc, perform } = editor;
  const kit = useQuery(kitSnapshotQuery(org));
  const [selected, setSelected] = useState<string | null>(null);
  const [cursor, setCursor] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [playheadMs, setPlayhead] = useState(0);
  const [seek, setSeek] = useState<{ ms: number; at: number } | null>(null);
  const [peaks, setPeaks] = useState<Float32Array | null>(null);
  const url = assetContentPath(org, doc.source.assetId);
  const lang = doc.active;
  const track = doc.tracks.find((tr) => tr.language === lang) ?? null;
  const cues = useMemo(() => track?.cues ?? [], [track]);

  // The waveform: the sound read once by the media worker, at the clipper's 4 kHz (plenty for peaks; an hour stays small).
  useEffect(() => {
    const controller = new AbortController();
    mediaClient()
      .run('audio', { source: { url }, sampleRate: 4000, peaksPerSecond: PEAKS_PER_SECOND }, { signal: controller.signal })
      .then((r) => setPeaks(r.peaks))
      .catch(() => setPeaks(new Float32Array(0)));
    return () => controller.abort();
  }, [url]);

  // The kit's caption position and capitals seed the style once, as a fact true in every undo state.
  const kitData = kit.data;
  useEffect(() => {
    if (kitData) setHistory((h) => rebase(h, adoptKit(kitData).apply));
  }, [kitData, setHistory]);

  useKeyActions<Ctx>(ACTIONS, { history, setHistory, lang, selected, cursor, playing, setPlaying, perform });

  const previewSize = useMemo(() => {
    const out = exportSize(doc.source);
    const scale = PREVIEW_LONG_SIDE / Math.max(out.width, out.height);
    return { width: Math.round(out.width * scale), height: Math.round(out.height * scale) };
  }, [doc.source]);
  const overlay = useMemo(
    () => (track ? captionsOverlay(track, doc.style, kit.data ?? null, previewSize, doc.layout.maxLineChars) : null),
    [track, doc.style, kit.data, previewSize, doc.layout.maxLineChars],
  );
  // The page follows the video in tenths of a second: a render per frame would redraw every cue 60 times a second.
  const onTime = useCallback((ms: number) => setPlayhead(Math.round(ms / 100) * 100), []);
  const seekTo = (ms: number) => {
    setSeek({ ms, at: performance.now() });
    setPlayhead(ms);
  };
  const onTranscript = (tr: Transcript) => {
    const words = tr.segments.flatMap((s) => s.words.map((w) => ({ text: w.text, startMs: w.startMs, endMs: w.endMs, speaker: null })));
    perform(transcribed(tr.language, words));
  };
  // While playing, the cue under the playhead is the selected one (unless the user is typing in one).
  const current = cues.find((c) => playheadMs >= c.startMs && playheadMs < c.endMs)?.id ?? null;
  useEffect(() => {
    if (playing && current) setSelected(current);
  }, [playing, current]);

  return (
    <div className="page workspace subtitles-editor" data-testid="subtitles-editor">
      <ProjectEditorTop
        editor={editor}
        t={t}
        detail={
          <>
            {doc.source.name}
            {track ? ` · ${t(`languages.${track.language}`)} · ${t('cueCount', { count: track.cues.length })}` : ''}
          </>
        }
      />

      <div className="st-main">
        <section className="st-panel st-stage-panel" aria-label={t('preview')}>
          <Preview
            src={url}
            overlay={overlay}
            size={previewSize}
            kit={kit.data ?? null}
            durationMs={doc.source.durationMs}
            seek={seek}
            playing={playing}
            onPlaying={setPlaying}
            onTime={onTime}
            comments={{ org, projectId: project.id }}
            onSeek={(ms) => (setPlaying(false), seekTo(ms))}
          />
        </section>

        <Panel className="st-panel st-cues-panel" title={t('cues.title')}>
          {doc.tracks.length === 0 ? (
            <TranscribePanel
              org={org}
              assetId={doc.source.assetId}
              durationMs={doc.source.durationMs}
              initial={doc.language ?? (i18n.language === 'en' ? 'en' : 'pt')}
              onTranscript={onTranscript}
            />
          ) : (
            <>
              <p className="muted small">{t('cues.shortcuts')}</p>
              <CueList
                cues={cues}
                selected={selected}
                onSelect={(id, at) => (setSelected(id), setCursor(at))}
                onText={(id, text) => lang && perform(editText(lang, id, text))}
                onSpeaker={(id, s) => lang && perform(setSpeaker(lang, id, s))}
                onSplit={(id, at) => lang && perform(splitCue(lang, id, at))}
                onMerge={(id) => lang && perform(mergeWithNext(lang, id))}
                onDelete={(id) => lang && perform(deleteCue(lang, id))}
                onSeek={seekTo}
              />
            </>
          )}
        </Panel>

        <div className="st-side">
          <TracksPanel
            org={org}
            doc={doc}
            kitId={kit.data?.kitId ?? null}
            onShow={(l) => perform(showTrack(l))}
            onTranslated={(l, texts, offline) => perform(translated(l, texts, offline))}
          />
          <LayoutPanel layout={doc.layout} onChange={(patch) => perform(setLayout(patch))} />
          <StylePanel style={doc.style} kit={kit.data ?? null} onChange={(patch) => perform(setStyle(patch))} />
          <ExportPanel
            org={org}
            projectId={project.id}
            name={project.name}
            track={track}
            build={() => burnComposition(doc, { url }, kit.data ?? null)}
          />
          {doc.tracks.length > 0 ? (
            <TranscribePanel
              org={org}
              assetId={doc.source.assetId}
              durationMs={doc.source.durationMs}
              initial={doc.language ?? 'en'}
              onTranscript={onTranscript}
              again
            />
          ) : null}
        </div>
      </div>

      <Waveform
        peaks={peaks}
        peaksPerSecond={PEAKS_PER_SECOND}
        cues={cues}
        durationMs={doc.source.durationMs}
        playheadMs={playheadMs}
        selected={selected}
        onSelect={setSelected}
        onSeek={(ms) => (setPlaying(false), seekTo(ms))}
        onRetime={(id, edge, ms, key) => lang && perform(retime(lang, id, edge, ms, key))}
        onRetimeEnd={() => setHistory(seal)}
        snapTargets={(id) => [playheadMs, ...cues.filter((c) => c.id !== id).flatMap((c) => [c.startMs, c.endMs])]}
        comments={{ org, projectId: project.id }}
      />
    </div>
  );
}
