// The auto subtitles projects: cover, duration, cue count, languages and date;
// new (a library video, or one uploaded in the picker), rename, duplicate,
// delete, search and sort; an empty state that says what the tool does.
import { useTranslation } from 'react-i18next';
import { Captions } from 'lucide-react';
import type { AssetView } from '@src/common/contracts/media';
import { assetContentPath } from '@src/common/contracts/media';
import { newSubtitlesDocument } from '@src/common/contracts/subtitles';
import { MediaPicker } from '@client/features/library/components/media-picker';
import { useSubtitlesT } from '@client/features/subtitles/messages';
import { formatDate, formatDuration } from '@client/lib/format';
import { showError } from '@client/lib/errors';
import { mediaClient } from '@client/media/client';
import { ThumbnailCover } from '@client/projects/covers';
import { ProjectsPage, useProjectsPage } from '@client/projects/projects-page';

/** A video's length and size: from the library when it knows them, else read from the file's header by the media worker. */
async function videoFacts(org: string, asset: AssetView) {
  if (asset.durationMs && asset.width && asset.height) return { durationMs: asset.durationMs, width: asset.width, height: asset.height };
  const info = await mediaClient().run('inspect', { source: { url: assetContentPath(org, asset.id) } });
  return {
    durationMs: Math.max(1, Math.round(info.durationMs)),
    width: info.video?.width ?? asset.width ?? 1080,
    height: info.video?.height ?? asset.height ?? 1920,
  };
}

export function Component() {
  const { t, i18n } = useSubtitlesT();
  const { t: tm } = useTranslation();
  const page = useProjectsPage('subtitles', t);
  const { org } = page;

  const start = async (asset: AssetView) => {
    try {
      const facts = await videoFacts(org, asset);
      await page.create(
        asset.name.replace(/\.[^.]+$/, '').slice(0, 100) || t('newProject'),
        newSubtitlesDocument({ assetId: asset.id, name: asset.name.slice(0, 255), ...facts }),
      );
    } catch (error) {
      showError(error, tm);
    }
  };

  return (
    <ProjectsPage
      page={page}
      className="subtitles-projects"
      emptyIcon={<Captions size={28} aria-hidden="true" />}
      emptyTestId="subtitles-empty"
      coverClassName="clip-cover"
      spinWhileCreating
      cover={(p) => <ThumbnailCover org={org} assetId={p.summary.sourceAssetId} icon={<Captions size={28} aria-hidden="true" />} />}
      facts={(p) => (
        <>
          <span className="muted small">
            {t('card', {
              duration: formatDuration(p.summary.durationMs),
              cues: p.summary.cueCount ? t('cueCount', { count: p.summary.cueCount }) : t('noCues'),
              date: formatDate(p.updatedAt, i18n.language),
            })}
          </span>
          {p.summary.languages.length ? (
            <span className="st-langs">
              {p.summary.languages.map((l) => (
                <span key={l} className="badge">
                  {l.toUpperCase()}
                </span>
              ))}
            </span>
          ) : null}
        </>
      )}
      newProject={
        <MediaPicker
          org={org}
          open={page.newOpen}
          kind="video"
          title={t('pickTitle')}
          emptyText={t('pickEmpty')}
          onClose={page.closeNew}
          onPick={(asset) => {
            page.closeNew();
            void start(asset);
          }}
        />
      }
    />
  );
}
