import { Check, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@src/common/routes';
import { Button, buttonClass } from '../../components/ui/button';
import { VerifyEmailForm } from '../../features/account/components/verify-email-form';
import { useMe } from '../../services/auth/current-user';
import { useActiveOrg } from '../../services/orgs';
import { OnboardingOrgForm } from '../../features/orgs/components/onboarding-org-form';
import { useLocale } from '../../lib/use-locale';

type Step = 'verify' | 'organization' | 'done';

/** Onboarding (spec section 4): verify email (skippable), create organization, all set. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useMe();
  const user = me.data ?? null;
  const { active } = useActiveOrg();
  const [step, setStep] = useState<Step>(user && !user.emailVerified ? 'verify' : 'organization');

  if (!user) {
    return (
      <div className="auth-wrap">
        <div className="auth-card card">
          <h1>{t('welcome.heading')}</h1>
          <p className="muted">{t('welcome.text')}</p>
          <Link className={buttonClass('primary', 'md', 'btn-block')} to={paths.signUp(locale)}>
            {t('header.signUp')}
          </Link>
        </div>
      </div>
    );
  }

  const steps: { id: Step; label: string }[] = [
    { id: 'verify', label: t('onboarding.stepVerify') },
    { id: 'organization', label: t('onboarding.stepOrganization') },
    { id: 'done', label: t('onboarding.stepDone') },
  ];
  const current = steps.findIndex((s) => s.id === step);
  return (
    <div className="auth-wrap">
      <ol className="stepper" aria-label={t('onboarding.steps')}>
        {steps.map((s, i) => (
          <li
            key={s.id}
            className={i < current ? 'done' : i === current ? 'current' : ''}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="stepper-dot">{i < current ? <Check size={14} aria-hidden="true" /> : i + 1}</span>
            <span className="stepper-label">{s.label}</span>
          </li>
        ))}
      </ol>
      <div className="auth-card card">
        {step === 'verify' ? (
          <>
            <h1>{t('verify.title')}</h1>
            <VerifyEmailForm email={user.email} onVerified={() => setStep('organization')} />
            <Button variant="secondary" className="btn-block" onClick={() => setStep('organization')}>
              {t('verify.skip')}
            </Button>
            <p className="small muted center">{t('verify.later')}</p>
          </>
        ) : step === 'organization' && active ? (
          <>
            <h1>{t('orgs.onboardingTitle')}</h1>
            <p className="muted">{t('orgs.onboardingText')}</p>
            <OnboardingOrgForm org={active} onDone={() => setStep('done')} />
          </>
        ) : (
          <div className="center">
            <PartyPopper size={40} aria-hidden="true" className="accent-icon" />
            <h1>{t('onboarding.allSet')}</h1>
            <p className="muted">{t('onboarding.allSetText')}</p>
            <Link className={buttonClass('primary', 'lg', 'btn-block')} to={paths.dashboard(locale)}>
              {t('welcome.goToDashboard')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
