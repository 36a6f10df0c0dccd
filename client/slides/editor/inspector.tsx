// The properties of the selected element (or of the slide), as form controls
// that send model commands. Typing in the text box is one undo step per pause.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArrowDownToLine,
  ArrowUpToLine,
  ChevronDown,
  ChevronUp,
  Copy,
  Image as ImageIcon,
  Lock,
  Sparkles,
  Trash2,
  Unlock,
} from 'lucide-react';
import { BUNDLED_FONTS } from '@src/common/brand/fonts';
import { COLOR_ROLES, type BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { CarouselElement, ColorValue, FontValue, Slide } from '@src/common/contracts/carousel';
import { reorderElement, setBackground, updateElement, type Command, type LayerMove } from '../model/commands';
import { resolveColor } from '../model/brand';
import type { TextFit } from '../model/fit';
import { measuredFits } from '../canvas/measure';
import { useSlidesT } from '../messages';
import { Options } from '@client/components/ui/options';
import { IconButton } from '@client/components/ui/icon-button';
import { Field, SelectField, TextareaField } from '@client/components/ui/field';

/** A toolbar button's part of an action: run it, whether it may run, and its shortcut. */
export interface ActionButton {
  onClick: () => void;
  disabled: boolean;
  shortcut: string | null;
}

interface Props {
  slide: Slide;
  element: CarouselElement | null;
  brand: BrandKitSnapshot | null;
  onCommand: (c: Command) => void;
  /** The duplicate and delete buttons, bound to the editor's action table (keys in their titles). */
  elementActions: { duplicate: ActionButton; remove: ActionButton };
  /** Rewrites the slide's heading and body with the AI layer; null while one runs. */
  onRegenerate: (() => void) | null;
  /** The AI layer runs its offline writer: said beside the button that uses it. */
  aiOffline: boolean;
  /** Opens the image picker; resolves to the chosen asset, or null. */
  onPickImage: () => Promise<string | null>;
  /** The shortcut help, made by the editor from its action table. */
  shortcuts: string;
}

function ColorSelect({
  label,
  value,
  brand,
  allowNone,
  onChange,
}: {
  label: string;
  value: ColorValue | null;
  brand: BrandKitSnapshot | null;
  allowNone?: boolean;
  onChange: (v: ColorValue | null) => void;
}) {
  const { t } = useSlidesT();
  const id = useId();
  const role = value === null ? 'none' : value.startsWith('#') ? 'custom' : value;
  return (
    <div className="field inspector-color">
      <label htmlFor={id}>{label}</label>
      <div className="inspector-row">
        <select
          id={id}
          className="input"
          value={role}
          onChange={(e) =>
            onChange(
              e.target.value === 'none'
                ? null
                : e.target.value === 'custom'
                  ? resolveColor(value ?? 'text', brand)
                  : (e.target.value as ColorValue),
            )
          }
        >
          {allowNone ? <option value="none">{t('editor.none')}</option> : null}
          <Options values={COLOR_ROLES} label={(r) => t(`editor.colorRoles.${r}`)} />
          <option value="custom">{t('editor.colorRoles.custom')}</option>
        </select>
        {value !== null ? (
          <input
            type="color"
            className="color-swatch"
            aria-label={`${label}: ${t('editor.colorRoles.custom')}`}
            value={resolveColor(value, brand)}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : null}
      </div>
    </div>
  );
}

function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (v: number) => void;
}) {
  return (
    <Field
      label={label}
      type="number"
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(e) => e.target.value !== '' && onChange(Math.min(max, Math.max(min, Number(e.target.value))))}
    />
  );
}

/** A labelled select over a fixed list of values, each named by a message. */
function ChoiceField<V extends string>({
  label,
  value,
  choices,
  name,
  onChange,
}: {
  label: string;
  value: V;
  choices: readonly V[];
  name: (v: V) => string;
  onChange: (v: V) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={(v) => onChange(v as V)}>
      <Options values={choices} label={(c) => name(c)} />
    </SelectField>
  );
}

type Patch = (patch: Record<string, unknown>, key?: string) => void;

/** A text element's own fields: the words, font, size, weight, colour, alignment and list style. */
/** The set size is the largest a text is drawn at: say when it is drawn smaller, or does not fit at all. */
function FitHint({ set, fit }: { set: number; fit: TextFit | undefined }) {
  const { t } = useSlidesT();
  if (!fit || (!fit.overflow && fit.fontSize === set)) return null;
  return (
    <p className={fit.overflow ? 'field-hint field-hint-danger' : 'field-hint'} data-testid="fit-hint">
      {t(fit.overflow ? 'editor.overflowSize' : 'editor.fittedSize', { size: fit.fontSize })}
    </p>
  );
}

function TextFields({
  el,
  brand,
  set,
  fit,
}: {
  el: Extract<CarouselElement, { type: 'text' }>;
  brand: BrandKitSnapshot | null;
  set: Patch;
  fit: TextFit | undefined;
}) {
  const { t } = useSlidesT();
  return (
    <>
      <TextareaField
        label={t('editor.text')}
        rows={4}
        value={el.text}
        maxLength={2000}
        onChange={(e) => set({ text: e.target.value }, `text:${el.id}`)}
        data-testid="inspector-text"
      />
      <FitHint set={el.fontSize} fit={fit} />
      <SelectField
        label={t('editor.font')}
        value={typeof el.font === 'string' ? el.font : `bundled:${el.font.bundled}`}
        onChange={(v) => set({ font: (v.startsWith('bundled:') ? { bundled: v.slice(8) } : v) as FontValue })}
      >
        <option value="heading">{t('editor.fonts.heading')}</option>
        <option value="body">{t('editor.fonts.body')}</option>
        {BUNDLED_FONTS.map((f) => (
          <option key={f.id} value={`bundled:${f.id}`}>
            {f.family}
          </option>
        ))}
      </SelectField>
      <div className="inspector-grid">
        <NumberField
          label={t('editor.fontSize')}
          value={el.fontSize}
          min={8}
          max={400}
          onChange={(v) => set({ fontSize: v }, `size:${el.id}`)}
        />
        <div className="field">
          <span className="field-label">{t('editor.bold')}</span>
          <div className="segmented segmented-text" role="group" aria-label={t('editor.bold')}>
            <button
              type="button"
              className="segmented-item"
              aria-pressed={el.fontWeight === 700}
              onClick={() => set({ fontWeight: el.fontWeight === 700 ? 400 : 700 })}
            >
              <strong>B</strong>
            </button>
            <button
              type="button"
              className="segmented-item"
              aria-pressed={el.italic}
              aria-label={t('editor.italic')}
              onClick={() => set({ italic: !el.italic })}
            >
              <em>I</em>
            </button>
          </div>
        </div>
      </div>
      <ColorSelect label={t('editor.color')} value={el.color} brand={brand} onChange={(v) => v && set({ color: v })} />
      <div className="inspector-grid">
        <ChoiceField
          label={t('editor.align')}
          value={el.align}
          choices={['left', 'center', 'right'] as const}
          name={(v) => t(`editor.aligns.${v}`)}
          onChange={(v) => set({ align: v })}
        />
        <ChoiceField
          label={t('editor.list')}
          value={el.list}
          choices={['none', 'bullet', 'number'] as const}
          name={(v) => t(`editor.lists.${v}`)}
          onChange={(v) => set({ list: v })}
        />
      </div>
    </>
  );
}

/** Nothing selected: the slide's background, the AI rewrite of its texts and the shortcut help. */
function SlidePanel({
  slide,
  brand,
  onCommand,
  onRegenerate,
  aiOffline,
  shortcuts,
}: Pick<Props, 'slide' | 'brand' | 'onCommand' | 'onRegenerate' | 'aiOffline' | 'shortcuts'>) {
  const { t } = useSlidesT();
  const { t: tm } = useTranslation();
  return (
    <div className="inspector" aria-label={t('editor.background')}>
      <ColorSelect
        label={t('editor.background')}
        value={slide.background}
        brand={brand}
        onChange={(v) => v && onCommand(setBackground(slide.id, v))}
      />
      <button
        type="button"
        className="btn btn-secondary btn-sm btn-block"
        disabled={!onRegenerate}
        aria-busy={!onRegenerate || undefined}
        onClick={() => onRegenerate?.()}
      >
        <Sparkles size={14} aria-hidden="true" /> {t('editor.regenerate')}
      </button>
      {aiOffline ? (
        <p className="muted small" data-testid="offline-mode">
          <span className="badge">{tm('app.offlineMode')}</span> {t('editor.aiOffline')}
        </p>
      ) : null}
      <p className="muted small">{t('editor.nothingSelected')}</p>
      <p className="muted small">{shortcuts}</p>
    </div>
  );
}

export function Inspector(props: Props) {
  const { slide, element: el, brand, onCommand, elementActions, onPickImage } = props;
  const { t } = useSlidesT();
  const withShortcut = (label: string, a: ActionButton) => (a.shortcut ? t('editor.withKey', { label, key: a.shortcut }) : label);
  // Nothing selected: the slide's own panel, with the same props.
  if (!el) return <SlidePanel {...props} />;
  const set = (patch: Record<string, unknown>, key?: string) => onCommand(updateElement(slide.id, el.id, patch, key));
  const layer = (m: LayerMove) => onCommand(reorderElement(slide.id, el.id, m));
  return (
    <div className="inspector" aria-label={t(`editor.elements.${el.type}`)}>
      <div className="inspector-head">
        <strong>{t(`editor.elements.${el.type}`)}</strong>
        <div className="inspector-actions">
          <IconButton
            label={el.locked ? t('editor.unlock') : t('editor.lock')}
            icon={el.locked ? Lock : Unlock}
            aria-pressed={el.locked}
            onClick={() => set({ locked: !el.locked })}
          />
          <IconButton
            label={t('editor.duplicateElement')}
            icon={Copy}
            title={withShortcut(t('editor.duplicateElement'), elementActions.duplicate)}
            disabled={elementActions.duplicate.disabled}
            onClick={elementActions.duplicate.onClick}
          />
          <IconButton
            label={t('editor.deleteElement')}
            icon={Trash2}
            title={withShortcut(t('editor.deleteElement'), elementActions.remove)}
            disabled={elementActions.remove.disabled}
            onClick={elementActions.remove.onClick}
          />
        </div>
      </div>
      <fieldset className="inspector-fields" disabled={el.locked}>
        {el.locked ? <p className="muted small">{t('editor.locked')}</p> : null}
        {el.type === 'text' ? <TextFields el={el} brand={brand} set={set} fit={measuredFits(slide, brand).get(el.id)} /> : null}
        {el.type === 'shape' ? (
          <>
            <ChoiceField
              label={t('editor.shape')}
              value={el.shape}
              choices={['rect', 'ellipse', 'line'] as const}
              name={(v) => t(`editor.shapes.${v}`)}
              onChange={(v) => set({ shape: v })}
            />
            <ColorSelect label={t('editor.fill')} value={el.fill} brand={brand} allowNone onChange={(v) => set({ fill: v })} />
            <ColorSelect
              label={t('editor.stroke')}
              value={el.stroke}
              brand={brand}
              allowNone
              onChange={(v) => set({ stroke: v, strokeWidth: v && el.strokeWidth === 0 ? 6 : el.strokeWidth })}
            />
            {el.shape === 'rect' ? (
              <NumberField
                label={t('editor.cornerRadius')}
                value={el.cornerRadius}
                min={0}
                max={1000}
                onChange={(v) => set({ cornerRadius: v }, `radius:${el.id}`)}
              />
            ) : null}
          </>
        ) : null}
        {el.type === 'image' ? (
          <>
            <button
              type="button"
              className="btn btn-secondary btn-sm btn-block"
              onClick={() => void onPickImage().then((assetId) => assetId && set({ assetId }))}
            >
              <ImageIcon size={14} aria-hidden="true" /> {t('editor.replaceImage')}
            </button>
            <ChoiceField
              label={t('editor.fit')}
              value={el.fit}
              choices={['cover', 'contain'] as const}
              name={(v) => t(`editor.fits.${v}`)}
              onChange={(v) => set({ fit: v })}
            />
            <NumberField
              label={t('editor.cornerRadius')}
              value={el.cornerRadius}
              min={0}
              max={1000}
              onChange={(v) => set({ cornerRadius: v }, `radius:${el.id}`)}
            />
          </>
        ) : null}
        {el.type === 'logo' ? (
          <>
            <ChoiceField
              label={t('editor.logoVariant')}
              value={el.variant}
              choices={['light', 'dark', 'icon'] as const}
              name={(v) => t(`editor.logoVariants.${v}`)}
              onChange={(v) => set({ variant: v })}
            />
            {brand?.logos[el.variant] ? null : <p className="field-hint">{t('editor.noLogo')}</p>}
          </>
        ) : null}
        <div className="inspector-grid">
          <NumberField
            label={t('editor.opacity')}
            value={Math.round(el.opacity * 100)}
            min={0}
            max={100}
            onChange={(v) => set({ opacity: v / 100 }, `opacity:${el.id}`)}
          />
          <NumberField
            label={t('editor.rotation')}
            value={el.rotation}
            min={-360}
            max={360}
            onChange={(v) => set({ rotation: v }, `rotation:${el.id}`)}
          />
        </div>
        <div className="field">
          <span className="field-label">{t('editor.layer')}</span>
          <div className="inspector-actions">
            {(
              [
                ['front', ArrowUpToLine],
                ['forward', ChevronUp],
                ['backward', ChevronDown],
                ['back', ArrowDownToLine],
              ] as const
            ).map(([m, Icon]) => (
              <IconButton key={m} label={t(`editor.layers.${m}`)} icon={Icon} onClick={() => layer(m)} />
            ))}
          </div>
        </div>
      </fieldset>
    </div>
  );
}
