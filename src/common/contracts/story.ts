// The story project document (kind `story`). Placeholder shape while issue 22
// builds the tool; its editor replaces this schema with the real one.
import { z } from 'zod';

export const STORY_DOCUMENT_MAX_BYTES = 512 * 1024;

export const storyDocumentSchema = z.object({ schemaVersion: z.literal(1) });
export type StoryDocument = z.output<typeof storyDocumentSchema>;

/** What the projects list shows without loading the document. */
export const storySummary = (_doc: StoryDocument): Record<string, unknown> => ({});
