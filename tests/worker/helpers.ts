import { env, exports } from 'cloudflare:workers';
import { createDb } from '../../src/db/client';
import { assets, users } from '../../src/db/schema';
import { issueSession } from '../../src/features/auth/sessions';
import { newId } from '../../src/platform/crypto';

export const BASE = 'http://palco.test';

/**
 * The timeout of a test that makes many requests in a row (dozens of sign-ups,
 * organizations, races, a resumed upload): on the 2-core machines this project
 * runs on, under load (issue 31, load average over 20) such a test took up to
 * 91 s, past both vitest's 5 s default and this suite's 60 s. Not a timed
 * assertion: a ceiling against a hang.
 */
export const HEAVY_TEST_MS = 300_000;

export function db() {
  return createDb(env.DB);
}

/** A request through the real Worker's fetch handler; redirects are not followed. */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, BASE), { redirect: 'manual', ...init }));
}

export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const now = Date.now();
  const row = {
    id: newId('usr'),
    firebaseUid: newId('uid'),
    email: `${newId('u')}@example.com`,
    displayName: 'Ana Souza',
    emailVerified: true,
    locale: 'pt-BR',
    status: 'active' as const,
    passwordEnabled: true,
    googleLinked: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  return (await db().insert(users).values(row).returning().get())!;
}

/** A user with a live session; returns the Cookie header that carries it. */
export async function signedIn(opts: { persistent?: boolean; now?: number; user?: Partial<typeof users.$inferInsert> } = {}) {
  const user = await createUser(opts.user);
  const { token, session } = await issueSession(db(), { userId: user.id, persistent: opts.persistent ?? true, now: opts.now });
  return { user, token, session, cookie: `palco_session=${token}` };
}

/** An asset row in an organization's library (no bytes in R2): what tools refer to by id. */
export async function seedAsset(
  organizationId: string,
  createdBy: string,
  { kind = 'video', name = 'aula.mp4', durationMs = 90_000 }: { kind?: 'video' | 'image'; name?: string; durationMs?: number | null } = {},
): Promise<string> {
  const now = Date.now();
  const id = `ast_${crypto.randomUUID().slice(0, 8)}`;
  await db()
    .insert(assets)
    .values({
      id,
      organizationId,
      name,
      kind,
      contentType: kind === 'video' ? 'video/mp4' : 'image/png',
      size: 10,
      r2Key: `orgs/${organizationId}/media/${id}`,
      durationMs,
      createdBy,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}
