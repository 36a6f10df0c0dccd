import type { CSSProperties } from 'react';
import { luminance } from '@src/common/brand/contrast';
import type { BrandFontView } from '@src/common/contracts/brand-kits';
import { useKitMedia } from '../media';
import { useKitT } from '../messages';
import { fontFamilyOf, shownColor, type Draft } from '../model';

interface Props {
  draft: Draft;
  uploaded: readonly BrandFontView[];
  /** The small card of the kit list: the post only, no caption. */
  compact?: boolean;
}

/** Black or white, whichever reads better on the given colour. */
const onColor = (hex: string) => (luminance(hex) > 0.179 ? '#111111' : '#ffffff');

/**
 * The kit drawn as a sample post and a sample video caption, from the draft as
 * it is being edited, so every change shows at once. Half-typed colours keep
 * the last valid look (the defaults here are only for a kit never valid).
 */
export function KitPreview({ draft, uploaded, compact = false }: Props) {
  const { t } = useKitT();
  const { imageUrl } = useKitMedia();
  const c = draft.colors;
  const background = shownColor(c.background, '#ffffff');
  const text = shownColor(c.text, '#111827');
  const primary = shownColor(c.primary, '#6d28d9');
  const accent = shownColor(c.accent, '#f59e0b');
  const secondary = shownColor(c.secondary, '#0ea5e9');
  // The light logo is made for light backgrounds; a dark background takes the dark one.
  const darkBackground = luminance(background) < 0.179;
  const logo = (darkBackground ? draft.logos.dark : draft.logos.light) ?? draft.logos.light ?? draft.logos.dark ?? draft.logos.icon;
  const post: CSSProperties = { background, color: text, fontFamily: fontFamilyOf(draft.fonts.body, uploaded) };
  const heading: CSSProperties = { fontFamily: fontFamilyOf(draft.fonts.heading, uploaded) };

  return (
    <div className={`kit-preview${compact ? ' kit-preview-compact' : ''}`} data-testid="kit-preview">
      <figure className="preview-post" style={post} aria-label={t('preview.post')}>
        <div className="preview-post-top">
          {logo ? (
            <img className="preview-logo" src={imageUrl(logo)} alt="" data-testid="preview-logo" />
          ) : (
            <span className="preview-logo-empty">{t('preview.noLogo')}</span>
          )}
          {draft.social.handle && !compact ? (
            <span className="preview-handle">{draft.social.handle.startsWith('@') ? draft.social.handle : `@${draft.social.handle}`}</span>
          ) : null}
        </div>
        <span className="preview-accent" style={{ background: accent }} />
        <h3 className="preview-heading" style={heading} data-testid="preview-heading">
          {t('preview.heading')}
        </h3>
        {compact ? null : (
          <p className="preview-body" data-testid="preview-body">
            {t('preview.body')}
          </p>
        )}
        <div className="preview-post-bottom">
          <span className="preview-cta" style={{ background: primary, color: onColor(primary), fontFamily: heading.fontFamily }}>
            {t('preview.cta')}
          </span>
          <span className="preview-dots" aria-hidden="true">
            {[primary, secondary, accent, ...draft.swatches.map((s) => shownColor(s.color, '#cccccc'))].slice(0, 8).map((color, i) => (
              <span key={i} style={{ background: color }} />
            ))}
          </span>
        </div>
      </figure>
      {compact ? null : <CaptionSample draft={draft} uploaded={uploaded} />}
    </div>
  );
}

function CaptionSample({ draft, uploaded }: { draft: Draft; uploaded: readonly BrandFontView[] }) {
  const { t } = useKitT();
  const s = draft.caption;
  const outline = shownColor(s.outlineColor, '#000000');
  const words = t('preview.captionText').split(' ');
  const highlight = t('preview.captionHighlight');
  const style: CSSProperties = {
    fontFamily: fontFamilyOf(s.font, uploaded),
    color: shownColor(s.textColor, '#ffffff'),
    textTransform: s.uppercase ? 'uppercase' : 'none',
    // An outline all round, as burned-in captions have, in four offsets.
    textShadow: `2px 0 ${outline}, -2px 0 ${outline}, 0 2px ${outline}, 0 -2px ${outline}`,
  };
  return (
    <figure className={`preview-video preview-caption-${s.position}`} aria-label={t('preview.caption')}>
      <p className="preview-caption" style={style} data-testid="preview-caption">
        {words.map((w, i) => (
          <span key={i} style={w === highlight ? { color: shownColor(s.highlightColor, '#facc15') } : undefined}>
            {w}{' '}
          </span>
        ))}
      </p>
    </figure>
  );
}
