// The brand kit a project is made with, read from its document: each kind names
// it in its own place (a kit id, or the snapshot of the kit a carousel or story
// was styled with). Kept in `projects.brand_kit_id` at each save (migration 0023)
// for the project manager's "brand kit" filter. Images and captions name none.
import type { ProjectDocument, ProjectKind } from '../../common/contracts/projects';

const KIT_OF: { [K in ProjectKind]: (doc: ProjectDocument<K>) => string | null } = {
  clip: (doc) => doc.brandKitId,
  video: (doc) => doc.brandKitId,
  subtitles: (doc) => doc.brandKitId,
  script: (doc) => doc.brandKitId,
  logo: (doc) => doc.kitId,
  carousel: (doc) => doc.brand?.kitId ?? null,
  story: (doc) => doc.brand?.kitId ?? null,
  image: () => null,
  caption: () => null,
};

export const kitOf = <K extends ProjectKind>(kind: K, doc: ProjectDocument<K>): string | null =>
  (KIT_OF[kind] as (d: ProjectDocument<K>) => string | null)(doc) ?? null;
