// Which of the brand kit's caption looks a tool's captions wear: the kit's
// own caption style, or one of the presets saved on the kit.
import type { CaptionPreset } from '@src/common/contracts/brand-kits';
import { RecordOptions } from '@client/components/ui/options';
import { useCaptionStylesT } from './messages';

export function CaptionPresetSelect({
  presets,
  value,
  onChange,
  hasKit,
}: {
  presets: ReadonlyArray<Pick<CaptionPreset, 'id' | 'name'>>;
  value: string | null;
  onChange: (presetId: string | null) => void;
  hasKit: boolean;
}) {
  const { t } = useCaptionStylesT();
  // A preset removed from the kit since reads as the kit's own look.
  const current = value && presets.some((p) => p.id === value) ? value : '';
  return (
    <label className="field">
      <span className="field-label-text">{t('preset')}</span>
      <select
        className="input"
        value={current}
        disabled={!hasKit}
        data-testid="caption-preset-select"
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{hasKit ? t('presetKit') : t('presetNone')}</option>
        <RecordOptions records={presets} />
      </select>
    </label>
  );
}
