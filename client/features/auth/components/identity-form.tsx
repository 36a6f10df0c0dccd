import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import type { IdentityUser } from '../session-machine';
import type { useSignInFlow } from '../hooks/use-sign-in-flow';
import { AuthLayout, Divider, FormAlert } from './auth-layout';
import { GoogleButton } from './google-button';

/**
 * The sign-in and sign-up screens' card: Google first, then the email form with
 * the identity service's error and a submit button that says when the session is
 * being created, and a link to the other screen under it. The fields are the screen's.
 */
export function IdentityForm({
  flow,
  heading,
  subtitle,
  other,
  onGoogle,
  onSubmit,
  submit,
  children,
}: {
  flow: ReturnType<typeof useSignInFlow>;
  heading: string;
  subtitle: string;
  /** The footer's question and its link to the other screen. */
  other: { question: string; link: string; to: string };
  onGoogle: (user: IdentityUser) => Promise<void>;
  onSubmit: (e: FormEvent) => void;
  submit: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AuthLayout
      heading={heading}
      subtitle={subtitle}
      footer={
        <>
          {other.question} <Link to={other.to}>{other.link}</Link>
        </>
      }
    >
      <GoogleButton disabled={flow.busy || flow.creating} onSignedIn={onGoogle} onError={flow.identityError.report} />
      <Divider label={t('auth.or')} />
      <form onSubmit={onSubmit} noValidate>
        <FormAlert message={flow.identityError.message} />
        {children}
        <Button type="submit" className="btn-block" size="lg" loading={flow.busy || flow.creating}>
          {flow.creating ? t('auth.creatingSession') : submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
