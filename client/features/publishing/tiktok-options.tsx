// TikTok's part of the publish form (decision 092), as TikTok's UX guidelines for
// direct post ask: the creator's nickname, a privacy level chosen by the person
// among those creator_info offers (none preselected), interactions off unless
// ticked and unavailable when the creator turned them off (no duet or stitch for
// photos), the commercial content disclosure, and TikTok's consent sentence.
import type { UseQueryResult } from '@tanstack/react-query';
import type { PostPrivacy } from '@src/common/contracts/publishing';
import type { TiktokCreatorInfoView, TiktokOptions } from '@src/common/contracts/tiktok-post';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/field';
import { usePublishT } from './messages';

const MUSIC_URL = 'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en';
const BRANDED_URL = 'https://www.tiktok.com/legal/page/global/bc-policy/en';

export function TiktokOptionsPanel({
  info,
  photos,
  privacy,
  onPrivacy,
  value,
  onChange,
  errors,
}: {
  info: UseQueryResult<TiktokCreatorInfoView>;
  photos: boolean;
  privacy: PostPrivacy | null;
  onPrivacy: (p: PostPrivacy | null) => void;
  value: TiktokOptions;
  onChange: (v: TiktokOptions) => void;
  errors: Record<string, string>;
}) {
  const { t } = usePublishT();
  if (info.isPending) return <p className="field-hint">{t('tiktok.loading')}</p>;
  if (!info.data)
    return (
      <div className="field" role="alert" data-testid="tiktok-creator-failed">
        <p className="field-error">{t('tiktok.failed')}</p>
        <Button type="button" variant="secondary" onClick={() => void info.refetch()}>
          {t('tiktok.retry')}
        </Button>
      </div>
    );
  const c = info.data;
  const set = (patch: Partial<TiktokOptions>) => onChange({ ...value, ...patch });
  const branded = value.commercial && value.brandedContent;
  const toggle = (key: 'allowComment' | 'allowDuet' | 'allowStitch', disabled: boolean, label: string) => (
    <Checkbox
      label={disabled ? `${label} (${t('tiktok.disabledByCreator')})` : label}
      checked={!disabled && value[key]}
      disabled={disabled}
      onChange={(e) => set({ [key]: e.target.checked })}
    />
  );

  return (
    <fieldset className="publish-tiktok" data-testid="tiktok-options">
      <legend>{t('tiktok.postingAs', { nickname: c.nickname, username: c.username })}</legend>
      <div className={`field${errors.privacy ? ' field-invalid' : ''}`}>
        <label htmlFor="tiktok-privacy">{t('tiktok.privacy')}</label>
        <select
          id="tiktok-privacy"
          className="input"
          value={privacy ?? ''}
          aria-invalid={errors.privacy ? true : undefined}
          onChange={(e) => onPrivacy(c.privacy.find((p) => p === e.target.value) ?? null)}
        >
          <option value="">{t('tiktok.choosePrivacy')}</option>
          {c.privacy.map((p) => (
            // TikTok's rule: branded content is never "only me".
            <option key={p} value={p} disabled={p === 'private' && branded}>
              {p === 'private' && branded ? t('tiktok.privateBranded') : t(`form.privacyNames.${p}`)}
            </option>
          ))}
        </select>
        {errors.privacy ? (
          <p className="field-error" role="alert">
            {errors.privacy}
          </p>
        ) : null}
      </div>
      <div className="field">
        <span className="field-label-text">{t('tiktok.interactions')}</span>
        {toggle('allowComment', c.commentDisabled, t('tiktok.allowComment'))}
        {photos ? null : toggle('allowDuet', c.duetDisabled, t('tiktok.allowDuet'))}
        {photos ? null : toggle('allowStitch', c.stitchDisabled, t('tiktok.allowStitch'))}
      </div>
      <div className={`field${errors.commercial ? ' field-invalid' : ''}`}>
        <Checkbox label={t('tiktok.commercial')} checked={value.commercial} onChange={(e) => set({ commercial: e.target.checked })} />
        <p className="field-hint">{t('tiktok.commercialHint')}</p>
        {value.commercial ? (
          <>
            <Checkbox label={t('tiktok.yourBrand')} checked={value.yourBrand} onChange={(e) => set({ yourBrand: e.target.checked })} />
            <p className="field-hint">{t('tiktok.yourBrandHint')}</p>
            <Checkbox
              label={t('tiktok.brandedContent')}
              checked={value.brandedContent}
              onChange={(e) => {
                set({ brandedContent: e.target.checked });
                if (e.target.checked && privacy === 'private') onPrivacy(null);
              }}
            />
            <p className="field-hint">{t('tiktok.brandedContentHint')}</p>
            <p className={errors.commercial ? 'field-error' : 'field-hint'} aria-live="polite" data-testid="tiktok-label">
              {errors.commercial
                ? errors.commercial
                : value.brandedContent
                  ? t('tiktok.labelPaid')
                  : value.yourBrand
                    ? t('tiktok.labelPromotional')
                    : t('tiktok.chooseCommercial')}
            </p>
          </>
        ) : null}
      </div>
      {!photos && c.maxVideoSeconds ? <p className="field-hint">{t('tiktok.maxDuration', { seconds: c.maxVideoSeconds })}</p> : null}
      <p className="field-hint" data-testid="tiktok-consent">
        {t('tiktok.consentPrefix')}
        {branded ? (
          <>
            <a href={BRANDED_URL} target="_blank" rel="noreferrer">
              {t('tiktok.brandedPolicy')}
            </a>
            {t('tiktok.and')}
          </>
        ) : null}
        <a href={MUSIC_URL} target="_blank" rel="noreferrer">
          {t('tiktok.musicConfirmation')}
        </a>
        .
      </p>
      <p className="field-hint">{t('tiktok.processingNote')}</p>
    </fieldset>
  );
}
