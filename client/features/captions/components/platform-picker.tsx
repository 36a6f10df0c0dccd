// The networks to write for, each with its limit beside it.
import { useTranslation } from 'react-i18next';
import { PLATFORMS, PLATFORM_RULES, type Platform } from '@src/common/contracts/caption-platforms';
import { useCaptionsT } from '../messages';

interface Props {
  value: readonly Platform[];
  onChange: (p: Platform[]) => void;
  error: string | undefined;
}

export function PlatformPicker({ value, onChange, error }: Props) {
  const { t, i18n } = useCaptionsT();
  const { t: tm } = useTranslation();
  const toggle = (p: Platform) => onChange(PLATFORMS.filter((x) => (x === p ? !value.includes(p) : value.includes(x))));
  return (
    <fieldset className={`bare-fieldset${error ? ' field-invalid' : ''}`}>
      <legend>{t('platforms.title')}</legend>
      <div className="cap-platforms">
        {PLATFORMS.map((p) => (
          <label key={p} className="cap-platform" data-checked={value.includes(p) || undefined}>
            <input type="checkbox" checked={value.includes(p)} onChange={() => toggle(p)} />
            <span className="cap-platform-name">{t(`platforms.names.${p}`)}</span>
            <span className="muted small">{t('platforms.limit', { max: PLATFORM_RULES[p].maxLength.toLocaleString(i18n.language) })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {tm(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
