// The brand kit editor's longer sections, each a part of the one draft the
// editor holds: colours and swatches, fonts, voice, and the caption style.
import { useTranslation } from 'react-i18next';
import { Plus, Trash2, Upload } from 'lucide-react';
import { CAPTION_POSITIONS, COLOR_ROLES, SWATCHES_MAX, TONES, type BrandFontView } from '@src/common/contracts/brand-kits';
import { Button } from '@client/components/ui/button';
import { Checkbox, Field } from '@client/components/ui/field';
import { useKitT } from '../messages';
import type { Draft, SectionProps } from '../model';

export type { SectionProps };
import { ColorField } from './color-field';
import { FontSelect } from './font-select';
import { WordsField } from './words-field';
import { CaptionPresets, CaptionStyleField } from './caption-presets';
import { Options } from '@client/components/ui/options';
import { IconButton } from '@client/components/ui/icon-button';
import { Segmented } from '@client/components/ui/segmented';

/** A grid of colour fields, one for each key of a part of the draft (the kit's roles, the caption's colours). */
function ColorGrid({
  draft,
  edit,
  err,
  part,
  labels,
  keys,
}: Pick<SectionProps, 'draft' | 'edit' | 'err'> & { part: 'colors' | 'caption'; labels: string; keys: readonly string[] }) {
  const { t } = useKitT();
  const colors = (d: Draft) => d[part] as Record<string, string>;
  return (
    <div className="color-grid">
      {keys.map((key) => (
        <ColorField
          key={key}
          label={t(`${labels}.${key}`)}
          value={colors(draft)[key]!}
          error={err(`${part}.${key}`)}
          onChange={(v) => edit((d) => void (colors(d)[key] = v))}
        />
      ))}
    </div>
  );
}

/** The five colour roles and the named swatches. */
export function ColorsSection({ draft, edit, err, canEdit }: SectionProps) {
  const { t } = useKitT();
  const { t: tm } = useTranslation();
  return (
    <section className="card kit-section" aria-labelledby="kit-colors">
      <h2 id="kit-colors">{t('sections.colors')}</h2>
      <ColorGrid draft={draft} edit={edit} err={err} part="colors" labels="color" keys={COLOR_ROLES} />
      <h3 className="kit-subtitle">{t('color.swatches')}</h3>
      {err('swatches') && draft.swatches.length > SWATCHES_MAX ? <p className="field-error">{tm(err('swatches')!)}</p> : null}
      <ul className="swatch-list">
        {draft.swatches.map((s, i) => (
          <li key={i} className="swatch-row">
            <Field
              label={t('color.swatchName', { index: i + 1 })}
              value={s.name}
              maxLength={40}
              error={err(`swatches.${i}.name`) && tm(err(`swatches.${i}.name`)!)}
              onChange={(e) => edit((d) => void (d.swatches[i]!.name = e.target.value))}
            />
            <ColorField
              label={t('color.swatchColor', { index: i + 1 })}
              value={s.color}
              error={err(`swatches.${i}.color`)}
              onChange={(v) => edit((d) => void (d.swatches[i]!.color = v))}
            />
            <IconButton
              label={t('color.removeSwatch', { index: i + 1 })}
              icon={Trash2}
              onClick={() => edit((d) => void d.swatches.splice(i, 1))}
            />
          </li>
        ))}
      </ul>
      {canEdit && draft.swatches.length < SWATCHES_MAX ? (
        <Button size="sm" variant="secondary" icon={Plus} onClick={() => edit((d) => void d.swatches.push({ name: '', color: '#94a3b8' }))}>
          {t('color.addSwatch')}
        </Button>
      ) : null}
    </section>
  );
}

/** Heading and body fonts, and the organization's uploaded fonts. */
export function FontsSection({
  draft,
  edit,
  canEdit,
  fonts,
  onRemoveFont,
  onUpload,
}: SectionProps & { fonts: readonly BrandFontView[]; onRemoveFont: (f: BrandFontView) => void; onUpload: () => void }) {
  const { t } = useKitT();
  return (
    <section className="card kit-section" aria-labelledby="kit-fonts">
      <h2 id="kit-fonts">{t('sections.fonts')}</h2>
      <div className="two-cols">
        {(['heading', 'body'] as const).map((role) => (
          <FontSelect
            key={role}
            label={t(`font.${role}`)}
            value={draft.fonts[role]}
            uploaded={fonts}
            onChange={(ref) => edit((d) => void (d.fonts[role] = ref))}
          />
        ))}
      </div>
      <h3 className="kit-subtitle">{t('font.uploaded')}</h3>
      {fonts.length > 0 ? (
        <ul className="font-list">
          {fonts.map((f) => (
            <li key={f.id}>
              <span style={{ fontFamily: `'${f.cssFamily}'` }}>{f.family}</span>
              {canEdit ? (
                <IconButton label={t('font.removeFont', { family: f.family })} icon={Trash2} onClick={() => onRemoveFont(f)} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canEdit ? (
        <>
          <Button size="sm" variant="secondary" icon={Upload} onClick={onUpload}>
            {t('font.upload')}
          </Button>
          <p className="field-hint">{t('font.uploadHint')}</p>
        </>
      ) : null}
    </section>
  );
}

/** Tone, audience and the words the AI writes with or avoids. */
export function VoiceSection({ draft, edit, err }: SectionProps) {
  const { t } = useKitT();
  const { t: tm } = useTranslation();
  return (
    <section className="card kit-section" aria-labelledby="kit-voice">
      <h2 id="kit-voice">{t('sections.voice')}</h2>
      <div className="field">
        <label htmlFor="kit-tone">{t('voice.tone')}</label>
        <select
          id="kit-tone"
          className="input"
          value={draft.voice.tone}
          onChange={(e) => edit((d) => void (d.voice.tone = e.target.value as Draft['voice']['tone']))}
        >
          <Options values={TONES} label={(tone) => t(`voice.tones.${tone}`)} />
        </select>
      </div>
      <Field
        label={t('voice.audience')}
        placeholder={t('voice.audiencePlaceholder')}
        value={draft.voice.audience}
        error={err('voice.audience') && tm(err('voice.audience')!)}
        onChange={(e) => edit((d) => void (d.voice.audience = e.target.value))}
      />
      {(['wordsToUse', 'wordsToAvoid'] as const).map((list) => (
        <WordsField
          key={list}
          label={t(`voice.${list}`)}
          hint={t('voice.wordsHint')}
          value={draft.voice[list]}
          error={err(`voice.${list}`)}
          onChange={(w) => edit((d) => void (d.voice[list] = w))}
        />
      ))}
      <div className={`field${err('voice.description') ? ' field-invalid' : ''}`}>
        <label htmlFor="kit-voice-description">{t('voice.description')}</label>
        <textarea
          id="kit-voice-description"
          className="input textarea"
          rows={3}
          placeholder={t('voice.descriptionPlaceholder')}
          value={draft.voice.description}
          onChange={(e) => edit((d) => void (d.voice.description = e.target.value))}
        />
        {err('voice.description') ? <p className="field-error">{tm(err('voice.description')!)}</p> : null}
      </div>
    </section>
  );
}

/** How captions look on videos made with this kit. */
export function CaptionSection(props: SectionProps & { fonts: readonly BrandFontView[] }) {
  const { draft, edit, err, fonts } = props;
  const { t } = useKitT();
  return (
    <section className="card kit-section" aria-labelledby="kit-caption">
      <h2 id="kit-caption">{t('sections.caption')}</h2>
      <CaptionStyleField {...props} />
      <FontSelect
        label={t('font.caption')}
        value={draft.caption.font}
        uploaded={fonts}
        onChange={(ref) => edit((d) => void (d.caption.font = ref))}
      />
      <ColorGrid
        draft={draft}
        edit={edit}
        err={err}
        part="caption"
        labels="caption"
        keys={['textColor', 'highlightColor', 'outlineColor']}
      />
      <div className="field">
        <span className="field-label" aria-hidden="true">
          {t('caption.position')}
        </span>
        <Segmented
          label={t('caption.position')}
          values={CAPTION_POSITIONS}
          value={draft.caption.position}
          name={(p) => t(`caption.positions.${p}`)}
          onChange={(p) => edit((d) => void (d.caption.position = p))}
        />
      </div>
      <Checkbox
        label={t('caption.uppercase')}
        checked={draft.caption.uppercase}
        onChange={(e) => edit((d) => void (d.caption.uppercase = e.target.checked))}
      />
      <CaptionPresets {...props} />
    </section>
  );
}
