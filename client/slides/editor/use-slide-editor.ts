// The slide editor's state and actions, shared by every document made of slides
// (the carousel, the story generator's 9:16 screens; decision 028 says they are
// one element model). The kernel's history holds the documents; carousel
// commands are lifted into the caller's document type; the action table gives
// the keys, the undo/redo buttons and the inspector's element buttons.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { CarouselDocument, CarouselElement, Slide } from '@src/common/contracts/carousel';
import { isEnabled, primaryKey, runKey, shortcutHelp, type Action, type ShortcutHelp } from '@client/editor/actions';
import { perform, seal, startHistory, type Command, type History } from '@client/editor/history';
import { fontsOf, fontValuesOf } from '../model/brand';
import * as cmd from '../model/commands';
import { blankSlide, randomId, sizeOf } from '../model/document';
import { useFontsReady } from '../canvas/fonts';
import type { DrawContext } from '../canvas/elements';
import { carouselActions, type CarouselActionContext } from './editor-actions';
import type { ActionButton } from './inspector';

export type ElementKind = 'text' | 'shape' | 'image' | 'logo';
/** A new element of a kind, placed on a slide of the given size: each editor has its own proportions. */
export type NewElement = (
  kind: ElementKind,
  id: string,
  size: { width: number; height: number },
  assetId: string | null,
) => CarouselElement;
export type SlideAction = Action<CarouselActionContext>;

/** What a slide tool's editor page (carousel, story) gets: the project, its images' URLs and the library's picker. */
export interface SlideToolProps<P> {
  org: string;
  project: P;
  imageUrl: (assetId: string) => string;
  /** Opens the media library's picker; resolves to an image asset id, or null. */
  pickImage: () => Promise<string | null>;
}

export interface SlideEditorOptions<D extends CarouselDocument> {
  /** The document the editor opens with (a recovered backup or the saved project). */
  initial: D;
  imageUrl: (assetId: string) => string;
  newElement: NewElement;
  /** A carousel command over the caller's document; the carousel's own documents need none. */
  lift?: (c: cmd.Command) => Command<D>;
  /** Keys are off while something covers the editor (the story's preview). */
  keysOn?: boolean;
}

export function useSlideEditor<D extends CarouselDocument>({ initial, imageUrl, newElement, lift, keysOn = true }: SlideEditorOptions<D>) {
  const [history, setHistory] = useState<History<D>>(() => startHistory(initial));
  const [current, setCurrent] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const doc = history.present;
  const index = Math.min(current, doc.slides.length - 1);
  const slide = doc.slides[index]! as D['slides'][number];
  const selected = slide.elements.find((e) => e.id === selectedId) ?? null;

  const runDoc = useCallback((c: Command<D>) => setHistory((h) => perform(h, c)), []);
  // `lift` is a module function (or absent), so `run` keeps its identity across renders.
  const run = useCallback((c: cmd.Command) => runDoc(lift ? lift(c) : (c as unknown as Command<D>)), [runDoc, lift]);
  const sealHistory = useCallback(() => setHistory(seal), []);

  const ctx: DrawContext = useMemo(() => ({ brand: doc.brand, imageUrl }), [doc.brand, imageUrl]);
  const fonts = useMemo(() => fontsOf(doc.brand, fontValuesOf(doc.slides)), [doc.brand, doc.slides]);
  const fontsReady = useFontsReady(fonts);

  const add = (kind: ElementKind, assetId: string | null = null) => {
    const id = randomId();
    run(cmd.addElement(slide.id, newElement(kind, id, sizeOf(doc), assetId)));
    setSelectedId(id);
  };

  const duplicateSelected = () => {
    if (!selected) return;
    const id = randomId();
    run(cmd.addElement(slide.id, { ...structuredClone(selected), id, x: selected.x + 24, y: selected.y + 24, locked: false }));
    setSelectedId(id);
  };

  // Undo and redo only move between the history's own documents, so the cast back is exact.
  const actionCtx: CarouselActionContext = {
    history,
    setHistory: (f) => setHistory((h) => f(h) as History<D>),
    run,
    slideId: slide.id,
    selected,
    select: setSelectedId,
    duplicate: duplicateSelected,
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (keysOn) void runKey(carouselActions, e, actionCtx);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const button = (a: SlideAction): ActionButton => ({
    onClick: () => a.perform(actionCtx),
    disabled: !isEnabled(a, actionCtx),
    shortcut: primaryKey(a),
  });

  /** The slide list's buttons: each moves the current slide where the change leaves it. */
  const slideList = {
    onSelect: (i: number) => {
      setCurrent(i);
      setSelectedId(null);
    },
    onAdd: () => {
      run(cmd.addSlide(blankSlide(randomId), index + 1));
      setCurrent(index + 1);
    },
    onDuplicate: () => {
      run(cmd.duplicateSlide(slide.id, randomId));
      setCurrent(index + 1);
    },
    onDelete: () => {
      run(cmd.deleteSlide(slide.id));
      setCurrent(Math.max(0, index - 1));
    },
    onMove: (to: number) => {
      run(cmd.moveSlide(index, to));
      setCurrent(to);
    },
  };

  /** A template's slides after the current one, the first of them shown. */
  const insertSlides = (slides: Slide[]) => {
    run(cmd.insertSlides(slides, index + 1));
    setCurrent(index + 1);
    setSelectedId(null);
  };

  return {
    history,
    setHistory,
    doc,
    index,
    slide,
    selected,
    selectedId,
    select: setSelectedId,
    run,
    runDoc,
    seal: sealHistory,
    ctx,
    fonts,
    fontsReady,
    add,
    actionCtx,
    button,
    slideList,
    insertSlides,
  };
}

export type SlideEditor<D extends CarouselDocument = CarouselDocument> = ReturnType<typeof useSlideEditor<D>>;

/** The shortcut help line: each action of the table with its keys, in the caller's words. */
export const shortcutList = (say: (h: ShortcutHelp) => string) => shortcutHelp(carouselActions).map(say).join(' · ');

/** Applies the chosen brand kit (or none, the neutral style) to every slide, with a toast either way. */
export async function applyKit(
  editor: Pick<SlideEditor, 'run'>,
  kitId: string,
  snapshotOf: (kitId: string) => Promise<BrandKitSnapshot | null>,
  said: { applied: (name: string) => string; removed: string },
) {
  const snapshot = kitId ? await snapshotOf(kitId).catch(() => undefined) : null;
  if (snapshot === undefined) return;
  editor.run(cmd.applyBrand(snapshot));
  toast.success(snapshot ? said.applied(snapshot.name) : said.removed);
}
