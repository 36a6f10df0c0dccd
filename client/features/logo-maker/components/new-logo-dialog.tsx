// A new logo: the brand's name, an optional tagline and the kit whose colours
// and heading font it starts with (the default kit, when there is one; the
// kit whose logo slots sent the user here, prefilled with its name). The
// icon starts as the first one the words suggest.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LOGO_NAME_MAX, LOGO_TAGLINE_MAX, logoDocumentSchema } from '@src/common/contracts/logo';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field, SelectField } from '@client/components/ui/field';
import { showError } from '@client/lib/errors';
import { kitSnapshot, kitsQuery } from '@client/services/brand-kits';
import type { NewProjectProps } from '@client/projects/draft-dialog';
import { useLogoT } from '../messages';
import { newLogoDocument } from '../model/document';

export function NewLogoDialog({ org, open, onClose, onCreate, topic }: NewProjectProps<'logo'>) {
  const { t } = useLogoT();
  const { t: tm } = useTranslation();
  const kits = useQuery({ ...kitsQuery(org), enabled: open && Boolean(org) });
  // From a brand kit's logo slots (`?new=1&topic=<kit name>&kit=<id>`): its name and the kit itself.
  const [search] = useSearchParams();
  const [name, setName] = useState(() => topic ?? '');
  const [tagline, setTagline] = useState('');
  const [kit, setKit] = useState<string | null>(() => search.get('kit'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosenKit = kit ?? kits.data?.find((k) => k.isDefault)?.id ?? '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = logoDocumentSchema.shape.name.safeParse(name);
    if (!check.success) return setError(tm(check.error.issues[0]!.message));
    setBusy(true);
    try {
      const snapshot = chosenKit ? await kitSnapshot(org, chosenKit) : null;
      await onCreate(check.data, newLogoDocument(check.data, tagline, snapshot));
    } catch (err) {
      showError(err, tm);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('create.title')} closeLabel={tm('common.close')}>
      <form className="logo-new" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('create.name')}
          value={name}
          maxLength={LOGO_NAME_MAX}
          autoFocus
          error={error ?? undefined}
          data-testid="logo-new-name"
          onChange={(e) => (setName(e.target.value), setError(null))}
        />
        <Field
          label={t('create.tagline')}
          value={tagline}
          maxLength={LOGO_TAGLINE_MAX}
          data-testid="logo-new-tagline"
          onChange={(e) => setTagline(e.target.value)}
        />
        <SelectField label={t('create.kit')} value={chosenKit} onChange={setKit}>
          <option value="">{t('create.noKit')}</option>
          {(kits.data ?? []).map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={busy} disabled={busy || !org}>
          {t('create.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
