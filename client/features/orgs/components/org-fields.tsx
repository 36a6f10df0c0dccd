import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slugify } from '@src/common/contracts/orgs';
import { Field } from '@client/components/ui/field';

interface OrgForm {
  values: { name: string; slug: string };
  errors: Partial<Record<'name' | 'slug', string>>;
  set: (key: 'name' | 'slug', value: string) => void;
}

/** Name and slug; the slug follows the name until the user edits it. */
export function OrgFields({ form, followName = true }: { form: OrgForm; followName?: boolean }) {
  const { t } = useTranslation();
  const [slugTouched, setSlugTouched] = useState(!followName);
  return (
    <>
      <Field
        label={t('orgs.name')}
        name="orgName"
        value={form.values.name}
        maxLength={80}
        error={form.errors.name && t(form.errors.name)}
        onChange={(e) => {
          form.set('name', e.target.value);
          if (!slugTouched) form.set('slug', slugify(e.target.value));
        }}
      />
      <Field
        label={t('orgs.slug')}
        name="orgSlug"
        hint={t('orgs.slugHint')}
        value={form.values.slug}
        error={form.errors.slug && t(form.errors.slug)}
        onChange={(e) => {
          setSlugTouched(true);
          form.set('slug', e.target.value);
        }}
      />
    </>
  );
}
