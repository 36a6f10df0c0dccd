import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useThemeChoice } from '../../lib/use-theme';
import type { ThemeChoice } from '../../lib/theme';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Three-way segmented control: light, dark, system. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [choice, setChoice] = useThemeChoice();
  const names: Record<ThemeChoice, string> = {
    light: t('header.themeLight'),
    dark: t('header.themeDark'),
    system: t('header.themeSystem'),
  };
  return (
    <div className="segmented" role="group" aria-label={t('header.theme')}>
      {(Object.keys(ICONS) as ThemeChoice[]).map((value) => {
        const Icon = ICONS[value];
        return (
          <button
            key={value}
            type="button"
            className="segmented-item"
            aria-pressed={choice === value}
            aria-label={names[value]}
            title={names[value]}
            data-theme-option={value}
            onClick={() => setChoice(value)}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
