// The caption style of the kit, chosen by watching each one play, and the
// named presets the tools offer: the look above saved under a name, used
// again, or removed. Presets are saved with the kit (its Save button).
import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CAPTION_PRESETS_MAX } from '@src/common/contracts/caption-styles';
import type { BrandFontView } from '@src/common/contracts/brand-kits';
import { Button } from '@client/components/ui/button';
import { IconButton } from '@client/components/ui/icon-button';
import { CaptionStylePicker } from '@client/components/captions/style-picker';
import { useCaptionStylesT } from '@client/components/captions/messages';
import { fontFamilyOf, presetFromCaption, shownColor, type SectionProps } from '../model';
import { useKitT } from '../messages';

export function CaptionStyleField({ draft, edit, canEdit, fonts }: SectionProps & { fonts: readonly BrandFontView[] }) {
  const c = draft.caption;
  return (
    <CaptionStylePicker
      value={c.style ?? 'highlight'}
      disabled={!canEdit}
      look={{
        fontFamily: fontFamilyOf(c.font, fonts),
        color: shownColor(c.textColor, '#ffffff'),
        highlight: shownColor(c.highlightColor, '#facc15'),
        stroke: shownColor(c.outlineColor, '#000000'),
      }}
      onChange={(style) => edit((d) => void (d.caption.style = style))}
    />
  );
}

export function CaptionPresets({ draft, edit, err, canEdit }: SectionProps) {
  const { t } = useKitT();
  const { t: ts } = useCaptionStylesT();
  const { t: tm } = useTranslation();
  const [name, setName] = useState('');
  const presets = draft.captionPresets ?? [];
  const add = () => {
    if (!name.trim()) return;
    edit((d) => void (d.captionPresets = [...(d.captionPresets ?? []), presetFromCaption(d, name)]));
    setName('');
  };
  return (
    <div className="kit-presets" data-testid="caption-presets">
      <h3 className="kit-subtitle">{t('caption.presets')}</h3>
      <p className="muted small">{t('caption.presetsHint')}</p>
      {err('captionPresets') ? <p className="field-error">{tm(err('captionPresets')!)}</p> : null}
      {presets.length === 0 ? <p className="muted small">{t('caption.presetsEmpty')}</p> : null}
      <ul className="kit-preset-list">
        {presets.map((p, i) => (
          <li key={p.id} className="kit-preset" data-testid="caption-preset">
            <span className="st-swatches" aria-hidden="true">
              {[p.textColor, p.highlightColor, p.outlineColor].map((color, j) => (
                <span key={j} className="st-swatch" style={{ background: shownColor(color, '#000000') }} />
              ))}
            </span>
            <span className="kit-preset-name">{p.name}</span>
            <span className="muted small">{ts(`styles.${p.style}`)}</span>
            {canEdit ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    edit((d) => {
                      const { id: _id, name: _name, ...look } = p;
                      d.caption = { ...d.caption, ...look };
                    })
                  }
                >
                  {t('caption.applyPreset', { name: p.name })}
                </Button>
                <IconButton
                  label={t('caption.removePreset', { name: p.name })}
                  icon={Trash2}
                  onClick={() => edit((d) => void d.captionPresets?.splice(i, 1))}
                />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit && presets.length < CAPTION_PRESETS_MAX ? (
        <div className="kit-preset-add">
          <label className="field">
            <span className="field-label-text">{t('caption.presetName')}</span>
            <input
              className="input"
              value={name}
              maxLength={40}
              data-testid="caption-preset-name"
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => (e.key === 'Enter' ? (e.preventDefault(), add()) : undefined)}
            />
          </label>
          <Button size="sm" variant="secondary" icon={Plus} disabled={!name.trim()} onClick={add}>
            {t('caption.savePreset')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
