import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_EXTENSIONS, fontFamilySchema, fontPrecheck, type BrandFontView } from '../../../../src/common/contracts/brand-kits';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { useBusy } from '../../../lib/use-busy';
import { uploadFont } from '../api';
import { useKitT } from '../messages';

interface Props {
  org: string;
  open: boolean;
  onClose: () => void;
  onUploaded: (font: BrandFontView) => void;
}

/** A font file and the family name people will see; the Worker checks the bytes are a font. */
export function FontUploadDialog({ org, open, onClose, onUploaded }: Props) {
  const { t } = useKitT();
  const { t: tm } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [family, setFamily] = useState('');
  const [errors, setErrors] = useState<{ file?: string; family?: string }>({});
  const [busy, run] = useBusy(tm);
  useEffect(() => {
    if (open) {
      setFile(null);
      setFamily('');
      setErrors({});
    }
  }, [open]);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const code = fontPrecheck(picked.name, picked.size);
    setErrors((e) => ({ ...e, file: code ? `errors.${code}` : undefined }));
    setFile(code ? null : picked);
    if (!code && !family.trim()) setFamily(picked.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').slice(0, 60));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const name = fontFamilySchema.safeParse(family);
    const next = { file: file ? undefined : (errors.file ?? 'errors.font_invalid'), family: name.success ? undefined : name.error.issues[0]?.message };
    setErrors(next);
    if (!file || !name.success) return;
    await run(async () => {
      onUploaded(await uploadFont(org, name.data, file));
      onClose();
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('font.uploadTitle')} closeLabel={tm('common.close')}>
      <form onSubmit={submit} noValidate>
        <div className={`field${errors.file ? ' field-invalid' : ''}`}>
          <label htmlFor="font-file">{t('font.file')}</label>
          <input id="font-file" className="input" type="file" accept={FONT_EXTENSIONS.map((x) => `.${x}`).join(',')} onChange={(e) => pick(e.target.files?.[0])} aria-describedby="font-file-note" />
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
        <Field label={t('font.family')} value={family} maxLength={60} error={errors.family ? tm(errors.family) : undefined} onChange={(e) => setFamily(e.target.value)} />
        <div className="dialog-footer">
          <Button variant="secondary" onClick={onClose}>
            {tm('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('font.upload')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
