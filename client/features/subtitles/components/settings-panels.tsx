// The limits cues are laid out with (a change lays them out again) and the
// caption style: the brand kit's colours and font, with position, size,
// capitals and the spoken word's highlight chosen here.
import { useEffect, useState } from 'react';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { SUBTITLE_SIZES, subtitleAnimation, type SubtitleLayout, type SubtitleStyle } from '@src/common/contracts/subtitles';
import { KitCaptionLookFields } from '@client/components/captions/kit-look-fields';
import { useSubtitlesT } from '../messages';
import { Panel } from '@client/components/ui/panel';
import { Options } from '@client/components/ui/options';

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

export function LayoutPanel({ layout, onChange }: { layout: SubtitleLayout; onChange: (patch: Partial<SubtitleLayout>) => void }) {
  const { t } = useSubtitlesT();
  return (
    <Panel className="st-panel" title={t('layout.title')}>
      <div className="st-grid2">
        <NumberField
          label={t('layout.maxLineChars')}
          value={layout.maxLineChars}
          min={12}
          max={80}
          onCommit={(v) => onChange({ maxLineChars: v })}
        />
        <NumberField label={t('layout.maxLines')} value={layout.maxLines} min={1} max={3} onCommit={(v) => onChange({ maxLines: v })} />
        <NumberField
          label={t('layout.minCue')}
          value={layout.minCueMs}
          min={0.2}
          max={5}
          step={0.1}
          scale={1000}
          onCommit={(v) => onChange({ minCueMs: v })}
        />
        <NumberField
          label={t('layout.maxCue')}
          value={layout.maxCueMs}
          min={1}
          max={15}
          step={0.5}
          scale={1000}
          onCommit={(v) => onChange({ maxCueMs: v })}
        />
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
        <label className="field st-field">
          <span className="field-label-text">{t('style.position')}</span>
          <select
            className="input"
            value={style.position}
            onChange={(e) => onChange({ position: e.target.value as SubtitleStyle['position'] })}
          >
            <Options values={['top', 'middle', 'bottom'] as const} label={(p) => t(`style.positions.${p}`)} />
          </select>
        </label>
        <label className="field st-field">
          <span className="field-label-text">{t('style.size')}</span>
          <select className="input" value={style.size} onChange={(e) => onChange({ size: e.target.value as SubtitleStyle['size'] })}>
            <Options values={SUBTITLE_SIZES} label={(s) => t(`style.sizes.${s}`)} />
          </select>
        </label>
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
