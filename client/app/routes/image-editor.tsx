// The image editor's projects (issue 34): each card its size in pixels and a
// thumbnail of its source; new from the computer, the library or a blank
// canvas. The status the specification describes (section 2) stays in the
// header: planned or ready, when it was checked, and a refresh.
import { useQuery } from '@tanstack/react-query';
import { Image, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { assetContentPath } from '@src/common/contracts/media';
import { Button } from '@client/components/ui/button';
import { imageEditorStatusQuery } from '@client/features/dashboard/api/image-editor-status';
import { useMediaPicker } from '@client/features/library/components/media-picker';
import { NewImageDialog } from '@client/features/image-editor/components/new-image-dialog';
import { useImageT } from '@client/features/image-editor/messages';
import { ProjectsPage, useProjectsPage } from '@client/projects/projects-page';

export function Component() {
  const { t } = useImageT();
  const page = useProjectsPage('image', t);
  const picker = useMediaPicker(page.org, 'image', t('create.pickTitle'));
  return (
    <>
      <ProjectsPage
        page={page}
        emptyTestId="images-empty"
        coverClassName="img-cover"
        headerStatus={<ImageEditorStatus />}
        cover={(p) =>
          p.summary.source.type === 'asset' ? (
            <img src={assetContentPath(page.org, p.summary.source.assetId)} alt="" loading="lazy" />
          ) : (
            <span
              className="img-cover-blank"
              style={{ background: p.summary.source.color, aspectRatio: `${p.summary.width} / ${p.summary.height}` }}
            />
          )
        }
        card={(p) => ({ width: p.summary.width, height: p.summary.height })}
        newProject={
          <NewImageDialog org={page.org} open={page.newOpen} onClose={page.closeNew} onCreate={page.create} pickFromLibrary={picker.pick} />
        }
      />
      {picker.dialog}
    </>
  );
}

function ImageEditorStatus() {
  const { t, i18n } = useTranslation();
  const status = useQuery(imageEditorStatusQuery());
  if (!status.data) return null;
  return (
    <p className="img-status" aria-busy={status.isFetching}>
      <Image size={14} aria-hidden="true" />
      <span className="muted small">{t('catalogue.imageEditorStatus')}:</span>
      <span className={`badge ${status.data.status === 'ready' ? 'badge-success' : 'badge-warning'}`} data-testid="image-editor-status">
        {t(`catalogue.${status.data.status}`)}
      </span>
      <span className="muted small" data-testid="image-editor-checked">
        {t('catalogue.lastChecked', {
          time: new Date(status.data.checkedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }),
        })}
      </span>
      <Button variant="ghost" size="sm" icon={RefreshCw} iconSize={14} loading={status.isFetching} onClick={() => void status.refetch()}>
        {t('catalogue.refresh')}
      </Button>
    </p>
  );
}
