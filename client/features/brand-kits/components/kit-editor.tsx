import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Plus, Trash2, Upload } from 'lucide-react';
import {
  CAPTION_POSITIONS,
  COLOR_ROLES,
  SWATCHES_MAX,
  TONES,
  type BrandFontView,
  type BrandKitView,
} from '@src/common/contracts/brand-kits';
import { Button } from '@client/components/ui/button';
import { Checkbox, Field } from '@client/components/ui/field';
import { useDeleteFont, useUpdateKit } from '../api';
import { useKitMedia } from '../media';
import { useKitT } from '../messages';
import { changedSections, draftOf, validate, type Draft } from '../model';
import { ColorField } from './color-field';
import { ContrastNotes } from './contrast-notes';
import { FontSelect } from './font-select';
import { FontUploadDialog } from './font-upload-dialog';
import { ImageSlot } from './image-slot';
import { KitPreview } from './kit-preview';
import { WordsField } from './words-field';

interface Props {
  org: string;
  kit: BrandKitView;
  fonts: readonly BrandFontView[];
  canEdit: boolean;
}

export function KitEditor({ org, kit, fonts, canEdit }: Props) {
  const { t } = useKitT();
  const { t: tm } = useTranslation();
  const update = useUpdateKit(org, kit.id);
  const deleteFont = useDeleteFont(org);
  const saving = update.isPending;
  const [draft, setDraft] = useState<Draft>(() => draftOf(kit));
  const [fontDialog, setFontDialog] = useState(false);

  // Another kit, or a newer version saved elsewhere, replaces the draft only when nothing is unsaved.
  const changes = useMemo(() => changedSections(draft, kit), [draft, kit]);
  const dirty = Object.keys(changes).length > 0;
  useEffect(() => {
    setDraft((d) => (Object.keys(changedSections(d, kit)).length === 0 ? d : draftOf(kit)));
  }, [kit.id]); // eslint-disable-line react-hooks/exhaustive-deps -- only a change of kit resets the draft

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const { errors } = useMemo(() => validate(draft), [draft]);
  const err = (path: string) => (errors[path] ? errors[path] : undefined);
  const edit = (change: (d: Draft) => void) =>
    setDraft((d) => {
      const next = structuredClone(d);
      change(next);
      return next;
    });

  const save = () => {
    if (!dirty || saving) return;
    if (Object.keys(errors).length > 0) {
      toast.error(t('fixErrors'));
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast.success(t('saved'));
      },
    });
  };

  const removeFont = (font: BrandFontView) => deleteFont.mutate(font.id, { onSuccess: () => toast.success(t('removedFont')) });

  const { Queue } = useKitMedia();

  return (
    <>
      <form
        className="kit-editor"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        onKeyDown={(e) => {
          if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
            e.preventDefault();
            save();
          }
        }}
      >
        {canEdit ? (
          <div className="kit-savebar" role="region" aria-label={t('save')}>
            <span className={`badge${dirty ? ' badge-primary' : ''}`} aria-live="polite" data-testid="save-state">
              {dirty ? t('unsaved') : t('allSaved')}
            </span>
            <div className="kit-savebar-actions">
              <Button variant="ghost" disabled={!dirty || saving} onClick={() => setDraft(draftOf(kit))}>
                {t('discard')}
              </Button>
              <Button type="submit" loading={saving} disabled={!dirty}>
                {t('save')}
              </Button>
            </div>
          </div>
        ) : (
          <p className="notice" role="note">
            {t('readOnly')}
          </p>
        )}

        <div className="kit-editor-body">
          <fieldset className="kit-fields" disabled={!canEdit}>
            <section className="card kit-section" aria-labelledby="kit-basics">
              <h2 id="kit-basics">{t('sections.basics')}</h2>
              <Field
                label={t('name')}
                value={draft.name}
                maxLength={120}
                error={err('name') && tm(err('name')!)}
                onChange={(e) => edit((d) => void (d.name = e.target.value))}
              />
            </section>

            <section className="card kit-section" aria-labelledby="kit-logos">
              <h2 id="kit-logos">{t('sections.logos')}</h2>
              <div className="image-slots">
                {(['light', 'dark', 'icon'] as const).map((slot) => (
                  <ImageSlot
                    key={slot}
                    label={t(`logo.${slot}`)}
                    value={draft.logos[slot]}
                    disabled={!canEdit}
                    onChange={(id) => edit((d) => void (d.logos[slot] = id))}
                  />
                ))}
              </div>
              {canEdit ? <Queue /> : null}
            </section>

            <section className="card kit-section" aria-labelledby="kit-colors">
              <h2 id="kit-colors">{t('sections.colors')}</h2>
              <div className="color-grid">
                {COLOR_ROLES.map((role) => (
                  <ColorField
                    key={role}
                    label={t(`color.${role}`)}
                    value={draft.colors[role]}
                    error={err(`colors.${role}`)}
                    onChange={(v) => edit((d) => void (d.colors[role] = v))}
                  />
                ))}
              </div>
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
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={t('color.removeSwatch', { index: i + 1 })}
                      title={t('color.removeSwatch', { index: i + 1 })}
                      onClick={() => edit((d) => void d.swatches.splice(i, 1))}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
              {canEdit && draft.swatches.length < SWATCHES_MAX ? (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<Plus size={14} aria-hidden="true" />}
                  onClick={() => edit((d) => void d.swatches.push({ name: '', color: '#94a3b8' }))}
                >
                  {t('color.addSwatch')}
                </Button>
              ) : null}
            </section>

            <section className="card kit-section" aria-labelledby="kit-fonts">
              <h2 id="kit-fonts">{t('sections.fonts')}</h2>
              <div className="two-cols">
                <FontSelect
                  label={t('font.heading')}
                  value={draft.fonts.heading}
                  uploaded={fonts}
                  onChange={(ref) => edit((d) => void (d.fonts.heading = ref))}
                />
                <FontSelect
                  label={t('font.body')}
                  value={draft.fonts.body}
                  uploaded={fonts}
                  onChange={(ref) => edit((d) => void (d.fonts.body = ref))}
                />
              </div>
              <h3 className="kit-subtitle">{t('font.uploaded')}</h3>
              {fonts.length > 0 ? (
                <ul className="font-list">
                  {fonts.map((f) => (
                    <li key={f.id}>
                      <span style={{ fontFamily: `'${f.cssFamily}'` }}>{f.family}</span>
                      {canEdit ? (
                        <button
                          type="button"
                          className="icon-btn"
                          aria-label={t('font.removeFont', { family: f.family })}
                          title={t('font.removeFont', { family: f.family })}
                          onClick={() => removeFont(f)}
                        >
                          <Trash2 size={16} aria-hidden="true" />
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {canEdit ? (
                <>
                  <Button size="sm" variant="secondary" icon={<Upload size={14} aria-hidden="true" />} onClick={() => setFontDialog(true)}>
                    {t('font.upload')}
                  </Button>
                  <p className="field-hint">{t('font.uploadHint')}</p>
                </>
              ) : null}
            </section>

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
                  {TONES.map((tone) => (
                    <option key={tone} value={tone}>
                      {t(`voice.tones.${tone}`)}
                    </option>
                  ))}
                </select>
              </div>
              <Field
                label={t('voice.audience')}
                placeholder={t('voice.audiencePlaceholder')}
                value={draft.voice.audience}
                error={err('voice.audience') && tm(err('voice.audience')!)}
                onChange={(e) => edit((d) => void (d.voice.audience = e.target.value))}
              />
              <WordsField
                label={t('voice.wordsToUse')}
                hint={t('voice.wordsHint')}
                value={draft.voice.wordsToUse}
                error={err('voice.wordsToUse')}
                onChange={(w) => edit((d) => void (d.voice.wordsToUse = w))}
              />
              <WordsField
                label={t('voice.wordsToAvoid')}
                hint={t('voice.wordsHint')}
                value={draft.voice.wordsToAvoid}
                error={err('voice.wordsToAvoid')}
                onChange={(w) => edit((d) => void (d.voice.wordsToAvoid = w))}
              />
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

            <section className="card kit-section" aria-labelledby="kit-social">
              <h2 id="kit-social">{t('sections.social')}</h2>
              <Field
                label={t('social.handle')}
                placeholder={t('social.handlePlaceholder')}
                value={draft.social.handle}
                maxLength={40}
                error={err('social.handle') && tm(err('social.handle')!)}
                onChange={(e) => edit((d) => void (d.social.handle = e.target.value))}
              />
              <ImageSlot
                label={t('logo.avatar')}
                value={draft.social.avatar}
                disabled={!canEdit}
                onChange={(id) => edit((d) => void (d.social.avatar = id))}
              />
            </section>

            <section className="card kit-section" aria-labelledby="kit-caption">
              <h2 id="kit-caption">{t('sections.caption')}</h2>
              <FontSelect
                label={t('font.caption')}
                value={draft.caption.font}
                uploaded={fonts}
                onChange={(ref) => edit((d) => void (d.caption.font = ref))}
              />
              <div className="color-grid">
                {(['textColor', 'highlightColor', 'outlineColor'] as const).map((key) => (
                  <ColorField
                    key={key}
                    label={t(`caption.${key}`)}
                    value={draft.caption[key]}
                    error={err(`caption.${key}`)}
                    onChange={(v) => edit((d) => void (d.caption[key] = v))}
                  />
                ))}
              </div>
              <div className="field">
                <span className="field-label" id="kit-caption-position">
                  {t('caption.position')}
                </span>
                <div className="segmented segmented-text" role="group" aria-labelledby="kit-caption-position">
                  {CAPTION_POSITIONS.map((p) => (
                    <button
                      key={p}
                      type="button"
                      className="segmented-item"
                      aria-pressed={draft.caption.position === p}
                      onClick={() => edit((d) => void (d.caption.position = p))}
                    >
                      {t(`caption.positions.${p}`)}
                    </button>
                  ))}
                </div>
              </div>
              <Checkbox
                label={t('caption.uppercase')}
                checked={draft.caption.uppercase}
                onChange={(e) => edit((d) => void (d.caption.uppercase = e.target.checked))}
              />
            </section>
          </fieldset>

          <aside className="kit-preview-pane" aria-label={t('preview.title')}>
            <h2 className="section-title">{t('preview.title')}</h2>
            {/* Beside the preview, so the warning is in sight while a colour is being picked. */}
            <ContrastNotes draft={draft} />
            <KitPreview draft={draft} uploaded={fonts} />
          </aside>
        </div>
      </form>

      <FontUploadDialog
        org={org}
        open={fontDialog}
        onClose={() => setFontDialog(false)}
        onUploaded={(font) => toast.success(t('font.uploadedOk', { family: font.family }))}
      />
    </>
  );
}
