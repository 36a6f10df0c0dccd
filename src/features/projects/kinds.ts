// What each kind of project brings to the one service: the schema its document
// must pass (shared with its editor), its size limit, the prefix of its ids and
// the fields its lists show without loading documents.
import {
  PROJECT_DOCUMENT_MAX_BYTES,
  PROJECT_DOCUMENT_SCHEMAS,
  type ProjectDocument,
  type ProjectKind,
} from '../../common/contracts/projects';

export interface KindSpec<K extends ProjectKind = ProjectKind> {
  idPrefix: string;
  maxBytes: number;
  parse(value: unknown): ProjectDocument<K>;
  summary(document: ProjectDocument<K>): Record<string, unknown>;
}

export const KINDS: { [K in ProjectKind]: KindSpec<K> } = {
  carousel: {
    // Carousels kept the prefix they had before the projects table.
    idPrefix: 'car',
    maxBytes: PROJECT_DOCUMENT_MAX_BYTES.carousel,
    parse: (value) => PROJECT_DOCUMENT_SCHEMAS.carousel.parse(value),
    summary: (doc) => ({ format: doc.format, slideCount: doc.slides.length, cover: { slide: doc.slides[0], brand: doc.brand } }),
  },
};

export const kindSpec = <K extends ProjectKind>(kind: K): KindSpec<K> => KINDS[kind] as KindSpec<K>;
