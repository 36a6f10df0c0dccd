// The texts over the picture: add one, choose which to edit, and its words, face,
// size, colour, weight and shadow. Each field's edits are one undo step; the
// place is set by dragging the text on the preview.
import { Plus, Trash2 } from 'lucide-react';
import { IMAGE_FONTS, IMAGE_TEXT_MAX, IMAGE_TEXTS_MAX, type ImageDocument, type ImageText } from '@src/common/contracts/image';
import { Panel } from '@client/components/ui/panel';
import { Button } from '@client/components/ui/button';
import { Checkbox, SelectField, TextareaField } from '@client/components/ui/field';
import type { Command } from '@client/editor/history';
import { useImageT } from '../messages';
import { addText, newText, removeText, updateText, type TextPatch } from '../model/text';

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
  selected: string | null;
  select: (id: string | null) => void;
}

export function TextPanel({ doc, perform, sealStep, selected, select }: Props) {
  const { t } = useImageT();
  const current = doc.texts.find((x) => x.id === selected) ?? null;
  const full = doc.texts.length >= IMAGE_TEXTS_MAX;
  const add = () => {
    const id = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    perform(addText(newText(id, t('text.placeholder'))));
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
      {doc.texts.length > 0 ? (
        <div className="img-chips" role="group" aria-label={t('text.layers')}>
          {doc.texts.map((x, i) => (
            <button
              key={x.id}
              type="button"
              className="img-chip img-text-chip"
              aria-pressed={x.id === selected}
              onClick={() => select(x.id)}
            >
              {t('text.layer', { n: i + 1, text: x.text.trim() || t('text.emptyLayer') })}
            </button>
          ))}
        </div>
      ) : null}
      {current ? <TextFields text={current} perform={perform} sealStep={sealStep} onRemove={() => select(null)} /> : null}
    </Panel>
  );
}

function TextFields({
  text,
  perform,
  sealStep,
  onRemove,
}: {
  text: ImageText;
  perform: Props['perform'];
  sealStep: () => void;
  onRemove: () => void;
}) {
  const { t } = useImageT();
  const patch = (p: TextPatch) => perform(updateText(text.id, p));
  // A toggle or a choice is a step of its own: the next edit of the same field must not merge into it.
  const step = (p: TextPatch) => {
    patch(p);
    sealStep();
  };
  return (
    <div className="img-text-fields">
      <TextareaField
        label={t('text.content')}
        value={text.text}
        rows={2}
        maxLength={IMAGE_TEXT_MAX}
        onChange={(e) => patch({ text: e.target.value })}
        onBlur={sealStep}
      />
      <SelectField label={t('text.font')} value={text.font} onChange={(v) => step({ font: v as ImageText['font'] })}>
        {IMAGE_FONTS.map((f) => (
          <option key={f} value={f}>
            {t(`text.fonts.${f}`)}
          </option>
        ))}
      </SelectField>
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
      <div className="img-row">
        <label className="img-color">
          <span>{t('text.color')}</span>
          <input className="input" type="color" value={text.color} onChange={(e) => patch({ color: e.target.value })} onBlur={sealStep} />
        </label>
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
