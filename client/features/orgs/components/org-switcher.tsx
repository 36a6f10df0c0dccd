import { Building2, Check, ChevronsUpDown, Coins, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@src/common/routes';
import { Menu } from '@client/components/ui/menu';
import { useLocale } from '@client/lib/use-locale';
import { useActiveOrg, useSwitchOrg } from '../../../services/orgs';
import { CreateOrgDialog } from './create-org-dialog';

/** The active organization and its balance in the header; switch or create from here. */
export function OrgSwitcher() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const switchTo = useSwitchOrg();
  const { orgs, active } = useActiveOrg();
  const [creating, setCreating] = useState(false);
  if (!active) return null;

  const choose = (id: string, name: string) => switchTo.mutate(id, { onSuccess: () => toast.success(t('orgs.switched', { name })) });

  return (
    <div className="org-bar">
      <Menu
        label={`${t('orgs.switcher')}: ${active.name}`}
        align="start"
        triggerClassName="org-trigger"
        trigger={
          <>
            <Building2 size={16} aria-hidden="true" />
            <span className="org-name">{active.name}</span>
            <ChevronsUpDown size={14} aria-hidden="true" />
          </>
        }
      >
        {(close) => (
          <>
            {orgs.map((org) => (
              <button
                key={org.id}
                type="button"
                role="menuitemradio"
                aria-checked={org.id === active.id}
                className="menu-item"
                onClick={() => {
                  close();
                  if (org.id !== active.id) void choose(org.id, org.name);
                }}
              >
                <span>
                  {org.name}
                  <span className="small muted"> · {t(`orgs.roles.${org.role}`)}</span>
                </span>
                {org.id === active.id ? <Check size={16} aria-hidden="true" /> : null}
              </button>
            ))}
            <button
              type="button"
              role="menuitem"
              className="menu-item menu-separated"
              onClick={() => {
                close();
                setCreating(true);
              }}
            >
              <span>{t('orgs.create')}</span>
              <Plus size={16} aria-hidden="true" />
            </button>
          </>
        )}
      </Menu>
      <Link className="credit-pill" to={paths.credits(locale)} aria-label={t('orgs.credits', { count: active.creditBalance })}>
        <Coins size={14} aria-hidden="true" />
        <span data-testid="credit-balance">{active.creditBalance.toLocaleString(i18n.language)}</span>
      </Link>
      <CreateOrgDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
