// What each kind of project brings to the one service: the schema its document
// must pass (shared with its editor), its size limit, the prefix of its ids,
// the fields its lists show without loading documents, and the checks of the
// ids it refers to outside itself (another organization's asset is refused).
import {
  PROJECT_DOCUMENT_MAX_BYTES,
  PROJECT_DOCUMENT_SCHEMAS,
  type ProjectDocument,
  type ProjectKind,
} from '../../common/contracts/projects';
import { clipSummary } from '../../common/contracts/clip';
import { videoSummary } from '../../common/contracts/video';
import { subtitlesSummary } from '../../common/contracts/subtitles';
import { scriptSummary } from '../../common/contracts/script';
import { storyAssetIds, storySummary } from '../../common/contracts/story';
import { captionSummary } from '../../common/contracts/caption';
import { imageAssetIds, imageLayerAssetIds, imageSummary } from '../../common/contracts/image';
import { logoSummary } from '../../common/contracts/logo';
import { carouselAssetIds, carouselSummary } from '../../common/contracts/carousel';
import type { Db } from '../../db/client';
import { ApiError } from '../../common/api-error';
import { assetKinds, requireAsset, requireAssets } from '../media/assets';
import { uploadState } from '../media/uploads';
import type { OrgAccess } from '../orgs/access';

export interface KindSpec<K extends ProjectKind = ProjectKind> {
  idPrefix: string;
  maxBytes: number;
  parse(value: unknown): ProjectDocument<K>;
  summary(document: ProjectDocument<K>): Record<string, unknown>;
  /** Throws a domain error when the document names something the organization does not have. */
  checkReferences?(db: Db, access: OrgAccess, document: ProjectDocument<K>): Promise<void>;
}

/** The part every kind shares: its id prefix, and the size limit and schema its kind declares. */
function kind<K extends ProjectKind>(
  k: K,
  idPrefix: string,
  summary: KindSpec<K>['summary'],
  checkReferences?: KindSpec<K>['checkReferences'],
): KindSpec<K> {
  const schema = PROJECT_DOCUMENT_SCHEMAS[k];
  return {
    idPrefix,
    maxBytes: PROJECT_DOCUMENT_MAX_BYTES[k],
    parse: (value) => schema.parse(value) as ProjectDocument<K>,
    summary,
    ...(checkReferences ? { checkReferences } : {}),
  };
}

export const KINDS: { [K in ProjectKind]: KindSpec<K> } = {
  // Carousels kept the prefix they had before the projects table.
  // Every image a slide draws is one of this organization's library images.
  carousel: kind('carousel', 'car', carouselSummary, (db, access, doc) =>
    requireAssets(db, access, carouselAssetIds(doc), 'carousel_image_not_found', 'image'),
  ),
  clip: kind('clip', 'clp', clipSummary, async (db, access, doc) => {
    // The source must be a video of this organization's library (or a video upload of it still
    // going); the same error for one that is not a video, or one cancelled.
    const { assetId, uploadId } = doc.source;
    if (assetId !== null) {
      const asset = await requireAsset(db, access, assetId).catch(() => null);
      if (!asset || asset.kind !== 'video') throw new ApiError('source_asset_not_found');
      return;
    }
    const upload = uploadId ? await uploadState(db, access, uploadId).catch(() => null) : null;
    if (!upload || upload.status === 'aborted' || upload.kind !== 'video') throw new ApiError('source_asset_not_found');
  }),
  video: kind('video', 'vid', videoSummary, async (db, access, doc) => {
    // Every file on the timeline is this organization's, and of the kind its item plays (a video's sound for audio).
    const wanted = new Map<string, 'video' | 'image'>();
    for (const item of doc.tracks.flatMap((t) => t.items))
      if (item.kind !== 'text' && item.kind !== 'captions') wanted.set(item.assetId, item.kind === 'image' ? 'image' : 'video');
    const found = await assetKinds(db, access, [...wanted.keys()]);
    for (const [id, kind] of wanted) if (found.get(id) !== kind) throw new ApiError('timeline_asset_not_found');
  }),
  subtitles: kind('subtitles', 'sub', subtitlesSummary, async (db, access, doc) => {
    // The subtitled video is one of this organization's library videos.
    await requireAssets(db, access, [doc.source.assetId], 'source_asset_not_found', 'video');
  }),
  script: kind('script', 'scr', scriptSummary),
  // Every image a screen draws is one of this organization's library images.
  story: kind('story', 'sty', storySummary, (db, access, doc) =>
    requireAssets(db, access, storyAssetIds(doc), 'story_image_not_found', 'image'),
  ),
  caption: kind('caption', 'cap', captionSummary),
  // The source, when it is not a blank canvas, and every image layer are this organization's library images.
  image: kind('image', 'img', imageSummary, async (db, access, doc) => {
    await requireAssets(db, access, imageAssetIds(doc), 'image_source_not_found', 'image');
    await requireAssets(db, access, imageLayerAssetIds(doc), 'image_layer_not_found', 'image');
  }),
  // A logo names nothing outside itself: its colours and font are copies, its icon a name of the set.
  logo: kind('logo', 'lgo', logoSummary),
};

export const kindSpec = <K extends ProjectKind>(kind: K): KindSpec<K> => KINDS[kind] as KindSpec<K>;

/** The kind an id was made for (its prefix), or null: the id alone says how large a save may be. */
export function kindOfId(id: string): ProjectKind | null {
  const prefix = id.split('_')[0];
  return (Object.keys(KINDS) as ProjectKind[]).find((k) => KINDS[k].idPrefix === prefix) ?? null;
}
