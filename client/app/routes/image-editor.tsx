import { useQuery } from '@tanstack/react-query';
import { Image, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Button } from '../../components/ui/button';
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
      <section className="card settings-section" aria-label={t('catalogue.imageEditorStatus')} aria-busy={status.isFetching}>
        <header>
          <span className="feature-icon">
            <Image size={20} aria-hidden="true" />
          </span>
          <div>
            <h2>{t('catalogue.imageEditorStatus')}</h2>
            <p className="muted small">{t('catalogue.imageEditorText')}</p>
          </div>
        </header>
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
              icon={<RefreshCw size={16} aria-hidden="true" />}
              loading={status.isFetching}
              onClick={() => void status.refetch()}
            >
              {t('catalogue.refresh')}
            </Button>
          </div>
        ) : (
          <Spinner label={t('app.loading')} />
        )}
      </section>
    </div>
  );
}
