// The limits cues are laid out with (a change lays them out again) and the
// caption style: the brand kit's colours and font, with position, size,
// capitals and the spoken word's highlight chosen here.
import { useEffect, useState } from 'react';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { SUBTITLE_SIZES, subtitleAnimation, type SubtitleLayout, type SubtitleStyle } from '@src/common/contracts/subtitles';
import { KitCaptionLookFields } from '@client/components/captions/kit-look-fields';
import { useSubtitlesT } from '../messages';
import { Panel } from '@client/components/ui/panel';
import { OptionsField } from '@client/components/ui/options';

/** A number field that commits only a value inside its range (typing "2" on the way to "24" does not relayout). */
function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  scale = 1,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  scale?: number;
  onCommit: (v: number) => void;
}) {
  const [text, setText] = useState(String(value / scale));
  useEffect(() => setText(String(value / scale)), [value, scale]);
  const commit = (raw: string) => {
    const v = Math.round(Number(raw) * scale);
    if (Number.isFinite(v) && v >= min * scale && v <= max * scale && raw.trim() !== '') onCommit(v);
  };
  return (
    <label className="field st-field">
      <span className="field-label-text">{label}</span>
      <input
        className="input"
        type="number"
        min={min}
        max={max}
        step={step}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          commit(e.target.value);
        }}
        onBlur={() => setText(String(value / scale))}
      />
    </label>
  );
}

/** The layout's limits as typed: characters and lines as they are, a cue's duration in seconds (stored in ms). */
const LAYOUT_LIMITS: { key: keyof SubtitleLayout; label: string; min: number; max: number; step?: number; scale?: number }[] = [
  { key: 'maxLineChars', label: 'maxLineChars', min: 12, max: 80 },
  { key: 'maxLines', label: 'maxLines', min: 1, max: 3 },
  { key: 'minCueMs', label: 'minCue', min: 0.2, max: 5, step: 0.1, scale: 1000 },
  { key: 'maxCueMs', label: 'maxCue', min: 1, max: 15, step: 0.5, scale: 1000 },
];

export function LayoutPanel({ layout, onChange }: { layout: SubtitleLayout; onChange: (patch: Partial<SubtitleLayout>) => void }) {
  const { t } = useSubtitlesT();
  return (
    <Panel className="st-panel" title={t('layout.title')}>
      <div className="st-grid2">
        {LAYOUT_LIMITS.map(({ key, label, ...range }) => (
          <NumberField key={key} label={t(`layout.${label}`)} value={layout[key]} {...range} onCommit={(v) => onChange({ [key]: v })} />
        ))}
      </div>
      <p className="muted small">{t('layout.hint')}</p>
    </Panel>
  );
}

export function StylePanel({
  style,
  kit,
  onChange,
}: {
  style: SubtitleStyle;
  kit: BrandKitSnapshot | null;
  onChange: (patch: Partial<SubtitleStyle>) => void;
}) {
  const { t } = useSubtitlesT();
  return (
    <Panel className="st-panel" title={t('style.title')}>
      {kit ? (
        <p className="small st-kit">
          <span className="st-swatches" aria-hidden="true">
            {[kit.caption.textColor, kit.caption.highlightColor, kit.caption.outlineColor].map((c, i) => (
              <span key={i} className="st-swatch" style={{ background: c }} />
            ))}
          </span>
          {t('style.kit', { name: kit.name })} · {kit.caption.font.family}
        </p>
      ) : (
        <p className="muted small">{t('style.noKit')}</p>
      )}
      <div className="st-grid2">
        <OptionsField
          className="st-field"
          label={t('style.position')}
          value={style.position}
          values={['top', 'middle', 'bottom'] as const}
          name={(p) => t(`style.positions.${p}`)}
          onChange={(position) => onChange({ position })}
        />
        <OptionsField
          className="st-field"
          label={t('style.size')}
          value={style.size}
          values={SUBTITLE_SIZES}
          name={(s) => t(`style.sizes.${s}`)}
          onChange={(size) => onChange({ size })}
        />
      </div>
      <label className="small checkbox">
        <input type="checkbox" checked={style.uppercase} onChange={(e) => onChange({ uppercase: e.target.checked })} />{' '}
        {t('style.uppercase')}
      </label>
      <KitCaptionLookFields
        kit={kit}
        presetId={style.presetId ?? null}
        style={subtitleAnimation(style)}
        onChange={({ style: animation, ...change }) =>
          // Back to the kit's own look: its style (or the highlight, as before styles).
          onChange({ ...change, animation: animation ?? kit?.caption.style ?? 'highlight' })
        }
      />
    </Panel>
  );
}
