// The slide editor's toolbar parts both editors share: the add-element buttons,
// the brand kit picker and the export menu. Words come from the caller, whose
// messages say "slide" or "screen".
import { useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Circle, Download, Image as ImageIcon, Stamp, Type } from 'lucide-react';
import { Menu } from '@client/components/ui/menu';
import { kitsQuery, useKitSnapshot } from '@client/services/brand-kits';
import { imageElement, logoElement, shapeElement, textElement } from '../model/document';
import { KitOptions } from './options';
import { applyKit, type ElementKind, type NewElement, type SlideEditor } from './use-slide-editor';

/** Where an editor's toolbar buttons put a new element: its proportions (the story's are larger, read at arm's length). */
export interface Placement {
  /** The text's and image's distance from the left and right edges. */
  margin: number;
  text: { height: number; fontSize: number };
  shape: { size: number; cornerRadius: number };
  image: { top: number; aspect: number };
  /** The logo sits 100 px from the right, `bottom` px above the bottom edge. */
  logo: { width: number; height: number; bottom: number };
}

/** A NewElement from a placement: text and shape centred, the image near the top, the logo at the bottom right. */
export const placeNewElement =
  (newText: string, p: Placement): NewElement =>
  (kind, id, { width: W, height: H }, assetId) => {
    const inner = W - 2 * p.margin;
    if (kind === 'text')
      return textElement(id, { x: p.margin, y: Math.round(H / 2 - p.text.height / 2), width: inner, height: p.text.height }, newText, {
        fontSize: p.text.fontSize,
      });
    const half = p.shape.size / 2;
    if (kind === 'shape')
      return shapeElement(
        id,
        { x: W / 2 - half, y: H / 2 - half, width: p.shape.size, height: p.shape.size },
        { cornerRadius: p.shape.cornerRadius },
      );
    if (kind === 'image')
      return imageElement(id, { x: p.margin, y: p.image.top, width: inner, height: Math.round(inner * p.image.aspect) }, assetId);
    return logoElement(id, { x: W - p.logo.width - 100, y: H - p.logo.height - p.logo.bottom, width: p.logo.width, height: p.logo.height });
  };

/** The toolbar's add buttons in the caller's words (editor.addText, addShape, addImage, addLogo). */
export function AddButtons({
  t,
  editor,
  pickImage,
}: {
  t: TFunction;
  editor: Pick<SlideEditor, 'add'>;
  pickImage: () => Promise<string | null>;
}) {
  return (
    <AddElementButtons
      labels={{ text: t('editor.addText'), shape: t('editor.addShape'), image: t('editor.addImage'), logo: t('editor.addLogo') }}
      onAdd={editor.add}
      pickImage={pickImage}
    />
  );
}

/** The organization's kits to pick and apply to every slide, in the caller's words (editor.kit, applyKit, kitApplied, kitRemoved). */
export function BrandKitPicker({
  t,
  org,
  editor,
  initial,
}: {
  t: TFunction;
  org: string;
  editor: Pick<SlideEditor, 'run'>;
  initial: string;
}) {
  const kits = useQuery({ ...kitsQuery(org), enabled: Boolean(org) });
  const snapshotOf = useKitSnapshot(org);
  return (
    <KitPicker
      kits={kits.data ?? []}
      initial={initial}
      label={t('editor.kit')}
      applyLabel={t('editor.applyKit')}
      onApply={(kitId) =>
        void applyKit(editor, kitId, snapshotOf.mutateAsync, {
          applied: (name) => t('editor.kitApplied', { name }),
          removed: t('editor.kitRemoved'),
        })
      }
    />
  );
}

export function AddElementButtons({
  labels,
  onAdd,
  pickImage,
}: {
  labels: Record<ElementKind, string>;
  onAdd: (kind: ElementKind, assetId?: string | null) => void;
  pickImage: () => Promise<string | null>;
}) {
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onAdd('text')}>
        <Type size={16} aria-hidden="true" /> {labels.text}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onAdd('shape')}>
        <Circle size={16} aria-hidden="true" /> {labels.shape}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void pickImage().then((id) => id && onAdd('image', id))}>
        <ImageIcon size={16} aria-hidden="true" /> {labels.image}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onAdd('logo')}>
        <Stamp size={16} aria-hidden="true" /> {labels.logo}
      </button>
    </>
  );
}

/** The kit select and its apply button: choosing is not applying, so a wrong pick costs nothing. */
export function KitPicker({
  kits,
  initial,
  label,
  applyLabel,
  onApply,
}: {
  kits: readonly { id: string; name: string; isDefault: boolean }[];
  initial: string;
  label: string;
  applyLabel: string;
  onApply: (kitId: string) => void;
}) {
  const [choice, setChoice] = useState(initial);
  return (
    <>
      <select className="input input-sm" aria-label={label} value={choice} onChange={(e) => setChoice(e.target.value)}>
        <KitOptions kits={kits} />
      </select>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onApply(choice)}>
        {applyLabel}
      </button>
    </>
  );
}

export function ExportMenu({ label, items }: { label: string; items: { label: string; run: () => void }[] }) {
  return (
    <Menu
      label={label}
      triggerClassName="btn btn-primary btn-sm"
      trigger={
        <>
          <Download size={16} aria-hidden="true" /> {label}
        </>
      }
    >
      {(close) => (
        <>
          {items.map((item) => (
            <button key={item.label} type="button" role="menuitem" className="menu-item" onClick={() => (close(), item.run())}>
              <span>{item.label}</span>
            </button>
          ))}
        </>
      )}
    </Menu>
  );
}

/** Room under the slide for its caption ("Slide 2 of 5") in a workspace. */
const CAPTION = 30;

/** The canvas fills its column; the slide is scaled to fit, leaving `reserve` pixels of the window's height. */
export function useFitWidth(size: { width: number; height: number }, fit: { initial: number; min: number; reserve: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fit.initial);
  // Sized before the first paint: the initial guess would otherwise flash wider than a phone.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    // In a workspace (decision 046) the box has the height the window leaves it and says so with
    // `--fit: height`: the slide fills that; on a page the window's height less `reserve` bounds it.
    const resize = () => {
      const tall =
        getComputedStyle(el).getPropertyValue('--fit').trim() === 'height' ? el.clientHeight - CAPTION : window.innerHeight - fit.reserve;
      setWidth(Math.max(fit.min, Math.min(el.clientWidth, (tall * size.width) / size.height)));
    };
    resize();
    const ro = new ResizeObserver(resize);
    ro.observe(el);
    return () => ro.disconnect();
  }, [size.width, size.height]); // eslint-disable-line react-hooks/exhaustive-deps -- only the slide's size changes the ratio
  return [box, width] as const;
}
