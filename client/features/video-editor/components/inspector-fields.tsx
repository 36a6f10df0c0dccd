// The video inspector's fields by kind of item: a text's words and style, a
// visual item's place on the frame, crop, opacity and transition, and a sound's
// volume, fades and speed. Each change is a timeline command.
import { useId, type ReactNode } from 'react';
import type { TimelineItem, VideoDocument } from '@src/common/contracts/video';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { TRANSITIONS, VIDEO_SPEED } from '@src/common/contracts/video';
import type { Command } from '@client/editor/history';
import { useVideoEditorT } from '../messages';
import { setSpeed } from '../model/timeline';
import { fontChoices } from '../model/fonts';
import { Options } from '@client/components/ui/options';

/** Changes the item; `field` names the undo step, so typing in one field is one step. */
export type Patch = (p: Partial<TimelineItem>, field: string) => void;

export const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** A label joined to its control by id (a control inside its label would have its value read into its name). */
export function Labeled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field ve-field">
      <label className="field-label-text" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
}) {
  return (
    <Labeled label={props.label}>
      {(id) => (
        <input
          id={id}
          className="input"
          type="number"
          min={props.min}
          max={props.max}
          step={props.step}
          value={props.value}
          onChange={(e) => {
            const v = Number(e.target.value);
            if (e.target.value !== '' && Number.isFinite(v)) props.onChange(Math.min(props.max, Math.max(props.min, v)));
          }}
        />
      )}
    </Labeled>
  );
}

/** A time kept in milliseconds, typed in seconds to a tenth; `min` and `max` are seconds (times start at 0). */
export function SecondsField({
  label,
  ms,
  min = 0,
  max,
  onChange,
}: {
  label: string;
  ms: number;
  min?: number;
  max: number;
  onChange: (ms: number) => void;
}) {
  return <NumberField label={label} value={seconds(ms)} min={min} max={max} step={0.1} onChange={(v) => onChange(Math.round(v * 1000))} />;
}

export function TextFields({
  item,
  kit,
  colors,
  patch,
}: {
  item: Extract<TimelineItem, { kind: 'text' }>;
  kit: BrandKitSnapshot | null;
  colors: string[];
  patch: Patch;
}) {
  const { t } = useVideoEditorT();
  return (
    <>
      <Labeled label={t('inspector.text')}>
        {(id) => (
          <textarea
            id={id}
            className="input"
            rows={2}
            value={item.text}
            maxLength={500}
            onChange={(e) => e.target.value.trim() && patch({ text: e.target.value }, 'text')}
          />
        )}
      </Labeled>
      <div className="ve-row">
        <Labeled label={t('inspector.font')}>
          {(id) => (
            <select
              id={id}
              className="input"
              value={item.style.fontFamily}
              onChange={(e) => patch({ style: { ...item.style, fontFamily: e.target.value } }, 'font')}
            >
              {fontChoices(kit, item.style.fontFamily).map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label ?? t('inspector.earlierFont')}
                </option>
              ))}
            </select>
          )}
        </Labeled>
        <NumberField
          label={t('inspector.fontSize')}
          value={item.style.fontSize}
          min={8}
          max={400}
          step={1}
          onChange={(v) => patch({ style: { ...item.style, fontSize: Math.round(v) } }, 'size')}
        />
      </div>
      <div className="ve-row">
        <Labeled label={t('inspector.color')}>
          {(id) => (
            <input
              id={id}
              className="input ve-color"
              type="color"
              value={item.style.color}
              onChange={(e) => patch({ style: { ...item.style, color: e.target.value } }, 'color')}
            />
          )}
        </Labeled>
        <Labeled label={t('inspector.background')}>
          {(id) => (
            <select
              id={id}
              className="input"
              value={item.style.background ?? ''}
              onChange={(e) => patch({ style: { ...item.style, background: e.target.value || null } }, 'bg')}
            >
              <option value="">{t('inspector.noBackground')}</option>
              <Options values={[...new Set([...(item.style.background ? [item.style.background] : []), ...colors])]} />
            </select>
          )}
        </Labeled>
      </div>
    </>
  );
}

export function PlacementFields({ item, patch }: { item: Exclude<TimelineItem, { kind: 'audio' | 'captions' }>; patch: Patch }) {
  const { t } = useVideoEditorT();
  return (
    <>
      <div className="ve-row">
        <NumberField
          label={t('inspector.x')}
          value={Math.round(item.transform.x * 100) / 100}
          min={-1}
          max={2}
          step={0.01}
          onChange={(v) => patch({ transform: { ...item.transform, x: v } }, 'x')}
        />
        <NumberField
          label={t('inspector.y')}
          value={Math.round(item.transform.y * 100) / 100}
          min={-1}
          max={2}
          step={0.01}
          onChange={(v) => patch({ transform: { ...item.transform, y: v } }, 'y')}
        />
      </div>
      <div className="ve-row">
        <NumberField
          label={t('inspector.scale')}
          value={item.transform.scale}
          min={0.05}
          max={10}
          step={0.05}
          onChange={(v) => patch({ transform: { ...item.transform, scale: v } }, 'scale')}
        />
        <NumberField
          label={t('inspector.rotation')}
          value={item.transform.rotation}
          min={-360}
          max={360}
          step={1}
          onChange={(v) => patch({ transform: { ...item.transform, rotation: v } }, 'rotation')}
        />
      </div>
      {item.kind === 'video' || item.kind === 'image' ? (
        <fieldset className="ve-crop">
          <legend className="field-label-text">{t('inspector.crop')}</legend>
          <div className="ve-row">
            {(
              [
                ['x', 'cropLeft'],
                ['y', 'cropTop'],
                ['width', 'cropWidth'],
                ['height', 'cropHeight'],
              ] as const
            ).map(([k, label]) => (
              <NumberField
                key={k}
                label={t(`inspector.${label}`)}
                value={Math.round(item.transform.crop[k] * 100)}
                min={k === 'x' || k === 'y' ? 0 : 1}
                max={k === 'x' || k === 'y' ? 99 : 100}
                step={1}
                onChange={(v) => {
                  // The shown part stays inside the picture: a wider crop moves its edge back in.
                  const c = { ...item.transform.crop, [k]: v / 100 };
                  c.width = Math.min(c.width, 1 - c.x);
                  c.height = Math.min(c.height, 1 - c.y);
                  patch({ transform: { ...item.transform, crop: c } }, `crop-${k}`);
                }}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <Labeled label={t('inspector.opacity')}>
        {(id) => (
          <input
            id={id}
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={item.transform.opacity}
            onChange={(e) => patch({ transform: { ...item.transform, opacity: Number(e.target.value) } }, 'opacity')}
          />
        )}
      </Labeled>
      <Labeled label={t('inspector.transition')}>
        {(id) => (
          <select
            id={id}
            className="input"
            value={item.transitionIn?.kind ?? ''}
            onChange={(e) =>
              patch(
                {
                  transitionIn: e.target.value
                    ? { kind: e.target.value as (typeof TRANSITIONS)[number], durationMs: Math.min(1000, item.durationMs) }
                    : null,
                },
                'transition',
              )
            }
          >
            <option value="">{t('inspector.transitions.none')}</option>
            <Options values={TRANSITIONS} label={(k) => t(`inspector.transitions.${k}`)} />
          </select>
        )}
      </Labeled>
    </>
  );
}

export function SoundFields({
  item,
  patch,
  perform,
}: {
  item: Extract<TimelineItem, { kind: 'video' | 'audio' }>;
  patch: Patch;
  perform: (c: Command<VideoDocument>) => void;
}) {
  const { t } = useVideoEditorT();
  return (
    <>
      <Labeled label={t('inspector.volume')}>
        {(id) => (
          <input
            id={id}
            type="range"
            min={0}
            max={2}
            step={0.05}
            value={item.volume}
            onChange={(e) => patch({ volume: Number(e.target.value) }, 'volume')}
          />
        )}
      </Labeled>
      <div className="ve-row">
        {/* A fade is at most what the other fade leaves of the item. */}
        {(
          [
            ['fadeIn', 'fadeInMs', 'fadeOutMs'],
            ['fadeOut', 'fadeOutMs', 'fadeInMs'],
          ] as const
        ).map(([field, own, other]) => (
          <SecondsField
            key={field}
            label={t(`inspector.${field}`)}
            ms={item[own]}
            max={10}
            onChange={(ms) => patch({ [own]: Math.min(ms, item.durationMs - item[other]) }, field)}
          />
        ))}
      </div>
      <Labeled label={t('inspector.speed')}>
        {(id) => (
          <select id={id} className="input" value={item.speed} onChange={(e) => perform(setSpeed(item.id, Number(e.target.value)))}>
            {[0.5, 0.75, 1, 1.25, 1.5, 2]
              .filter((s) => s >= VIDEO_SPEED.min && s <= VIDEO_SPEED.max)
              .map((s) => (
                <option key={s} value={s}>
                  {s}×
                </option>
              ))}
          </select>
        )}
      </Labeled>
    </>
  );
}
