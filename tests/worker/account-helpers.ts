import { desc, eq } from 'drizzle-orm';
import { emailOutbox, users } from '../../src/db/schema';
import { call, db } from './helpers';
import type { fakeGoogle } from './fake-google';
import { claims, signToken } from './id-tokens';

export const ORIGIN = { Origin: 'http://palco.test' };
export const STRONG = 'Nova#Senha2026';

export function post(path: string, body: unknown, cookie?: string, extra: Record<string, string> = {}) {
  return call(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...extra },
    body: JSON.stringify(body),
  });
}

/** Signs up through the real session endpoint as a password account (unverified). */
export async function passwordAccount(google: ReturnType<typeof fakeGoogle>, opts: { password?: string; email?: string } = {}) {
  const c = claims(opts.email ? { email: opts.email } : {});
  google.accounts.set(c.sub!, {
    email: c.email as string,
    password: opts.password ?? 'Velha#Senha1',
    providers: [{ providerId: 'password', email: c.email as string }],
  });
  const res = await post('/auth/session', { id_token: await signToken(c), remember_me: true });
  if (res.status !== 201) throw new Error(`session ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get('Set-Cookie')!.split(';')[0]!;
  const user = (await db().select().from(users).where(eq(users.firebaseUid, c.sub!)).get())!;
  return { claims: c, cookie, user };
}

export async function lastEmailTo(address: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .get();
}

/**
 * Waits for the newest email of a kind (the reset email is sent by the queue
 * consumer, after the answer): up to 10 s, for a loaded machine.
 */
export async function waitForEmail(address: string, kind: string) {
  for (let i = 0; i < 500; i++) {
    const mail = await lastEmailTo(address);
    if (mail?.kind === kind) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${kind} email to ${address}`);
}

export async function codeFromOutbox(address: string, kind?: string): Promise<string> {
  const mail = kind ? await waitForEmail(address, kind) : await lastEmailTo(address);
  const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
  if (!code) throw new Error(`no code emailed to ${address}`);
  return code;
}
