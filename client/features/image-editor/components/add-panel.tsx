// The "Add" menu: shapes, icons and stickers found by a word in Portuguese or
// English (the logo maker's curated lucide set and search), an image from the
// library, and the default brand kit's logos. What is added takes the colour
// chosen here (the kit's primary colour to start with) and becomes the selection.
import { createElement, useState } from 'react';
import { Circle, Image, Minus, RectangleHorizontal, Square, type LucideIcon } from 'lucide-react';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { IMAGE_LAYERS_MAX, imageOutputSize, LAYER_SHAPES, type ImageDocument, type ImageLayer } from '@src/common/contracts/image';
import type { LayerShape } from '@src/common/contracts/image-layers';
import { Button } from '@client/components/ui/button';
import { Checkbox, Field } from '@client/components/ui/field';
import { Panel } from '@client/components/ui/panel';
import type { Command } from '@client/editor/history';
import { ICON_NODES } from '@client/media/icons/icon-nodes';
import { searchIcons } from '@src/common/brand/logo-icons';
import { useImageT } from '../messages';
import { addLayer } from '../model/layers';
import { layerId, newIcon, newPicture, newShape } from '../model/new-layers';
import { ColorPick } from './color-pick';
import { kitColors } from './use-kit';

/** A library image as the picker gives it: its id and, when known, its size in pixels. */
export type PickedImage = { id: string; width?: number | null; height?: number | null };

interface Props {
  doc: ImageDocument;
  perform: (c: Command<ImageDocument>) => void;
  sealStep: () => void;
  select: (id: string | null) => void;
  kit: BrandKitSnapshot | null;
  pickFromLibrary?: () => Promise<PickedImage | null>;
}

const SHAPE_ICONS: Record<LayerShape, LucideIcon> = { rect: Square, rounded: RectangleHorizontal, ellipse: Circle, line: Minus };
const LOGOS = ['light', 'dark', 'icon'] as const;

export function AddPanel({ doc, perform, sealStep, select, kit, pickFromLibrary }: Props) {
  const { t } = useImageT();
  const [color, setColor] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [sticker, setSticker] = useState(false);
  const colors = kitColors(kit);
  const paint = color ?? kit?.colors.primary ?? '#7c5cff';
  const out = imageOutputSize(doc);
  const full = doc.layers.length >= IMAGE_LAYERS_MAX;
  const add = (layer: ImageLayer) => {
    perform(addLayer(layer));
    sealStep();
    select(layer.id);
  };
  const icons = searchIcons(query).slice(0, 40);
  const logos = kit ? LOGOS.flatMap((slot) => (kit.logos[slot] ? [{ slot, logo: kit.logos[slot] }] : [])) : [];
  const fromLibrary = async () => {
    const picked = await pickFromLibrary?.();
    if (picked)
      add(newPicture(layerId('p'), picked.id, picked.width && picked.height ? { width: picked.width, height: picked.height } : null, out));
  };
  return (
    <Panel className="img-panel" title={t('add.title')}>
      {full ? <p className="muted small">{t('layers.full')}</p> : null}
      <ColorPick
        label={t('add.color')}
        value={paint}
        kit={colors}
        onPick={setColor}
        onDrag={setColor}
        onDone={() => undefined}
        testId="add-color"
      />
      <h3 className="img-subtitle">{t('add.shapes')}</h3>
      <div className="img-row">
        {LAYER_SHAPES.map((shape) => (
          <Button
            key={shape}
            variant="secondary"
            size="sm"
            icon={SHAPE_ICONS[shape]}
            disabled={full}
            onClick={() => add(newShape(layerId('s'), shape, paint, out))}
          >
            {t(`layers.shapes.${shape}`)}
          </Button>
        ))}
      </div>
      <h3 className="img-subtitle">{t('add.icons')}</h3>
      <Field label={t('add.iconSearch')} value={query} onChange={(e) => setQuery(e.target.value)} type="search" />
      <Checkbox label={t('add.sticker')} checked={sticker} onChange={(e) => setSticker(e.target.checked)} />
      {icons.length ? (
        <div className="img-icon-grid" data-testid="icon-results">
          {icons.map((id) => (
            <button
              key={id}
              type="button"
              className="img-icon-pick"
              aria-label={t('add.icon', { name: id })}
              title={id}
              disabled={full}
              onClick={() => add(newIcon(layerId('i'), id, sticker ? badgeInk(paint) : paint, sticker ? paint : null, out))}
            >
              <IconGlyph id={id} />
            </button>
          ))}
        </div>
      ) : (
        <p className="muted small">{t('add.noIcons')}</p>
      )}
      <h3 className="img-subtitle">{t('add.image')}</h3>
      <div className="img-row">
        {pickFromLibrary ? (
          <Button variant="secondary" size="sm" icon={Image} disabled={full} onClick={() => void fromLibrary()}>
            {t('add.image')}
          </Button>
        ) : null}
      </div>
      <h3 className="img-subtitle">{t('add.logos')}</h3>
      {logos.length ? (
        <div className="img-row">
          {logos.map(({ slot, logo }) => (
            <Button
              key={slot}
              variant="secondary"
              size="sm"
              disabled={full}
              onClick={() =>
                add(
                  newPicture(
                    layerId('p'),
                    logo.assetId,
                    logo.width && logo.height ? { width: logo.width, height: logo.height } : null,
                    out,
                  ),
                )
              }
            >
              {t(`add.logo.${slot}`)}
            </Button>
          ))}
        </div>
      ) : (
        <p className="muted small">{t('add.noLogos')}</p>
      )}
    </Panel>
  );
}

/** The icon on a sticker: white on a dark circle, near-black on a light one. */
function badgeInk(circle: string): string {
  const n = Number.parseInt(circle.slice(1), 16);
  const luma = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return luma > 0.6 ? '#111111' : '#ffffff';
}

/** A lucide icon from its nodes (no React icon component needed for the curated set). */
function IconGlyph({ id }: { id: string }) {
  const node = ICON_NODES[id];
  if (!node) return null;
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
