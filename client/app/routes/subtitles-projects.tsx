// The auto subtitles projects: cover, duration, cue count, languages and date;
// new (a library video, or one uploaded in the picker), rename, duplicate,
// delete, search and sort; an empty state that says what the tool does.
import { useTranslation } from 'react-i18next';
import { Captions } from 'lucide-react';
import type { AssetView } from '@src/common/contracts/media';
import { assetContentPath } from '@src/common/contracts/media';
import { newSubtitlesDocument } from '@src/common/contracts/subtitles';
import { useSubtitlesT } from '@client/features/subtitles/messages';
import { formatDuration } from '@client/lib/format';
import { showError } from '@client/lib/errors';
import { mediaClient } from '@client/media/client';
import { ThumbnailCover } from '@client/projects/covers';
import { NewFromVideo, ProjectsPage, useProjectsPage } from '@client/projects/projects-page';

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
  const { t } = useSubtitlesT();
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
      emptyTestId="subtitles-empty"
      coverClassName="clip-cover"
      spinWhileCreating
      cover={(p) => <ThumbnailCover org={org} assetId={p.summary.sourceAssetId} icon={<Captions size={28} aria-hidden="true" />} />}
      card={(p) => ({
        duration: formatDuration(p.summary.durationMs),
        cues: p.summary.cueCount ? t('cueCount', { count: p.summary.cueCount }) : t('noCues'),
      })}
      facts={(p) =>
        p.summary.languages.length ? (
          <span className="st-langs">
            {p.summary.languages.map((l) => (
              <span key={l} className="badge">
                {l.toUpperCase()}
              </span>
            ))}
          </span>
        ) : null
      }
      newProject={<NewFromVideo page={page} onPick={(asset) => void start(asset)} />}
    />
  );
}
