// The slide editor's toolbar parts both editors share: the add-element buttons,
// the brand kit picker and the export menu. Words come from the caller, whose
// messages say "slide" or "screen".
import { useEffect, useRef, useState } from 'react';
import { Circle, Download, Image as ImageIcon, Stamp, Type } from 'lucide-react';
import { Menu } from '@client/components/ui/menu';
import { KitOptions } from './options';
import type { ElementKind } from './use-slide-editor';

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

/** The canvas fills its column; the slide is scaled to fit, leaving `reserve` pixels of the window's height. */
export function useFitWidth(size: { width: number; height: number }, fit: { initial: number; min: number; reserve: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fit.initial);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const resize = () =>
      setWidth(Math.max(fit.min, Math.min(el.clientWidth, ((window.innerHeight - fit.reserve) * size.width) / size.height)));
    resize();
    const ro = new ResizeObserver(resize);
    ro.observe(el);
    return () => ro.disconnect();
  }, [size.width, size.height]); // eslint-disable-line react-hooks/exhaustive-deps -- only the slide's size changes the ratio
  return [box, width] as const;
}
