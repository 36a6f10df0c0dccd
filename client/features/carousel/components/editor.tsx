// The carousel editor: slides on the left, the canvas in the middle, the
// selected element's properties on the right. All state is the model's history;
// the canvas and the panels send commands and draw what comes back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Circle, Download, Image as ImageIcon, Redo2, Stamp, Type, Undo2 } from 'lucide-react';
import type { CarouselFormat } from '@src/common/contracts/carousel';
import type { ProjectView } from '@client/projects/kinds';
import { Menu } from '@client/components/ui/menu';
import { Progress } from '@client/components/ui/progress';
import { showError } from '@client/lib/errors';
import { kitsQuery } from '../../brand-kits/api';
import { aiStatusQuery } from '../../ai/api';
import { useKitSnapshot } from '../../brand-kits/api';
import { useRewriteSlide } from '../api';
import { fontFaceRules, useFontsReady } from '../canvas/fonts';
import { SlideStage } from '../canvas/slide-stage';
import type { DrawContext } from '../canvas/elements';
import * as cmd from '../model/commands';
import { fontsOf, fontValuesOf } from '../model/brand';
import { blankSlide, imageElement, logoElement, randomId, shapeElement, sizeOf, textElement } from '../model/document';
import { perform, seal, startHistory, type History } from '../model/history';
import { isEnabled, primaryKey, runKey, shortcutHelp, type Action } from '@client/editor/actions';
import { readProjectBackup, useProjectAutosave } from '@client/projects/autosave';
import { useCarouselT } from '../messages';
import { Inspector, type ActionButton } from './inspector';
import { FormatOptions, KitOptions } from './options';
import { SlideList } from './slide-list';
import { carouselActions, deleteAction, duplicateAction, redoAction, undoAction, type CarouselActionContext } from './editor-actions';
import { useActionKey } from '@client/lib/action-key';
import { download } from '@client/lib/download';

export interface EditorProps {
  org: string;
  project: ProjectView<'carousel'>;
  imageUrl: (assetId: string) => string;
  /** Opens the media library's picker; resolves to an image asset id, or null. */
  pickImage: () => Promise<string | null>;
}

export function CarouselEditor({ org, project, imageUrl, pickImage }: EditorProps) {
  const { t, i18n } = useCarouselT();
  const { t: tm } = useTranslation();
  const [restored] = useState(() => (typeof window === 'undefined' ? null : readProjectBackup(project)));
  const [history, setHistory] = useState<History>(() => startHistory(restored?.document ?? project.document));
  const [name, setName] = useState(restored?.name ?? project.name);
  const [current, setCurrent] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [kitChoice, setKitChoice] = useState<string>(project.document.brand?.kitId ?? '');
  const doc = history.present;
  const slide = doc.slides[Math.min(current, doc.slides.length - 1)]!;
  const selected = slide.elements.find((e) => e.id === selectedId) ?? null;

  useEffect(() => {
    if (restored) toast.info(t('editor.restored'));
  }, [restored, t]);

  const run = useCallback((c: cmd.Command) => setHistory((h) => perform(h, c)), []);
  // The name as saved and exported: an emptied field keeps the last one.
  const title = name.trim() || project.name;
  const save = useProjectAutosave(org, project, doc, title);

  const ctx: DrawContext = useMemo(() => ({ brand: doc.brand, imageUrl }), [doc.brand, imageUrl]);
  const fonts = useMemo(() => fontsOf(doc.brand, fontValuesOf(doc.slides)), [doc.brand, doc.slides]);
  const fontsReady = useFontsReady(fonts);

  // The canvas fills its column; the slide is scaled to fit.
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(480);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const size = sizeOf(doc);
    const fit = () => setWidth(Math.max(200, Math.min(el.clientWidth, ((window.innerHeight - 300) * size.width) / size.height)));
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(el);
    return () => ro.disconnect();
  }, [doc.format]); // eslint-disable-line react-hooks/exhaustive-deps -- only the format changes the ratio

  const kits = useQuery({ ...kitsQuery(org), enabled: Boolean(org) });
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const rewrite = useRewriteSlide(org);
  const rewriting = rewrite.isPending;
  const snapshotOf = useKitSnapshot(org);
  const aiStatus = useQuery(aiStatusQuery());
  const attempts = useRef(new Map<string, number>());
  const rewriteKey = useActionKey();

  const regenerate = () => {
    const { heading, body } = cmd.slideTexts(slide);
    if (!heading && !body) return;
    const index = doc.slides.indexOf(slide);
    const role = index === 0 ? 'hook' : index === doc.slides.length - 1 ? 'cta' : 'body';
    const attempt = attempts.current.get(slide.id) ?? 0;
    const req = {
      topic: title.slice(0, 200),
      role,
      heading: heading?.type === 'text' ? heading.text : '',
      body: body?.type === 'text' ? body.text : '',
      locale: i18n.language === 'en' ? 'en' : 'pt-BR',
      kitId: doc.brand?.kitId ?? null,
      attempt,
    } as const;
    rewrite.mutate(
      { req, idempotencyKey: rewriteKey.for([org, req]) },
      {
        onSuccess: (res) => {
          rewriteKey.done();
          attempts.current.set(slide.id, attempt + 1);
          // Both texts change in one undo step.
          const key = `rewrite:${slide.id}:${attempt}`;
          if (heading) run(cmd.updateElement(slide.id, heading.id, { text: res.text.heading }, key));
          if (body) run(cmd.updateElement(slide.id, body.id, { text: res.text.body }, key));
          setHistory(seal);
          toast.success(t('editor.regenerated'));
        },
      },
    );
  };

  // The exporter (and fflate) load on the first export, not with the editor.
  const exportAs = async (kind: 'png' | 'zip' | 'pdf') => {
    if (exporting) return;
    setExporting({ done: 0, total: kind === 'png' ? 1 : doc.slides.length + (kind === 'pdf' ? 1 : 0) });
    try {
      const ex = await import('../canvas/export');
      const progress = (done: number, total: number) => setExporting({ done, total });
      const base =
        title
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'carousel';
      const [blob, file] =
        kind === 'png'
          ? [(await ex.slidePngs(doc, ctx, progress, current))[0]!, `${base}-${ex.slideFileName(current)}`]
          : kind === 'zip'
            ? [await ex.slidesZip(doc, ctx, progress), `${base}.zip`]
            : [await (await import('../canvas/pdf')).slidesPdf(doc, ctx, title, progress), `${base}.pdf`];
      download(blob, file);
      toast.success(t('editor.exported', { name: file }));
    } catch (error) {
      showError(error, tm);
    } finally {
      setExporting(null);
    }
  };

  const add = (kind: 'text' | 'shape' | 'image' | 'logo', assetId: string | null = null) => {
    const { width: W, height: H } = sizeOf(doc);
    const id = randomId();
    const el =
      kind === 'text'
        ? textElement(id, { x: 140, y: Math.round(H / 2 - 60), width: W - 280, height: 120 }, t('editor.newText'), { fontSize: 56 })
        : kind === 'shape'
          ? shapeElement(id, { x: W / 2 - 150, y: H / 2 - 150, width: 300, height: 300 }, { cornerRadius: 24 })
          : kind === 'image'
            ? imageElement(id, { x: 140, y: 140, width: W - 280, height: Math.round((W - 280) * 0.75) }, assetId)
            : logoElement(id, { x: W - 320, y: H - 200, width: 220, height: 110 });
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

  // Shortcuts, toolbar buttons and the help all come from the action table.
  const actionCtx: CarouselActionContext = {
    history,
    setHistory,
    run,
    slideId: slide.id,
    selected,
    select: setSelectedId,
    duplicate: duplicateSelected,
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => void runKey(carouselActions, e, actionCtx);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  // The same "Ctrl" names on every platform, as before: the server renders this text too.
  const withKey = (a: Action<CarouselActionContext>) => t('editor.withKey', { label: t(a.label), key: primaryKey(a) });
  const button = (a: Action<CarouselActionContext>): ActionButton => ({
    onClick: () => a.perform(actionCtx),
    disabled: !isEnabled(a, actionCtx),
    shortcut: primaryKey(a),
  });
  const shortcuts = t('editor.shortcuts', {
    list: shortcutHelp(carouselActions)
      .map((h) => t('editor.withKey', { label: t(h.label), key: h.keys.join(', ') }))
      .join(' · '),
  });

  const stateLabel = {
    saved: t('editor.saved'),
    unsaved: t('editor.unsaved'),
    saving: t('editor.saving'),
    conflict: t('editor.conflict'),
    failed: t('editor.failed'),
  }[save.state];

  return (
    <div className="carousel-editor">
      <style>{fontFaceRules(fonts)}</style>
      <div className="editor-toolbar" role="toolbar" aria-label={t('editor.slides')}>
        <input
          className="input editor-name"
          aria-label={t('name')}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <span
          className={`badge${save.state === 'saved' ? ' badge-success' : save.state === 'conflict' || save.state === 'failed' ? ' badge-danger' : ''}`}
          role="status"
          data-testid="save-state"
          data-state={save.state}
        >
          {stateLabel}
        </span>
        {save.state === 'failed' ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void save.retry()}>
            {t('editor.retry')}
          </button>
        ) : save.state === 'conflict' ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => window.location.reload()}>
            {t('editor.reload')}
          </button>
        ) : null}
        <span className="toolbar-sep" />
        <button
          type="button"
          className="icon-btn"
          aria-label={withKey(undoAction)}
          title={withKey(undoAction)}
          disabled={!isEnabled(undoAction, actionCtx)}
          onClick={() => undoAction.perform(actionCtx)}
        >
          <Undo2 size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label={withKey(redoAction)}
          title={withKey(redoAction)}
          disabled={!isEnabled(redoAction, actionCtx)}
          onClick={() => redoAction.perform(actionCtx)}
        >
          <Redo2 size={18} aria-hidden="true" />
        </button>
        <span className="toolbar-sep" />
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
        <select
          className="input input-sm"
          aria-label={t('editor.format')}
          value={doc.format}
          onChange={(e) => run(cmd.setFormat(e.target.value as CarouselFormat))}
        >
          <FormatOptions />
        </select>
        <select className="input input-sm" aria-label={t('editor.kit')} value={kitChoice} onChange={(e) => setKitChoice(e.target.value)}>
          <KitOptions kits={kits.data ?? []} />
        </select>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void applyKit()}>
          {t('editor.applyKit')}
        </button>
        <span className="toolbar-sep" />
        <Menu
          label={t('editor.export')}
          triggerClassName="btn btn-primary btn-sm"
          trigger={
            <>
              <Download size={16} aria-hidden="true" /> {t('editor.export')}
            </>
          }
        >
          {(close) => (
            <>
              <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), void exportAs('png'))}>
                <span>{t('editor.exportPng')}</span>
              </button>
              <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), void exportAs('zip'))}>
                <span>{t('editor.exportZip')}</span>
              </button>
              <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), void exportAs('pdf'))}>
                <span>{t('editor.exportPdf')}</span>
              </button>
            </>
          )}
        </Menu>
      </div>
      {exporting ? (
        <div className="editor-export" role="status">
          <span className="small">{t('editor.exporting', exporting)}</span>
          <Progress value={exporting.done / exporting.total} label={t('editor.export')} />
        </div>
      ) : null}

      <div className="editor-body">
        <SlideList
          doc={doc}
          current={current}
          ctx={ctx}
          fontsReady={fontsReady}
          onSelect={(i) => {
            setCurrent(i);
            setSelectedId(null);
          }}
          onAdd={() => {
            run(cmd.addSlide(blankSlide(randomId), current + 1));
            setCurrent(current + 1);
          }}
          onDuplicate={() => {
            run(cmd.duplicateSlide(slide.id, randomId));
            setCurrent(current + 1);
          }}
          onDelete={() => {
            run(cmd.deleteSlide(slide.id));
            setCurrent(Math.max(0, current - 1));
          }}
          onMove={(to) => {
            run(cmd.moveSlide(current, to));
            setCurrent(to);
          }}
        />
        <section
          className="editor-canvas"
          ref={box}
          aria-label={t('editor.canvas', { n: current + 1, total: doc.slides.length })}
          data-testid="editor-canvas"
        >
          <div className="editor-canvas-frame" style={{ width }}>
            <SlideStage
              format={doc.format}
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
          <p className="muted small">{t('editor.canvas', { n: current + 1, total: doc.slides.length })}</p>
        </section>
        <aside className="editor-inspector">
          <Inspector
            slide={slide}
            element={selected}
            brand={doc.brand}
            onCommand={run}
            elementActions={{ duplicate: button(duplicateAction), remove: button(deleteAction) }}
            onRegenerate={rewriting ? null : () => void regenerate()}
            aiOffline={aiStatus.data?.offline === true}
            onPickImage={pickImage}
            shortcuts={shortcuts}
          />
        </aside>
      </div>
    </div>
  );
}
