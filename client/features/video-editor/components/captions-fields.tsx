// A caption's words, and the look every caption of its track shares: the brand
// kit's caption or one of its presets, the animated style (picked by watching
// each play, drawn by the model the render uses), capitals, position and size.
import type { CaptionsItem, VideoDocument } from '@src/common/contracts/video';
import { CAPTION_POSITIONS } from '@src/common/contracts/video';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { Command } from '@client/editor/history';
import { KitCaptionLookFields } from '@client/components/captions/kit-look-fields';
import { Options } from '@client/components/ui/options';
import { useVideoEditorT } from '../messages';
import { captionText, defaultCaptionsLook, restyleCaptions, setCaptionText } from '../model/captions';
import { Labeled, NumberField } from './inspector-fields';

export function CaptionsFields({
  item,
  kit,
  perform,
}: {
  item: CaptionsItem;
  kit: BrandKitSnapshot | null;
  perform: (c: Command<VideoDocument>) => void;
}) {
  const { t } = useVideoEditorT();
  const key = (field: string) => `captions-${item.id}-${field}`;
  const restyle = (patch: Partial<CaptionsItem['look']>, field: string) => perform(restyleCaptions(item.id, patch, key(field)));
  return (
    <>
      <Labeled label={t('captions.text')}>
        {(id) => (
          <textarea
            id={id}
            className="input"
            rows={2}
            value={captionText(item)}
            onChange={(e) => perform(setCaptionText(item.id, e.target.value, key('text')))}
          />
        )}
      </Labeled>
      <fieldset className="ve-captions-look" data-testid="ve-captions-look">
        <legend className="field-label-text">{t('captions.look')}</legend>
        <KitCaptionLookFields
          kit={kit}
          presetId={item.look.presetId}
          style={item.look.style}
          onChange={({ presetId, style, uppercase }) =>
            restyle(
              {
                ...(presetId === undefined ? {} : { presetId }),
                // Back to the kit's own look: its style.
                style: style ?? (presetId === null ? defaultCaptionsLook(kit).style : item.look.style),
                ...(uppercase === undefined ? {} : { uppercase }),
              },
              'look',
            )
          }
        />
        <div className="ve-row">
          <Labeled label={t('captions.position')}>
            {(id) => (
              <select
                id={id}
                className="input"
                value={item.look.position}
                onChange={(e) => restyle({ position: e.target.value as CaptionsItem['look']['position'] }, 'position')}
              >
                <Options values={CAPTION_POSITIONS} label={(p) => t(`captions.positions.${p}`)} />
              </select>
            )}
          </Labeled>
          <NumberField
            label={t('captions.size')}
            value={item.look.fontSize}
            min={16}
            max={200}
            step={2}
            onChange={(v) => restyle({ fontSize: Math.round(v) }, 'size')}
          />
        </div>
        <label className="small checkbox">
          <input type="checkbox" checked={item.look.uppercase} onChange={(e) => restyle({ uppercase: e.target.checked }, 'upper')} />{' '}
          {t('captions.uppercase')}
        </label>
        <p className="muted small">{t('captions.safeZone')}</p>
      </fieldset>
    </>
  );
}
