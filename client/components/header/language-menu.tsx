import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_STORAGE_KEY, LOCALES, switchLocalePath, type Locale } from '@src/common/locales';
import { loadForSwitch } from '../../lib/i18n';
import { useLocale } from '../../lib/use-locale';
import { Menu } from '../ui/menu';

/** Switches language in place: same page, other locale segment, no reload. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = async (to: Locale) => {
    if (to === locale) return;
    await loadForSwitch(i18n, to);
    document.cookie = `${LOCALE_COOKIE}=${to}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, to);
    } catch {
      // Storage may be off; the cookie and the path still carry the choice.
    }
    await i18n.changeLanguage(to);
    // The text is in the new language from this moment; <html lang> must not lag
    // behind it until the route effect runs after the navigation.
    document.documentElement.lang = to;
    navigate(switchLocalePath(location.pathname + location.search, to) + location.hash);
  };

  return (
    <Menu
      label={`${t('header.language')}: ${locale === 'pt-BR' ? 'PT' : 'EN'}`}
      triggerClassName="btn btn-ghost btn-sm"
      trigger={
        <>
          <Languages size={16} aria-hidden="true" />
          <span className="lang-code">{locale === 'pt-BR' ? 'PT' : 'EN'}</span>
        </>
      }
    >
      {(close) =>
        LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            role="menuitemradio"
            aria-checked={l === locale}
            lang={l}
            className="menu-item"
            onClick={() => {
              close();
              void choose(l);
            }}
          >
            <span>{t(`languages.${l}`)}</span>
            {l === locale ? <Check size={16} aria-hidden="true" /> : null}
          </button>
        ))
      }
    </Menu>
  );
}
