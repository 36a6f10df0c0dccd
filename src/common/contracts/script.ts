// The script project document (kind `script`). Placeholder shape while issue 22
// builds the tool; its editor replaces this schema with the real one.
import { z } from 'zod';

export const SCRIPT_DOCUMENT_MAX_BYTES = 512 * 1024;

export const scriptDocumentSchema = z.object({ schemaVersion: z.literal(1) });
export type ScriptDocument = z.output<typeof scriptDocumentSchema>;

/** What the projects list shows without loading the document. */
export const scriptSummary = (_doc: ScriptDocument): Record<string, unknown> => ({});
