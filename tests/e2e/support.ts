// Shared pieces of the browser tests: one Chromium, a page that records console
// errors, and a way to seed a session straight into the app's local D1.
import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumOptions } from '../../scripts/lib/chromium.mjs';
import { recordWebm } from './fixtures/make-video';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8790';
export const EMULATOR_URL = process.env.E2E_EMULATOR_URL ?? 'http://127.0.0.1:9099';
const PERSIST_TO = process.env.E2E_PERSIST_TO;

export function launch(): Promise<Browser> {
  return chromium.launch(chromiumOptions(['--disable-quic']));
}

/** The test file's Chromium (a live binding): set by `launchForFile`'s beforeAll. */
export let browser: Browser;

/** Launches the file's Chromium before its tests and closes it after them. */
export function launchForFile(): void {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * launchForFile, plus a short video the file's Chromium records once before its
 * tests (the library's and the share's uploads): call the returned function in a test.
 */
export function recordedClipForFile(seconds: number): () => Buffer {
  let clip: Buffer | undefined;
  launchForFile();
  beforeAll(async () => {
    const maker = await openPage(browser);
    clip = await recordWebm(maker.page, { seconds });
    await maker.context.close();
  });
  return () => {
    if (!clip) throw new Error('the clip is recorded in beforeAll');
    return clip;
  };
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export interface PageOptions {
  colorScheme?: 'light' | 'dark';
  locale?: string;
  /** The window's size; Playwright's 1280×720 when not given. */
  viewport?: { width: number; height: number };
}

export async function openPage(browser: Browser, opts: PageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    colorScheme: opts.colorScheme ?? 'light',
    locale: opts.locale ?? 'pt-BR',
    ...(opts.viewport ? { viewport: opts.viewport } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  return { context, page, errors };
}

/** Waits until React has hydrated the page (the entry sets this flag). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export function sql(statement: string): void {
  const persist = PERSIST_TO ? ['--persist-to', PERSIST_TO] : [];
  // The running app holds the same SQLite file; a write of its can lock it for a
  // moment (SQLITE_BUSY), and the statements then did not run: try again shortly.
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('wrangler', ['d1', 'execute', 'DB', '--local', ...persist, '--command', statement], {
        stdio: 'pipe',
        env: { ...process.env, CI: 'true' },
      });
      return;
    } catch (error) {
      if (attempt >= 5 || !String((error as { stderr?: unknown }).stderr ?? error).includes('SQLITE_BUSY')) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
    }
  }
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Inserts a user and a live session into the app's local D1 and returns the
 * cookie for it: how these tests get a signed-in browser without the sign-in UI.
 */
export function seedSession(user: { email: string; displayName: string }): { name: string; value: string } {
  const now = Date.now();
  const id = `usr_${randomBytes(8).toString('hex')}`;
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const day = 86_400_000;
  sql(
    `INSERT INTO users (id, firebase_uid, email, display_name, email_verified, locale, status, created_at, updated_at) VALUES (${quote(id)}, ${quote(`uid_${id}`)}, ${quote(user.email)}, ${quote(user.displayName)}, 1, 'pt-BR', 'active', ${now}, ${now});` +
      `INSERT INTO sessions (id, user_id, family_id, token_hash, persistent, created_at, last_seen_at, idle_expires_at, absolute_expires_at) VALUES (${quote(`ses_${id}`)}, ${quote(id)}, ${quote(`fam_${id}`)}, ${quote(hash)}, 1, ${now}, ${now}, ${now + 7 * day}, ${now + 30 * day});`,
  );
  return { name: 'palco_session', value: token };
}

/**
 * A signed-in user with a role in an organization, straight in D1: the owner of
 * a new one, or (given org) a member of an existing one. The org becomes active.
 */
export function seedOrgMember(tag: string, opts: { org?: string; role?: 'owner' | 'admin' | 'member'; displayName?: string } = {}) {
  const email = uniqueEmail(tag);
  const cookie = seedSession({ email, displayName: opts.displayName ?? 'Test User' });
  const org = opts.org ?? `org_${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
  const role = opts.role ?? 'owner';
  const now = Date.now();
  const user = `FROM users WHERE email = ${quote(email)}`;
  sql(
    (opts.org
      ? ''
      : `INSERT INTO organizations (id, name, slug, credit_balance, created_by, created_at, updated_at) SELECT ${quote(org)}, 'Lia Studio', ${quote(org.replace('_', '-'))}, 0, id, ${now}, ${now} ${user};`) +
      `INSERT INTO memberships (id, organization_id, user_id, role, created_at, updated_at) SELECT 'mem_' || id, ${quote(org)}, id, ${quote(role)}, ${now}, ${now} ${user};` +
      `UPDATE users SET active_organization_id = ${quote(org)} WHERE email = ${quote(email)};`,
  );
  return { cookie, org, email };
}

export async function addSessionCookie(context: BrowserContext, cookie: { name: string; value: string }): Promise<void> {
  await context.addCookies([{ ...cookie, url: BASE_URL, httpOnly: true, sameSite: 'Lax' }]);
}

/** A tracked page in a new context signed in with this session cookie; given a path, opened there and hydrated. */
export async function signedInPage(
  browser: Browser,
  cookie: { name: string; value: string },
  opts: PageOptions,
  path?: string,
): Promise<TrackedPage> {
  const tracked = await openPage(browser, opts);
  await addSessionCookie(tracked.context, cookie);
  if (path !== undefined) {
    await tracked.page.goto(path);
    await hydrated(tracked.page);
  }
  return tracked;
}

/** The newest email of a kind to an address, from the dev outbox (as a user reads their inbox). */
const SIGN_UP_FORM = {
  en: { name: 'Full name', email: 'Email', password: 'Password', confirm: 'Confirm password', submit: 'Create account' },
  'pt-BR': { name: 'Nome completo', email: 'E-mail', password: 'Senha', confirm: 'Confirmar senha', submit: 'Criar conta' },
} as const;

/** Opens the sign-up page in `locale`, fills it (the password twice) and sends it. */
export async function signUp(page: Page, locale: 'en' | 'pt-BR', who: { name: string; email: string; password: string }): Promise<void> {
  const form = SIGN_UP_FORM[locale];
  await page.goto(`/${locale}/auth/sign-up`);
  await hydrated(page);
  await page.getByLabel(form.name).fill(who.name);
  await page.getByLabel(form.email, { exact: true }).fill(who.email);
  await page.getByLabel(form.password, { exact: true }).fill(who.password);
  await page.getByLabel(form.confirm).fill(who.password);
  await page.getByRole('button', { name: form.submit, exact: true }).last().click();
}

export async function codeFromOutbox(to: string, kind: string): Promise<string> {
  return fromOutbox(to, kind, /\b(\d{6})\b/);
}

/** The first match of a pattern in the newest email of a kind to an address. */
export async function fromOutbox(to: string, kind: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${BASE_URL}/__dev/outbox`, { headers: { Accept: 'application/json' } });
    const mails = (await res.json()) as { to: string; kind: string; text: string }[];
    const mail = mails.find((m) => m.to === to.toLowerCase() && m.kind === kind);
    const found = mail && pattern.exec(mail.text)?.[1];
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} email to ${to} in the outbox`);
}

/** An email/password account made straight in the emulator, as if signed up earlier. */
export async function emulatorAccount(email: string, password: string, displayName = 'Test User'): Promise<void> {
  const res = await fetch(`${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-palco-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  if (res.status !== 200) throw new Error(`emulator signUp ${res.status}: ${await res.text()}`);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A brand kit made through the API the kit page uses, in the page's session: created by name, then
 * patched with `change` (a caption given is merged over the kit's own). Its id and the PATCH's status.
 */
export function kitThroughApi(
  page: Page,
  org: string,
  name: string,
  change: { colors?: Record<string, string>; caption?: Record<string, unknown>; fonts?: Record<string, unknown> },
): Promise<{ id: string; status: number }> {
  return page.evaluate(
    async ([o, n, ch]) => {
      const kit = (await (
        await fetch(`/api/v1/orgs/${o}/brand-kits`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: n }),
        })
      ).json()) as { id: string; caption: Record<string, unknown> };
      const res = await fetch(`/api/v1/orgs/${o}/brand-kits/${kit.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ch.caption ? { ...ch, caption: { ...kit.caption, ...ch.caption } } : ch),
      });
      return { id: kit.id, status: res.status };
    },
    [org, name, change] as const,
  );
}

/** Starts a download with `start` and keeps the file at `file`. */
export async function saveDownload(page: Page, start: () => Promise<unknown>, file: string): Promise<string> {
  const download = page.waitForEvent('download');
  await start();
  await (await download).saveAs(file);
  return file;
}

/** The names of the organization's library assets, as its API lists them. */
export const assetNames = (page: Page, org: string): Promise<string[]> =>
  page.evaluate(async (o) => ((await (await fetch(`/api/v1/orgs/${o}/assets`)).json()) as Array<{ name: string }>).map((a) => a.name), org);

/** A project made through the API, in the page's session, as a tool makes it; its id. Anything but 201 fails the test. */
export const projectThroughApi = (page: Page, org: string, kind: string, name: string, document: unknown): Promise<string> =>
  page.evaluate(
    async ([o, body]) => {
      const res = await fetch(`/api/v1/orgs/${o}/projects`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`${body.kind} project ${body.name}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
    [org, { kind, name, document }] as const,
  );

/** A new owner's carousel creator in English with its "New carousel" menu open; given a viewport, the window is resized to it first. */
export async function newCarouselMenu(tag: string, viewport?: { width: number; height: number }) {
  const owner = seedOrgMember(tag);
  const tracked = await signedInPage(browser, owner.cookie, { locale: 'en' }, '/en/tools/carousel-creator');
  if (viewport) await tracked.page.setViewportSize(viewport);
  await tracked.page.getByRole('button', { name: 'New carousel' }).first().click();
  return { owner, ...tracked };
}

/**
 * A library video that is only a row (its bytes are never read): the SQL that adds it to `org`, for
 * tests whose editors need a source but not its pictures.
 */
export function videoRowSql(org: string, asset: string, name: string, durationMs: number, now = Date.now()): string {
  return `INSERT INTO assets (id, organization_id, name, kind, content_type, size, r2_key, duration_ms, width, height, created_at, updated_at) VALUES ('${asset}', '${org}', '${name}', 'video', 'video/mp4', 10, 'orgs/${org}/media/${asset}', ${durationMs}, 1920, 1080, ${now}, ${now});`;
}
