import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@src/common/routes';
import { Button } from '../../components/ui/button';
import { useAcceptInvitation } from '../../services/orgs';
import { useLocale } from '../../lib/use-locale';

/** The link from the invitation email: a signed-in user with that email accepts. */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const locale = useLocale();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: () => {
        toast.success(t('orgs.accepted'));
        navigate(paths.dashboard(locale));
      },
    });
  return (
    <div className="auth-wrap">
      <div className="auth-card card center">
        <Users size={36} aria-hidden="true" className="accent-icon" />
        <h1>{t('orgs.acceptTitle')}</h1>
        <p className="muted">{t('orgs.acceptText')}</p>
        <Button className="btn-block" size="lg" loading={accept.isPending} onClick={onAccept}>
          {t('orgs.accept')}
        </Button>
      </div>
    </div>
  );
}
