import { useEffect } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FONT_EXTENSIONS, fontFamilySchema, fontPrecheck, type BrandFontView } from '@src/common/contracts/brand-kits';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { useForm } from '@client/lib/use-form';
import { useUploadFont } from '../../../services/brand-kits';
import { useKitT } from '../messages';

interface Props {
  org: string;
  open: boolean;
  onClose: () => void;
  onUploaded: (font: BrandFontView) => void;
}

const fontFormSchema = z.object({
  file: z.custom<File>((v) => v instanceof File, 'errors.font_invalid'),
  family: fontFamilySchema,
});

/** A font file and the family name people will see; the Worker checks the bytes are a font. */
export function FontUploadDialog({ org, open, onClose, onUploaded }: Props) {
  const { t } = useKitT();
  const { t: tm } = useTranslation();
  const upload = useUploadFont(org);
  const form = useForm(fontFormSchema, { file: null as unknown as File, family: '' });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ file: null as unknown as File, family: '' });
  }, [open, reset]);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const code = fontPrecheck(picked.name, picked.size);
    form.set('file', (code ? null : picked) as File);
    form.setError('file', code ? `errors.${code}` : undefined);
    if (!code && !form.values.family.trim())
      form.set(
        'family',
        picked.name
          .replace(/\.[^.]+$/, '')
          .replace(/[-_]+/g, ' ')
          .slice(0, 60),
      );
  };

  const submit = form.submit(async ({ file, family }) => {
    onUploaded(await upload.mutateAsync({ family, file }));
    onClose();
  });
  const errors = form.errors;

  return (
    <Dialog open={open} onClose={onClose} title={t('font.uploadTitle')} closeLabel={tm('common.close')}>
      <form onSubmit={submit} noValidate>
        <div className={`field${errors.file ? ' field-invalid' : ''}`}>
          <label htmlFor="font-file">{t('font.file')}</label>
          <input
            id="font-file"
            className="input"
            type="file"
            accept={FONT_EXTENSIONS.map((x) => `.${x}`).join(',')}
            onChange={(e) => pick(e.target.files?.[0])}
            aria-describedby="font-file-note"
          />
          {errors.file ? (
            <p id="font-file-note" className="field-error" role="alert">
              {tm(errors.file)}
            </p>
          ) : (
            <p id="font-file-note" className="field-hint">
              {t('font.uploadHint')}
            </p>
          )}
        </div>
        <Field label={t('font.family')} {...form.bind('family', tm)} maxLength={60} />
        <div className="dialog-footer">
          <Button variant="secondary" onClick={onClose}>
            {tm('common.cancel')}
          </Button>
          <Button type="submit" loading={form.busy}>
            {t('font.upload')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
