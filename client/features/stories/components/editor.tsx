// The story editor: the carousel's editor adapted to 9:16 screens. Screens on
// the left (the carousel's list), the canvas in the middle (its stage), and on
// the right the screen's timing and the carousel's inspector. All state is the
// kernel's history of story documents; carousel commands are lifted over it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Circle, Download, Image as ImageIcon, Play, Stamp, Type } from 'lucide-react';
import { STORY_SIZE, type StoryDocument } from '@src/common/contracts/story';
import { EditorHeader } from '@client/components/projects/editor-header';
import { Menu } from '@client/components/ui/menu';
import { isEnabled, primaryKey, runKey, shortcutHelp } from '@client/editor/actions';
import { perform, seal, startHistory, type History } from '@client/editor/history';
import { formatDuration } from '@client/lib/format';
import { aiStatusQuery } from '../../ai/api';
import { kitsQuery, useKitSnapshot } from '../../brand-kits/api';
import { carouselActions, deleteAction, duplicateAction, type CarouselActionContext } from '../../carousel/components/editor-actions';
import { Inspector, type ActionButton } from '../../carousel/components/inspector';
import { KitOptions } from '../../carousel/components/options';
import { SlideList } from '../../carousel/components/slide-list';
import { fontFaceRules, SlideStage, useFontsReady, type DrawContext } from '../../carousel/components/slide-canvas';
import {
  blankSlide,
  carouselCommands as cmd,
  fontsOf,
  fontValuesOf,
  imageElement,
  logoElement,
  randomId,
  shapeElement,
  textElement,
  type CarouselCommand,
} from '../../carousel';
import type { StoryProjectView } from '../api';
import { lift, type StoryCommand } from '../model/document';
import { totalMs } from '../model/timing';
import { useStoriesT } from '../messages';
import { readProjectBackup, useProjectAutosave } from '@client/projects/autosave';
import { ExportStatus } from './export-status';
import { PreviewDialog } from './preview-dialog';
import { TimingPanel } from './timing-panel';
import { useRegenerate } from './use-regenerate';
import { useStoryExport } from './use-story-export';

export interface StoryEditorProps {
  org: string;
  project: StoryProjectView;
  imageUrl: (assetId: string) => string;
  /** Opens the media library's picker; resolves to an image asset id, or null. */
  pickImage: () => Promise<string | null>;
}

export function StoryEditor({ org, project, imageUrl, pickImage }: StoryEditorProps) {
  const { t } = useStoriesT();
  const { t: tm } = useTranslation();
  const [restored] = useState(() => (typeof window === 'undefined' ? null : readProjectBackup(project)));
  const [history, setHistory] = useState<History<StoryDocument>>(() => startHistory(restored?.document ?? project.document));
  const [current, setCurrent] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [kitChoice, setKitChoice] = useState<string>(project.document.brand?.kitId ?? '');
  const [previewing, setPreviewing] = useState(false);
  const doc = history.present;
  const index = Math.min(current, doc.slides.length - 1);
  const slide = doc.slides[index]!;
  const selected = slide.elements.find((e) => e.id === selectedId) ?? null;
  const name = restored?.name ?? project.name;

  useEffect(() => {
    if (restored) toast.info(t('editor.restored'));
  }, [restored, t]);

  const runStory = useCallback((c: StoryCommand) => setHistory((h) => perform(h, c)), []);
  const run = useCallback((c: CarouselCommand) => runStory(lift(c)), [runStory]);
  const save = useProjectAutosave(org, project, doc, name);

  const ctx: DrawContext = useMemo(() => ({ brand: doc.brand, imageUrl }), [doc.brand, imageUrl]);
  const fonts = useMemo(() => fontsOf(doc.brand, fontValuesOf(doc.slides)), [doc.brand, doc.slides]);
  const fontsReady = useFontsReady(fonts);
  const exporter = useStoryExport(org, doc, ctx, name);
  const kits = useQuery({ ...kitsQuery(org), enabled: Boolean(org) });
  const aiStatus = useQuery(aiStatusQuery());
  const snapshotOf = useKitSnapshot(org);
  const regenerate = useRegenerate(org, doc, slide, index, name, run, () => {
    setHistory(seal);
    toast.success(t('editor.regenerated'));
  });

  // The screen fills its column's height; 9:16 is tall.
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () =>
      setWidth(Math.max(180, Math.min(el.clientWidth, ((window.innerHeight - 340) * STORY_SIZE.width) / STORY_SIZE.height)));
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const add = (kind: 'text' | 'shape' | 'image' | 'logo', assetId: string | null = null) => {
    const { width: W, height: H } = STORY_SIZE;
    const id = randomId();
    const el =
      kind === 'text'
        ? textElement(id, { x: 120, y: Math.round(H / 2 - 80), width: W - 240, height: 160 }, t('editor.newText'), { fontSize: 72 })
        : kind === 'shape'
          ? shapeElement(id, { x: W / 2 - 180, y: H / 2 - 180, width: 360, height: 360 }, { cornerRadius: 32 })
          : kind === 'image'
            ? imageElement(id, { x: 120, y: 320, width: W - 240, height: W - 240 }, assetId)
            : logoElement(id, { x: W - 340, y: H - 260, width: 240, height: 120 });
    run(cmd.addElement(slide.id, el));
    setSelectedId(id);
  };

  const duplicateSelected = () => {
    if (!selected) return;
    const id = randomId();
    run(cmd.addElement(slide.id, { ...structuredClone(selected), id, x: selected.x + 24, y: selected.y + 24, locked: false }));
    setSelectedId(id);
  };

  const applyKit = async () => {
    const snapshot = kitChoice ? await snapshotOf.mutateAsync(kitChoice).catch(() => undefined) : null;
    if (snapshot === undefined) return;
    run(cmd.applyBrand(snapshot));
    toast.success(snapshot ? t('editor.kitApplied', { name: snapshot.name }) : t('editor.kitRemoved'));
  };

  // The carousel's action table (shortcuts, undo, redo, delete, duplicate, nudge) over the story's
  // history: a story document is a carousel document, and undo/redo only move between the history's own documents.
  const actionCtx: CarouselActionContext = {
    history,
    setHistory: (f) => setHistory((h) => f(h) as History<StoryDocument>),
    run,
    slideId: slide.id,
    selected,
    select: setSelectedId,
    duplicate: duplicateSelected,
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!previewing) void runKey(carouselActions, e, actionCtx);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const label = (name: string) => t(`editor.actions.${name}` as 'editor.actions.undo');
  const button = (a: (typeof carouselActions)[number]): ActionButton => ({
    onClick: () => a.perform(actionCtx),
    disabled: !isEnabled(a, actionCtx),
    shortcut: primaryKey(a),
  });
  const shortcuts = t('editor.shortcuts', {
    list: shortcutHelp(carouselActions)
      .map((h) => t('editor.withKey', { label: label(h.name), key: h.keys.join(', ') }))
      .join(' · '),
  });
  const [undoAction, redoAction] = carouselActions;

  return (
    <div className="carousel-editor story-editor">
      <style>{fontFaceRules(fonts)}</style>
      <EditorHeader
        title={name}
        detail={t('editor.detail', { count: doc.slides.length, duration: formatDuration(totalMs(doc.slides)) })}
        saveText={t(`editor.saveStates.${save.state}`)}
        failed={save.state === 'failed'}
        retryLabel={t('editor.retry')}
        onRetry={() => void save.retry()}
        undo={{ label: t('editor.undo'), enabled: isEnabled(undoAction!, actionCtx), run: () => undoAction!.perform(actionCtx) }}
        redo={{ label: t('editor.redo'), enabled: isEnabled(redoAction!, actionCtx), run: () => redoAction!.perform(actionCtx) }}
      />
      <div className="editor-toolbar" role="toolbar" aria-label={tm('tools.stories.editorTitle')}>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => add('text')}>
          <Type size={16} aria-hidden="true" /> {t('editor.addText')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => add('shape')}>
          <Circle size={16} aria-hidden="true" /> {t('editor.addShape')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void pickImage().then((id) => id && add('image', id))}>
          <ImageIcon size={16} aria-hidden="true" /> {t('editor.addImage')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => add('logo')}>
          <Stamp size={16} aria-hidden="true" /> {t('editor.addLogo')}
        </button>
        <span className="toolbar-sep" />
        <select className="input input-sm" aria-label={t('editor.kit')} value={kitChoice} onChange={(e) => setKitChoice(e.target.value)}>
          <KitOptions kits={kits.data ?? []} />
        </select>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void applyKit()}>
          {t('editor.applyKit')}
        </button>
        <span className="toolbar-sep" />
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPreviewing(true)}>
          <Play size={16} aria-hidden="true" /> {t('preview.title')}
        </button>
        <Menu
          label={t('export.title')}
          triggerClassName="btn btn-primary btn-sm"
          trigger={
            <>
              <Download size={16} aria-hidden="true" /> {t('export.title')}
            </>
          }
        >
          {(close) => (
            <>
              <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), void exporter.images('png', index))}>
                <span>{t('export.png')}</span>
              </button>
              <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), void exporter.images('zip', index))}>
                <span>{t('export.zip')}</span>
              </button>
              <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), void exporter.video())}>
                <span>{t('export.mp4')}</span>
              </button>
            </>
          )}
        </Menu>
      </div>
      <ExportStatus state={exporter.state} onCancel={exporter.cancel} onDismiss={exporter.dismiss} />

      <div className="editor-body">
        <SlideList
          doc={doc}
          current={index}
          ctx={ctx}
          fontsReady={fontsReady}
          onSelect={(i) => {
            setCurrent(i);
            setSelectedId(null);
          }}
          onAdd={() => {
            run(cmd.addSlide(blankSlide(randomId), index + 1));
            setCurrent(index + 1);
          }}
          onDuplicate={() => {
            run(cmd.duplicateSlide(slide.id, randomId));
            setCurrent(index + 1);
          }}
          onDelete={() => {
            run(cmd.deleteSlide(slide.id));
            setCurrent(Math.max(0, index - 1));
          }}
          onMove={(to) => {
            run(cmd.moveSlide(index, to));
            setCurrent(to);
          }}
        />
        <section
          className="editor-canvas"
          ref={box}
          aria-label={t('editor.canvas', { n: index + 1, total: doc.slides.length })}
          data-testid="editor-canvas"
        >
          <div className="editor-canvas-frame" style={{ width }}>
            <SlideStage
              format="story"
              slide={slide}
              width={width}
              ctx={ctx}
              fontsReady={fontsReady}
              interactive
              selectedId={selectedId}
              onSelect={setSelectedId}
              onCommand={run}
              onGestureEnd={() => setHistory(seal)}
            />
          </div>
          <p className="muted small">{t('editor.canvas', { n: index + 1, total: doc.slides.length })}</p>
        </section>
        <aside className="editor-inspector story-side">
          <TimingPanel
            doc={doc}
            slide={slide}
            first={index === 0}
            onCommand={runStory}
            onAppliedAll={() => toast.success(t('timing.appliedAll'))}
          />
          <Inspector
            slide={slide}
            element={selected}
            brand={doc.brand}
            onCommand={run}
            elementActions={{ duplicate: button(duplicateAction), remove: button(deleteAction) }}
            onRegenerate={regenerate.running ? null : regenerate.run}
            aiOffline={aiStatus.data?.offline === true}
            onPickImage={pickImage}
            shortcuts={shortcuts}
          />
        </aside>
      </div>
      <PreviewDialog open={previewing} onClose={() => setPreviewing(false)} doc={doc} screens={exporter.screens} />
    </div>
  );
}
