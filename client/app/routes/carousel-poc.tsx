// poc-konva: the canvas layer alone, a living demo. A template's first slide
// in the browser's memory; drag, resize and rotate; nothing is saved.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@client/components/ui/spinner';
import { useCarouselT } from '@client/features/carousel/messages';
import { useMounted } from '@client/lib/use-mounted';
import { ToolBreadcrumb } from '@client/projects/editor-page';

const Poc = lazy(() => import('@client/features/carousel/components/poc'));

export function Component() {
  const { t } = useCarouselT();
  const { t: tm } = useTranslation();
  const mounted = useMounted();
  const spinner = <PageSpinner label={tm('app.loading')} />;
  return (
    <div className="page">
      <ToolBreadcrumb kind="carousel" current={tm('tools.carousel.pocTitle')} />
      <h1 className="page-title">{tm('tools.carousel.pocTitle')}</h1>
      <p className="muted">{t('poc.hint')}</p>
      {mounted ? (
        <Suspense fallback={spinner}>
          <Poc />
        </Suspense>
      ) : (
        spinner
      )}
    </div>
  );
}
