// The Auth Emulator's stand-in for Google's account chooser (development and tests only): the
// sign-in button and the account page's "link Google" both open it, so it is shared UI.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';

const ACCOUNTS_KEY = 'palco.emulatorGoogleAccounts';

export interface TestGoogleAccount {
  email: string;
  name: string;
}

function savedAccounts(): TestGoogleAccount[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(ACCOUNTS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as TestGoogleAccount[]).filter((a) => typeof a?.email === 'string').slice(0, 5) : [];
  } catch {
    return [];
  }
}

export function rememberAccount(account: TestGoogleAccount): void {
  const others = savedAccounts().filter((a) => a.email !== account.email);
  localStorage.setItem(ACCOUNTS_KEY, JSON.stringify([account, ...others].slice(0, 5)));
}

/** The claims the Auth Emulator accepts as a Google ID token (JSON, unsigned). */
export function emulatorGoogleClaims(account: TestGoogleAccount): string {
  const email = account.email.trim().toLowerCase();
  return JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name: account.name.trim() || undefined });
}

/**
 * Emulator mode only (offline): Google's account chooser cannot load, so pick
 * a test Google account used before, or make one up.
 */
export function GoogleAccountDialog({
  open,
  busy,
  onClose,
  onPick,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onPick: (account: TestGoogleAccount) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const accounts = open ? savedAccounts() : [];

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setEmailError(t('validation.emailInvalid'));
      return;
    }
    onPick({ email: email.trim(), name: name.trim() });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('auth.google.emulatorTitle')}
      description={t('auth.google.emulatorText')}
      closeLabel={t('common.close')}
    >
      {accounts.length > 0 ? (
        <div className="account-list" role="group" aria-label={t('auth.google.previous')}>
          <p className="small muted">{t('auth.google.previous')}</p>
          {accounts.map((a) => (
            <button key={a.email} type="button" className="account-choice" disabled={busy} onClick={() => onPick(a)}>
              <span className="avatar" aria-hidden="true">
                {(a.name || a.email).charAt(0).toUpperCase()}
              </span>
              <span>
                <strong>{a.name || a.email}</strong>
                <span className="small muted">{a.email}</span>
              </span>
            </button>
          ))}
        </div>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Field label={t('auth.google.name')} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={100} />
        <Field
          label={t('auth.google.email')}
          type="email"
          value={email}
          error={emailError}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(undefined);
          }}
          autoComplete="email"
        />
        <Button type="submit" className="btn-block" loading={busy}>
          {t('auth.google.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
