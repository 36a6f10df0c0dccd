import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@src/common/routes';
import { useLocale } from '@client/lib/use-locale';

/** The card every auth screen sits in, with the legal notice under it. */
export function AuthLayout({
  heading,
  subtitle,
  children,
  footer,
}: {
  heading: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="auth-wrap">
      <div className="auth-card card">
        <h1>{heading}</h1>
        {subtitle ? <p className="muted">{subtitle}</p> : null}
        {children}
        {footer ? <div className="auth-footer">{footer}</div> : null}
      </div>
      <p className="auth-legal small muted">
        {t('auth.legalNotice')} <Link to={paths.terms(locale)}>{t('legal.terms.title')}</Link> {t('auth.and')}{' '}
        <Link to={paths.privacy(locale)}>{t('legal.privacy.title')}</Link>.
      </p>
    </div>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="divider" role="separator">
      <span>{label}</span>
    </div>
  );
}

/** A form-level error (the identity service's answer), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="form-alert" role="alert">
      {message}
    </div>
  );
}
