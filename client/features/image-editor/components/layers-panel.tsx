// The layers panel: every layer, the top one first, each a row that selects it
// (shift adds to the selection), moves it up or down, hides, locks or deletes it;
// then the chosen layer's opacity, blend, rotation and own fields, and the
// arrange buttons (align, distribute, group) for the selection. Every row's
// control is a real button with a name, so the list works from the keyboard.
import type { TFunction } from 'i18next';
import { ArrowDown, ArrowUp, Eye, EyeOff, Lock, LockOpen, Trash2 } from 'lucide-react';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { ImageDocument, ImageLayer } from '@src/common/contracts/image';
import { Panel } from '@client/components/ui/panel';
import type { Command } from '@client/editor/history';
import { useImageT } from '../messages';
import { removeLayers, reorderLayer, updateLayer } from '../model/layers';
import { ArrangeBar } from './arrange-bar';
import { LayerFields } from './layer-fields';
import { IconButton } from './icon-button';

interface Props {
  doc: ImageDocument;
  perform: (c: Command<ImageDocument>) => void;
  sealStep: () => void;
  selected: readonly string[];
  select: (id: string | null, add?: boolean) => void;
  kit: BrandKitSnapshot | null;
}

/** A layer's name in the list: its kind and what it shows. */
export function layerName(l: ImageLayer, t: TFunction<'image'>): string {
  const detail =
    l.kind === 'text'
      ? l.text.trim() || t('text.emptyLayer')
      : l.kind === 'shape'
        ? t(`layers.shapes.${l.shape}`)
        : l.kind === 'icon'
          ? l.icon
          : '';
  return detail ? `${t(`layers.kinds.${l.kind}`)}: ${detail}` : t(`layers.kinds.${l.kind}`);
}

export function LayersPanel({ doc, perform, sealStep, selected, select, kit }: Props) {
  const { t } = useImageT();
  const single = selected.length === 1 ? (doc.layers.find((l) => l.id === selected[0]) ?? null) : null;
  const top = [...doc.layers].reverse();
  const step = (c: Command<ImageDocument>) => {
    perform(c);
    sealStep();
  };
  return (
    <Panel className="img-panel" title={t('layers.title')}>
      {top.length === 0 ? <p className="muted small">{t('layers.empty')}</p> : null}
      <ul className="img-layers" aria-label={t('layers.list')} data-testid="image-layers">
        {top.map((l, i) => {
          const name = layerName(l, t);
          const on = selected.includes(l.id);
          return (
            <li key={l.id} className="img-layer" data-selected={on} data-hidden={l.hidden}>
              <button type="button" className="img-layer-name" aria-pressed={on} onClick={(e) => select(l.id, e.shiftKey)}>
                {name}
                {l.group ? <span className="muted small">{` · ${t('layers.grouped')}`}</span> : null}
              </button>
              <IconButton
                label={t('layers.up', { name })}
                icon={ArrowUp}
                disabled={i === 0}
                onClick={() => step(reorderLayer(l.id, 'up'))}
              />
              <IconButton
                label={t('layers.down', { name })}
                icon={ArrowDown}
                disabled={i === top.length - 1}
                onClick={() => step(reorderLayer(l.id, 'down'))}
              />
              <IconButton
                label={t(l.hidden ? 'layers.show' : 'layers.hide', { name })}
                icon={l.hidden ? EyeOff : Eye}
                pressed={l.hidden}
                onClick={() => step(updateLayer(l.id, { hidden: !l.hidden }))}
              />
              <IconButton
                label={t(l.locked ? 'layers.unlock' : 'layers.lock', { name })}
                icon={l.locked ? Lock : LockOpen}
                pressed={l.locked}
                onClick={() => step(updateLayer(l.id, { locked: !l.locked }))}
              />
              <IconButton
                label={t('layers.remove', { name })}
                icon={Trash2}
                onClick={() => {
                  step(removeLayers([l.id]));
                  if (on) select(null);
                }}
              />
            </li>
          );
        })}
      </ul>
      {selected.length > 1 ? <p className="muted small">{t('layers.selected', { count: selected.length })}</p> : null}
      {single ? <LayerFields key={single.id} layer={single} doc={doc} perform={perform} sealStep={sealStep} kit={kit} /> : null}
      {selected.length ? <ArrangeBar doc={doc} perform={step} selected={selected} /> : null}
      {top.length > 1 ? <p className="muted small">{t('layers.hint')}</p> : null}
    </Panel>
  );
}
