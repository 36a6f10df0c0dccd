// The subtitles project document (kind `subtitles`). Placeholder shape while issue 22
// builds the tool; its editor replaces this schema with the real one.
import { z } from 'zod';

export const SUBTITLES_DOCUMENT_MAX_BYTES = 512 * 1024;

export const subtitlesDocumentSchema = z.object({ schemaVersion: z.literal(1) });
export type SubtitlesDocument = z.output<typeof subtitlesDocumentSchema>;

/** What the projects list shows without loading the document. */
export const subtitlesSummary = (_doc: SubtitlesDocument): Record<string, unknown> => ({});
