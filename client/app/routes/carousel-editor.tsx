// The carousel editor page: loads the project, then the editor (Konva, its own
// chunk, drawn in the browser only). The page composes the media library's
// picker for image elements.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, GalleryHorizontal, Upload } from 'lucide-react';
import { MEDIA_RULES, assetContentPath } from '../../../src/common/contracts/media';
import { paths } from '../../../src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageSpinner } from '../../components/ui/spinner';
import * as api from '../../features/carousel/api';
import { useCarouselT } from '../../features/carousel/messages';
import * as lib from '../../features/library/api/library';
import { UploadQueue } from '../../features/library/components/upload-queue';
import type { AddOptions } from '../../features/library/upload/uploads-store';
import { sendFiles } from '../../features/library/upload/send';
import { useActiveOrg } from '../../features/orgs/api/orgs';
import { useLocale } from '../../lib/use-locale';

const CarouselEditor = lazy(() => import('../../features/carousel/components/editor').then((m) => ({ default: m.CarouselEditor })));

/** The library's images to pick from, or a new upload: resolves to an asset id, or null. */
function useImagePicker(org: string) {
  const { t } = useTranslation();
  const { t: tc } = useCarouselT();
  const [open, setOpen] = useState(false);
  const resolver = useRef<((id: string | null) => void) | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  // Progress and refusals of an upload started here show in the dialog, as on the library page.
  const opts: AddOptions = { org, folderId: null, onDone: () => void client.invalidateQueries({ queryKey: lib.libraryKey(org) }) };
  const images = useQuery({ ...lib.assetsQuery(org, { kind: 'image' }), enabled: open && Boolean(org) });
  const finish = (id: string | null) => {
    resolver.current?.(id);
    resolver.current = null;
    setOpen(false);
  };
  const pick = useCallback(() => new Promise<string | null>((resolve) => ((resolver.current = resolve), setOpen(true))), []);
  const dialog = (
    <Dialog open={open} onClose={() => finish(null)} title={tc('editor.chooseImage')} closeLabel={t('common.close')}>
      <input
        ref={input}
        type="file"
        hidden
        accept={[...MEDIA_RULES.image.types, '.svg'].join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          void sendFiles([file], { ...opts, onDone: (asset) => (opts.onDone(asset), finish(asset.id)) }, t);
        }}
      />
      <Button variant="secondary" size="sm" icon={<Upload size={14} aria-hidden="true" />} onClick={() => input.current?.click()}>
        {t('library.upload')}
      </Button>
      <UploadQueue opts={opts} />
      {images.isPending ? (
        <PageSpinner label={t('library.loading')} />
      ) : (images.data ?? []).length === 0 ? (
        <p className="muted">{t('library.empty')}</p>
      ) : (
        <ul className="image-picker">
          {(images.data ?? []).map((a) => (
            <li key={a.id}>
              <button type="button" onClick={() => finish(a.id)} title={a.name}>
                <img src={a.hasThumbnail ? lib.thumbnailUrl(org, a.id) : assetContentPath(org, a.id)} alt="" loading="lazy" />
                <span>{a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
  return { pick, dialog };
}

export function Component() {
  const { t } = useCarouselT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { projectId = '' } = useParams();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const project = useQuery({ ...api.projectQuery(org, projectId), enabled: Boolean(org && projectId) });
  const picker = useImagePicker(org);
  const imageUrl = useCallback((id: string) => assetContentPath(org, id), [org]);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <div className="page carousel-editor-page">
      <Breadcrumb label={tm('nav.breadcrumb')} items={[{ label: tm('nav.dashboard'), to: paths.dashboard(locale) }, { label: tm('tools.carousel.title'), to: paths.carousels(locale) }, { label: project.data?.name ?? tm('tools.carousel.editorTitle') }]} />
      <Link to={paths.carousels(locale)} className="back-link">
        <ArrowLeft size={16} aria-hidden="true" /> {t('editor.back')}
      </Link>
      <h1 className="sr-only">{project.data?.name ?? tm('tools.carousel.editorTitle')}</h1>
      {project.isError ? (
        <div className="empty-state">
          <GalleryHorizontal size={28} aria-hidden="true" />
          <h2>{t('editor.notFound')}</h2>
          <Link className="btn btn-secondary btn-md" to={paths.carousels(locale)}>
            {t('editor.back')}
          </Link>
        </div>
      ) : !mounted || !project.data ? (
        <PageSpinner label={t('editor.loading')} />
      ) : (
        <Suspense fallback={<PageSpinner label={t('editor.loading')} />}>
          <CarouselEditor key={project.data.id} org={org} project={project.data} imageUrl={imageUrl} pickImage={picker.pick} />
        </Suspense>
      )}
      {picker.dialog}
    </div>
  );
}
