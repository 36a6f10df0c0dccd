// Where a document lives: inline in its D1 row while small, in R2 past
// INLINE_DOCUMENT_MAX_BYTES with the row holding only the key. A key is built
// here only, from the org, the project and the version it was written for.
import type { R2Bucket } from '@cloudflare/workers-types';
import { INLINE_DOCUMENT_MAX_BYTES } from '../../common/contracts/projects';
import type { Project } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { newId } from '../../platform/crypto';

/** The columns that say where a document is. */
export interface DocumentHome {
  document: string | null;
  documentKey: string | null;
  documentSize: number;
}

const prefix = (orgId: string, projectId: string) => `orgs/${orgId}/projects/${projectId}/`;

/**
 * The key of one written version. The nonce keeps two saves racing from the
 * same base version from writing one object: the loser deletes its own object
 * and can never delete the winner's.
 */
const keyFor = (orgId: string, projectId: string, version: number) => `${prefix(orgId, projectId)}v${version}-${newId('d')}.json`;
const versionOf = (key: string) => Number(/\/v(\d+)-[^/]*\.json$/.exec(key)?.[1] ?? NaN);

/** Serializes and size-checks a document; past the inline threshold it is written to R2 before the row points at it. */
export async function putDocument(
  files: R2Bucket,
  orgId: string,
  projectId: string,
  version: number,
  document: unknown,
  maxBytes: number,
): Promise<DocumentHome> {
  const json = JSON.stringify(document);
  const bytes = new TextEncoder().encode(json);
  if (bytes.byteLength > maxBytes) throw new ApiError('document_too_large');
  if (bytes.byteLength <= INLINE_DOCUMENT_MAX_BYTES) return { document: json, documentKey: null, documentSize: bytes.byteLength };
  const key = keyFor(orgId, projectId, version);
  await files.put(key, bytes, { httpMetadata: { contentType: 'application/json' } });
  return { document: null, documentKey: key, documentSize: bytes.byteLength };
}

/** The stored JSON, parsed (the kind's schema checks it after). */
export async function readDocument(files: R2Bucket, row: Pick<Project, 'document' | 'documentKey'>): Promise<unknown> {
  if (row.document !== null) return JSON.parse(row.document);
  const object = await files.get(row.documentKey!);
  // The row is only ever written after its object, so this is a storage fault, not a user error.
  if (!object) throw new Error(`project document missing in R2: ${row.documentKey}`);
  return JSON.parse(await object.text());
}

/** Undoes putDocument when the row was not written (a conflict): only this save's own object. */
export async function discardDocument(files: R2Bucket, home: DocumentHome): Promise<void> {
  if (home.documentKey) await files.delete(home.documentKey);
}

async function keysOf(files: R2Bucket, orgId: string, projectId: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await files.list({ prefix: prefix(orgId, projectId), cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/**
 * After a save of `version`: every object of an older version goes, except the
 * one the row still points at (a rename keeps the document). Newer ones may be
 * a racing save's and stay. Leftovers of a crash between R2 and D1 go here too.
 */
export async function deleteOldVersions(
  files: R2Bucket,
  orgId: string,
  projectId: string,
  version: number,
  keep: string | null,
): Promise<void> {
  const old = (await keysOf(files, orgId, projectId)).filter((k) => k !== keep && versionOf(k) < version);
  if (old.length) await files.delete(old);
}

export async function deleteAllVersions(files: R2Bucket, orgId: string, projectId: string): Promise<void> {
  const keys = await keysOf(files, orgId, projectId);
  if (keys.length) await files.delete(keys);
}
