import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../src/common/contracts/auth';
import { Menu } from '../ui/menu';

export function AccountMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const initial = (user.displayName || user.email).trim().charAt(0).toUpperCase();
  return (
    <Menu label={t('header.account')} triggerClassName="avatar-btn" trigger={<span className="avatar" aria-hidden="true">{initial}</span>}>
      {(close) => (
        <>
          <div className="menu-header">
            <UserRound size={16} aria-hidden="true" />
            <div>
              {user.displayName ? <strong>{user.displayName}</strong> : null}
              <span className="muted small">{t('header.signedInAs', { email: user.email })}</span>
            </div>
          </div>
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
