// A new password, with the rules it must meet, and the same password typed
// again: what signing up and resetting a forgotten password both ask for.
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@client/components/ui/field';

/** What a form's `bind(key, t)` gives a field: name, value, change handler and error. */
type Bound = Pick<ComponentProps<typeof Field>, 'name' | 'value' | 'onChange' | 'error'>;

export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirm,
}: {
  label: string;
  confirmLabel: string;
  password: Bound;
  confirm: Bound;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={label} type="password" autoComplete="new-password" hint={t('auth.fields.passwordHint')} {...password} />
      <Field label={confirmLabel} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
