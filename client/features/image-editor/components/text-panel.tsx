// The texts over the picture: add one, and the chosen text's words, face (the
// brand kit's fonts first), size, colour (the kit's colours as swatches), weight
// and shadow. Each field's edits are one undo step; the place is set by dragging
// the text on the preview. The layers panel lists every text with the other layers.
import { Plus, Trash2 } from 'lucide-react';
import { BUNDLED_FONTS } from '@src/common/brand/fonts';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import {
  IMAGE_FONTS,
  IMAGE_LAYERS_MAX,
  IMAGE_TEXT_MAX,
  IMAGE_TEXTS_MAX,
  type ImageDocument,
  type ImageText,
} from '@src/common/contracts/image';
import { Panel } from '@client/components/ui/panel';
import { Button } from '@client/components/ui/button';
import { Checkbox, SelectField, TextareaField } from '@client/components/ui/field';
import type { Command } from '@client/editor/history';
import { useImageT } from '../messages';
import { addText, newText, removeText, textsOf, updateText, type TextPatch } from '../model/text';
import { layerId } from '../model/new-layers';
import { ColorPick } from './color-pick';
import { fontValue, kitColors } from './use-kit';

/** Where the keyboard can put a text (a drag places it anywhere): centred, a safe margin from the edges. */
const PLACES = [
  ['top', 0.15],
  ['middle', 0.5],
  ['bottom', 0.85],
] as const;

interface Props {
  doc: ImageDocument;
  perform: (c: Command<ImageDocument>) => void;
  sealStep: () => void;
  /** The one text chosen (none when the selection is not a single text). */
  selected: string | null;
  select: (id: string | null) => void;
  kit: BrandKitSnapshot | null;
}

export function TextPanel({ doc, perform, sealStep, selected, select, kit }: Props) {
  const { t } = useImageT();
  const current = textsOf(doc).find((x) => x.id === selected) ?? null;
  const full = textsOf(doc).length >= IMAGE_TEXTS_MAX || doc.layers.length >= IMAGE_LAYERS_MAX;
  const add = () => {
    const id = layerId('t');
    // A new text starts in the kit's heading font and text colour when there is a kit.
    const base = newText(id, t('text.placeholder'));
    perform(addText(kit ? { ...base, font: fontValue(kit.fonts.heading) } : base));
    select(id);
  };
  return (
    <Panel className="img-panel" title={t('text.title')}>
      <div className="img-row">
        <Button variant="secondary" size="sm" icon={Plus} onClick={add} disabled={full}>
          {t('text.add')}
        </Button>
      </div>
      {full ? <p className="muted small">{t('text.full')}</p> : null}
      {current ? <TextFields text={current} perform={perform} sealStep={sealStep} onRemove={() => select(null)} kit={kit} /> : null}
    </Panel>
  );
}

function TextFields({
  text,
  perform,
  sealStep,
  onRemove,
  kit,
}: {
  text: ImageText;
  perform: Props['perform'];
  sealStep: () => void;
  onRemove: () => void;
  kit: BrandKitSnapshot | null;
}) {
  const { t } = useImageT();
  const patch = (p: TextPatch) => perform(updateText(text.id, p));
  // A toggle or a choice is a step of its own: the next edit of the same field must not merge into it.
  const step = (p: TextPatch) => {
    patch(p);
    sealStep();
  };
  return (
    <div className="img-text-fields" data-testid="text-fields">
      <TextareaField
        label={t('text.content')}
        value={text.text}
        rows={2}
        maxLength={IMAGE_TEXT_MAX}
        onChange={(e) => patch({ text: e.target.value })}
        onBlur={sealStep}
      />
      <FontSelect value={text.font} kit={kit} onChange={(font) => step({ font })} />
      <label className="img-slider">
        <span>{t('text.size')}</span>
        <input
          type="range"
          min={2}
          max={30}
          value={Math.round(text.size * 100)}
          onChange={(e) => patch({ size: Number(e.target.value) / 100 })}
          onPointerUp={sealStep}
          onKeyUp={sealStep}
        />
        <output className="muted small">{Math.round(text.size * 100)}</output>
      </label>
      <ColorPick
        label={t('text.color')}
        value={text.color}
        kit={kitColors(kit)}
        onPick={(color) => step({ color })}
        onDrag={(color) => patch({ color })}
        onDone={sealStep}
        testId="text-color"
      />
      <div className="img-row">
        <Checkbox label={t('text.bold')} checked={text.bold} onChange={(e) => step({ bold: e.target.checked })} />
        <Checkbox label={t('text.shadow')} checked={text.shadow} onChange={(e) => step({ shadow: e.target.checked })} />
      </div>
      <div className="img-chips" role="group" aria-label={t('text.place')}>
        {PLACES.map(([place, y]) => (
          <button
            key={place}
            type="button"
            className="img-chip"
            aria-pressed={Math.abs(text.y - y) < 0.01}
            onClick={() => step({ x: 0.5, y })}
          >
            {t(`text.places.${place}`)}
          </button>
        ))}
      </div>
      <p className="muted small">{t('text.hint')}</p>
      <div className="img-row">
        <Button
          variant="secondary"
          size="sm"
          icon={Trash2}
          onClick={() => {
            perform(removeText(text.id));
            onRemove();
          }}
        >
          {t('text.remove')}
        </Button>
      </div>
    </div>
  );
}

/** The faces: the kit's heading and body fonts first, then the other bundled fonts, then the device's generic families. */
function FontSelect({ value, kit, onChange }: { value: ImageText['font']; kit: BrandKitSnapshot | null; onChange: (v: string) => void }) {
  const { t } = useImageT();
  const kitFonts = kit
    ? [
        { value: fontValue(kit.fonts.heading), label: t('kit.heading', { family: kit.fonts.heading.family }) },
        { value: fontValue(kit.fonts.body), label: t('kit.body', { family: kit.fonts.body.family }) },
      ].filter((f, i, all) => all.findIndex((g) => g.value === f.value) === i)
    : [];
  const others = BUNDLED_FONTS.map((f) => ({ value: `bundled:${f.id}`, label: f.family })).filter(
    (f) => !kitFonts.some((k) => k.value === f.value),
  );
  return (
    <SelectField label={t('text.font')} value={value} onChange={onChange} data-testid="text-font">
      {kitFonts.length ? (
        <optgroup label={t('kit.fonts')}>
          {kitFonts.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </optgroup>
      ) : null}
      <optgroup label={t('kit.other')}>
        {others.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('kit.generic')}>
        {IMAGE_FONTS.map((f) => (
          <option key={f} value={f}>
            {t(`text.fonts.${f}`)}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}
