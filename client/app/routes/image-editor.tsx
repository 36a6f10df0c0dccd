import { useQuery } from '@tanstack/react-query';
import { Image, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Button } from '../../components/ui/button';
import { SettingsSection } from '../../components/ui/settings-section';
import { Spinner } from '../../components/ui/spinner';
import { imageEditorStatusQuery } from '../../features/dashboard/api/image-editor-status';
import { useLocale } from '../../lib/use-locale';

/** The image editor placeholder (spec section 2): its status, when it was checked, and a refresh. */
export function Component() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const status = useQuery(imageEditorStatusQuery());
  const title = t('catalogue.image_editor.name');
  return (
    <div className="page narrow">
      <Breadcrumb
        label={t('nav.breadcrumb')}
        items={[{ label: t('nav.dashboard'), to: paths.dashboard(locale) }, { label: t('nav.tools') }, { label: title }]}
      />
      <h1 className="page-title">{title}</h1>
      <SettingsSection
        icon={Image}
        title={t('catalogue.imageEditorStatus')}
        text={t('catalogue.imageEditorText')}
        aria-busy={status.isFetching}
      >
        {status.data ? (
          <div className="settings-row">
            <span>
              <span
                className={`badge ${status.data.status === 'ready' ? 'badge-success' : 'badge-warning'}`}
                data-testid="image-editor-status"
              >
                {t(`catalogue.${status.data.status}`)}
              </span>{' '}
              <span className="muted small" data-testid="image-editor-checked">
                {t('catalogue.lastChecked', {
                  time: new Date(status.data.checkedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }),
                })}
              </span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              icon={RefreshCw}
              iconSize={16}
              loading={status.isFetching}
              onClick={() => void status.refetch()}
            >
              {t('catalogue.refresh')}
            </Button>
          </div>
        ) : (
          <Spinner label={t('app.loading')} />
        )}
      </SettingsSection>
    </div>
  );
}
