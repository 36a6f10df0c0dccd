import { LogOut, Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@src/common/routes';
import { useLocale } from '../../lib/use-locale';
import type { CurrentUser } from '@src/common/contracts/auth';
import { Menu } from '../ui/menu';

export function AccountMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const initial = (user.displayName || user.email).trim().charAt(0).toUpperCase();
  return (
    <Menu
      label={t('header.account')}
      triggerClassName="avatar-btn"
      trigger={
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
      }
    >
      {(close) => (
        <>
          <div className="menu-header">
            <UserRound size={16} aria-hidden="true" />
            <div>
              {user.displayName ? <strong>{user.displayName}</strong> : null}
              <span className="muted small">{t('header.signedInAs', { email: user.email })}</span>
            </div>
          </div>
          <Link role="menuitem" className="menu-item" to={paths.accountSettings(locale)} onClick={close}>
            <Settings size={16} aria-hidden="true" />
            <span>{t('settings.menu')}</span>
          </Link>
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            data-testid="sign-out"
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            <LogOut size={16} aria-hidden="true" />
            <span>{t('header.signOut')}</span>
          </button>
        </>
      )}
    </Menu>
  );
}
