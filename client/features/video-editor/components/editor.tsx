// A video project on one page: the media bin, the preview, the inspector, the
// timeline and the export. The document changes only by timeline commands
// through the kernel's history (undo and redo, autosave); the keyboard runs the
// same actions as the buttons (the kernel's action table).
import { CommentAtTime } from '@client/projects/comment-pins/comment-at-time';
import { PlayerStrip } from '@client/projects/comment-pins/player-strip';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { assetContentPath, type AssetView } from '@src/common/contracts/media';
import { timelineDurationMs, type TimelineItem, type VideoDocument } from '@src/common/contracts/video';
import { Button } from '@client/components/ui/button';
import { type Action } from '@client/editor/actions';
import { useKeyActions } from '@client/editor/use-key-actions';
import { historyActions, type HistoryContext } from '@client/editor/history-actions';
import { seal, type Command } from '@client/editor/history';
import { formatDuration } from '@client/lib/format';
import { transcriptQuery } from '@client/services/library/transcripts';
import { captionCues } from '@client/media/transcript/subtitles';
import { toast } from 'sonner';
import { kitSnapshotQuery } from '../../../services/brand-kits';
import type { VideoProjectView } from '../api';
import { useVideoEditorT } from '../messages';
import { TAIL, timelineComposition, type Resolution } from '../model/composition';
import { addItem, assetItem, textItem } from '../model/items';
import { addCaptionTrack, captionItems, defaultCaptionsLook } from '../model/captions';
import { deleteItems, findItem, frameMs, moveItems, rippleDelete, splitAt } from '../model/timeline';
import { ProjectEditorTop, useProjectEditor } from '@client/projects/project-editor';
import { ExportPanel } from './export-panel';
import { Inspector } from './inspector';
import { MediaBin } from './media-bin';
import { Preview } from './preview';
import { TimelineSection } from './timeline-section';
import { useCompositionInputs } from './use-composition-inputs';
import { Panel } from '@client/components/ui/panel';

interface Ctx extends HistoryContext<VideoDocument> {
  selected: string[];
  playheadMs: number;
  setPlayhead: (ms: number) => void;
  playing: boolean;
  setPlaying: (p: boolean) => void;
  setDirection: (d: 1 | -1) => void;
  perform: (c: Command<VideoDocument>) => void;
  setSelected: (ids: string[]) => void;
}

const ACTIONS: Action<Ctx>[] = [
  ...historyActions<VideoDocument, Ctx>({ undo: 'undo', redo: 'redo' }),
  {
    name: 'play',
    label: 'play',
    keys: [{ key: ' ' }],
    perform: (c) => (c.setDirection(1), c.setPlaying(!c.playing)),
  },
  { name: 'forward', label: 'forward', keys: [{ key: 'l', mod: false }], perform: (c) => (c.setDirection(1), c.setPlaying(true)) },
  { name: 'stop', label: 'stop', keys: [{ key: 'k', mod: false }], perform: (c) => c.setPlaying(false) },
  { name: 'back', label: 'back', keys: [{ key: 'j', mod: false }], perform: (c) => (c.setDirection(-1), c.setPlaying(true)) },
  { name: 'split', label: 'split', keys: [{ key: 's', mod: false }], perform: (c) => c.perform(splitAt(c.playheadMs, c.selected)) },
  {
    name: 'ripple',
    label: 'rippleDelete',
    keys: [
      { key: 'Delete', shift: true },
      { key: 'Backspace', shift: true },
    ],
    enabled: (c) => c.selected.length > 0,
    perform: (c) => (c.perform(rippleDelete(c.selected)), c.setSelected([])),
  },
  {
    name: 'delete',
    label: 'deleteItem',
    keys: [{ key: 'Delete' }, { key: 'Backspace' }],
    enabled: (c) => c.selected.length > 0,
    perform: (c) => (c.perform(deleteItems(c.selected)), c.setSelected([])),
  },
  {
    name: 'nudgeLeft',
    label: 'nudgeLeft',
    keys: [{ key: 'ArrowLeft', mod: false }],
    perform: (c) =>
      c.selected.length
        ? c.perform(moveItems(c.selected, -Math.round(frameMs(c.history.present)), undefined, 'nudge'))
        : c.setPlayhead(Math.max(0, c.playheadMs - frameMs(c.history.present))),
  },
  {
    name: 'nudgeRight',
    label: 'nudgeRight',
    keys: [{ key: 'ArrowRight', mod: false }],
    perform: (c) =>
      c.selected.length
        ? c.perform(moveItems(c.selected, Math.round(frameMs(c.history.present)), undefined, 'nudge'))
        : c.setPlayhead(c.playheadMs + frameMs(c.history.present)),
  },
];

export function VideoEditor({ org, project }: { org: string; project: VideoProjectView }) {
  const { t } = useVideoEditorT();
  const editor = useProjectEditor(org, project);
  const { history, setHistory, doc, perform } = editor;
  const [selected, setSelected] = useState<string[]>([]);
  const [playheadMs, setPlayhead] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [direction, setDirection] = useState<1 | -1>(1);
  const kit = useQuery(kitSnapshotQuery(org));
  const { inputs, byId } = useCompositionInputs(org, doc, kit.data);
  // The preview may lag a drag by a frame or two: React renders the timeline first, the picture when it can.
  const deferredDoc = useDeferredValue(doc);
  const preview = useMemo(() => timelineComposition(deferredDoc, inputs, 720), [deferredDoc, inputs]);
  const names = useMemo(() => new Map([...byId].map(([id, a]) => [id, a.name])), [byId]);
  const urlOf = useCallback(
    ({ id }: { id: string }) => {
      const at = findItem(doc, id.replace(TAIL, ''));
      return at && at.item.kind !== 'text' && at.item.kind !== 'captions' ? assetContentPath(org, at.item.assetId) : null;
    },
    [doc, org],
  );
  useKeyActions<Ctx>(ACTIONS, {
    history,
    setHistory,
    selected,
    playheadMs,
    setPlayhead,
    playing,
    setPlaying,
    setDirection,
    perform,
    setSelected,
  });

  const add = (asset: AssetView, soundOnly = false) => perform(addItem(assetItem(doc, asset, Math.round(playheadMs), soundOnly)));
  const addText = () =>
    perform(
      addItem(
        textItem(doc, t('bin.newText'), Math.round(playheadMs), {
          fontFamily: kit.data?.fonts.heading.cssFamily ?? 'sans-serif',
          color: '#ffffff',
        }),
      ),
    );
  const selectedItems = selected.map((id) => findItem(doc, id)?.item).filter((i): i is TimelineItem => Boolean(i));
  const first = selectedItems.length === 1 ? selectedItems[0]! : null;
  const spoken = first && (first.kind === 'video' || first.kind === 'audio') ? first : null;
  const transcript = useQuery({ ...transcriptQuery(org, spoken?.assetId ?? ''), enabled: Boolean(spoken) });
  const addCaptions = () => {
    if (!spoken) return;
    if (!transcript.data) return void toast.error(t('captions.noTranscript'));
    // Social-video cues: two short lines, at most three seconds on screen, in the kit's caption style.
    const cues = captionCues(transcript.data, { maxLineChars: 24, maxLines: 2, maxDurationMs: 3000 });
    const made = captionItems(doc, spoken, cues, defaultCaptionsLook(kit.data ?? null));
    if (made.length === 0) return void toast(t('captions.none'));
    perform(addCaptionTrack(made));
    // The first caption selected: its look (the style picker) is in the inspector at once.
    setSelected([made[0]!.id]);
    toast.success(t('captions.added', { count: made.length }));
  };
  const duration = timelineDurationMs(doc);

  return (
    <div className="page workspace video-editor" data-testid="video-editor">
      <ProjectEditorTop
        editor={editor}
        t={t}
        detail={
          <>
            {doc.aspect} · {doc.fps} fps
          </>
        }
      />

      <div className="ve-main">
        <MediaBin org={org} onAdd={add} onAddText={addText} />
        <section className="ve-panel ve-stage" aria-label={t('preview')}>
          <Preview
            composition={preview}
            urlOf={urlOf}
            playheadMs={playheadMs}
            playing={playing}
            direction={direction}
            onTime={(ms, ended) => {
              setPlayhead(ms);
              if (ended) setPlaying(false);
            }}
          />
          <div className="ve-transport">
            <Button
              size="sm"
              variant="secondary"
              icon={playing ? Pause : Play}
              iconSize={16}
              onClick={() => (setDirection(1), setPlaying(!playing))}
              disabled={duration === 0}
            >
              {playing ? t('pause') : t('play')}
            </Button>
            <span className="ve-time" data-testid="ve-time">
              {formatDuration(playheadMs)} / {formatDuration(duration)}
            </span>
            <CommentAtTime org={org} projectId={project.id} nowMs={() => playheadMs} />
          </div>
          <PlayerStrip
            org={org}
            projectId={project.id}
            fromMs={0}
            toMs={duration}
            atMs={playheadMs}
            onSeek={(ms) => {
              setPlaying(false);
              setPlayhead(ms);
            }}
            testId="ve-strip"
          />
        </section>
        <div className="ve-side">
          <Panel className="ve-panel" title={t('inspector.title')}>
            <Inspector items={selectedItems} kit={kit.data ?? null} perform={perform} />
            {spoken ? (
              <Button size="sm" variant="secondary" disabled={transcript.isPending} onClick={addCaptions}>
                {t('captions.add')}
              </Button>
            ) : null}
          </Panel>
          <ExportPanel
            org={org}
            projectId={project.id}
            name={project.name}
            empty={duration === 0}
            build={async (r: Resolution) => timelineComposition(doc, inputs, r)}
          />
        </div>
      </div>
      <TimelineSection
        doc={doc}
        names={names}
        selected={selected}
        onSelect={setSelected}
        playheadMs={playheadMs}
        onSeek={(ms) => {
          setPlaying(false);
          setPlayhead(ms);
        }}
        perform={perform}
        onDragEnd={() => setHistory(seal)}
        comments={{ org, projectId: project.id }}
      />
    </div>
  );
}
