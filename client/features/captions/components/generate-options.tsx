// The generate form's settings besides the source and platforms: the language,
// the brand kit whose voice the AI writes in, and what a generation costs.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandKitView } from '@src/common/contracts/brand-kits';
import { LOCALES, type Locale } from '@src/common/locales';
import { useCaptionsT } from '../messages';
import { Options } from '@client/components/ui/options';

export function GenerateOptions({
  language,
  setLanguage,
  kitId,
  setKitId,
  kits,
  credits,
  offline,
}: {
  language: Locale;
  setLanguage: (l: Locale) => void;
  kitId: string;
  setKitId: (id: string) => void;
  kits: readonly BrandKitView[] | undefined;
  credits: { price: number | null | undefined; balance: number | null | undefined };
  offline: boolean;
}) {
  const { t } = useCaptionsT();
  const { t: tm } = useTranslation();
  const ids = { language: useId(), kit: useId() };
  return (
    <>
      <div className="two-cols">
        <div className="field">
          <label htmlFor={ids.language}>{t('language')}</label>
          <select id={ids.language} className="input" value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
            <Options values={LOCALES} label={(l) => tm(`languages.${l}`)} />
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.kit}>{t('kit')}</label>
          <select id={ids.kit} className="input" value={kitId} onChange={(e) => setKitId(e.target.value)} disabled={!kits?.length}>
            {kits?.length ? null : <option value="">{t('noKit')}</option>}
            {(kits ?? []).map((k) => (
              <option key={k.id} value={k.id}>
                {k.isDefault ? t('defaultKit', { name: k.name }) : k.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="notice cap-cost" role="note">
        <p data-testid="cap-cost">{t('cost', { price: credits.price ?? '…', balance: credits.balance ?? '…' })}</p>
        {offline ? (
          <p data-testid="offline-mode">
            <span className="badge">{tm('app.offlineMode')}</span> {t('offline')}
          </p>
        ) : null}
      </div>
    </>
  );
}
