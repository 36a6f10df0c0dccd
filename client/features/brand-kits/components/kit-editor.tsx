import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGO_NAME_MAX } from '@src/common/contracts/logo';
import type { Locale } from '@src/common/locales';
import { paths } from '@src/common/routes';
import { useLocale } from '@client/lib/use-locale';
import { toast } from 'sonner';
import type { BrandFontView, BrandKitView } from '@src/common/contracts/brand-kits';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { useDeleteFont, useUpdateKit } from '../../../services/brand-kits';
import { useKitMedia } from '../media';
import { useKitT } from '../messages';
import { changedSections, draftOf, validate, type Draft } from '../model';
import { ContrastNotes } from './contrast-notes';
import { FontUploadDialog } from './font-upload-dialog';
import { ImageSlot } from './image-slot';
import { KitPreview } from './kit-preview';
import { CaptionSection, ColorsSection, FontsSection, VoiceSection } from './kit-sections';

/** The logo maker on its "new logo" dialog for this kit: its name as the brand's, its colours and font (the export then fills the slots). */
const logoMakerFor = (locale: Locale, kit: BrandKitView) =>
  `${paths.logoMaker(locale)}?${new URLSearchParams({ new: '1', topic: kit.name.slice(0, LOGO_NAME_MAX), kit: kit.id })}`;

interface Props {
  org: string;
  kit: BrandKitView;
  fonts: readonly BrandFontView[];
  canEdit: boolean;
}

export function KitEditor({ org, kit, fonts, canEdit }: Props) {
  const { t } = useKitT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
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
  const section = { draft, edit, err, canEdit };

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
              {canEdit ? (
                <p className="muted small">
                  <Link to={logoMakerFor(locale, kit)} data-testid="kit-make-logo">
                    {t('logo.make')}
                  </Link>{' '}
                  {t('logo.makeHint')}
                </p>
              ) : null}
            </section>

            <ColorsSection {...section} />
            <FontsSection {...section} fonts={fonts} onRemoveFont={removeFont} onUpload={() => setFontDialog(true)} />
            <VoiceSection {...section} />

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

            <CaptionSection {...section} fonts={fonts} />
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
