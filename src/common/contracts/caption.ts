// The caption project document (kind `caption`). Placeholder shape while issue 22
// builds the tool; its editor replaces this schema with the real one.
import { z } from 'zod';

export const CAPTION_DOCUMENT_MAX_BYTES = 512 * 1024;

export const captionDocumentSchema = z.object({ schemaVersion: z.literal(1) });
export type CaptionDocument = z.output<typeof captionDocumentSchema>;

/** What the projects list shows without loading the document. */
export const captionSummary = (_doc: CaptionDocument): Record<string, unknown> => ({});
