// Placeholder while the tool is built (issue 22); the tool's own page replaces it.
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="page narrow" data-testid="tool-in-progress">
      {t('nav.tools')}
    </div>
  );
}
