import { useId } from 'react';
import { BUNDLED_FONTS } from '@src/common/brand/fonts';
import type { BrandFontView, FontRef } from '@src/common/contracts/brand-kits';
import { useKitT } from '../messages';
import { fontFamilyOf } from '../model';

interface Props {
  label: string;
  value: FontRef;
  uploaded: readonly BrandFontView[];
  disabled?: boolean;
  onChange: (ref: FontRef) => void;
}

const encode = (ref: FontRef) => `${ref.source}:${ref.id}`;
function decode(value: string): FontRef {
  const [source, id = ''] = value.split(':');
  return source === 'uploaded' ? { source: 'uploaded', id } : ({ source: 'bundled', id } as FontRef);
}

/** A native select (keyboard and screen readers for free) with a sample line in the chosen font. */
export function FontSelect({ label, value, uploaded, disabled, onChange }: Props) {
  const { t } = useKitT();
  const id = useId();
  const groups = ['sans', 'serif', 'display'] as const;
  return (
    <div className="field font-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={encode(value)} disabled={disabled} onChange={(e) => onChange(decode(e.target.value))}>
        {groups.map((g) => (
          <optgroup key={g} label={`${t('font.bundled')} · ${t(`font.${g}`)}`}>
            {BUNDLED_FONTS.filter((f) => f.category === g).map((f) => (
              <option key={f.id} value={`bundled:${f.id}`}>
                {f.family}
              </option>
            ))}
          </optgroup>
        ))}
        {uploaded.length > 0 ? (
          <optgroup label={t('font.uploaded')}>
            {uploaded.map((f) => (
              <option key={f.id} value={`uploaded:${f.id}`}>
                {f.family}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      <p className="font-sample" style={{ fontFamily: fontFamilyOf(value, uploaded) }} aria-hidden="true">
        {t('font.sample')}
      </p>
    </div>
  );
}
