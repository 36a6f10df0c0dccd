// poc-konva: the canvas layer alone, a living demo. A template's first slide
// in the browser's memory; drag, resize and rotate; nothing is saved.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { PageSpinner } from '../../components/ui/spinner';
import { useCarouselT } from '../../features/carousel/messages';
import { useLocale } from '../../lib/use-locale';
import { useMounted } from '../../lib/use-mounted';

const Poc = lazy(() => import('../../features/carousel/components/poc'));

export function Component() {
  const { t } = useCarouselT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const mounted = useMounted();
  return (
    <div className="page">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[
          { label: tm('nav.dashboard'), to: paths.dashboard(locale) },
          { label: tm('tools.carousel.title'), to: paths.carousels(locale) },
          { label: tm('tools.carousel.pocTitle') },
        ]}
      />
      <h1 className="page-title">{tm('tools.carousel.pocTitle')}</h1>
      <p className="muted">{t('poc.hint')}</p>
      {mounted ? (
        <Suspense fallback={<PageSpinner label={tm('app.loading')} />}>
          <Poc />
        </Suspense>
      ) : (
        <PageSpinner label={tm('app.loading')} />
      )}
    </div>
  );
}
