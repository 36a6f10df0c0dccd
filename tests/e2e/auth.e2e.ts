// Issue 3 in Chromium against the real Auth Emulator.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BASE_URL,
  browser,
  emulatorAccount as createEmulatorAccount,
  hydrated,
  launchForFile,
  openPage,
  signUp,
  sql,
  uniqueEmail as unique,
} from './support';

launchForFile();

const PASSWORD = 'Palco#2026x';

async function emulatorAccount(email: string, password = PASSWORD, displayName = 'Test User') {
  await createEmulatorAccount(email, password, displayName);
}

/** A fresh emulator account and a signed-out page at `path`, hydrated: where each sign-in test starts.
 * `clock` installs Playwright's fake clock before the first page loads, for tests that move time. */
async function accountAt(tag: string, path: string, opts: { clock?: boolean } = {}) {
  const email = unique(tag);
  await emulatorAccount(email);
  const tracked = await openPage(browser);
  if (opts.clock) await tracked.page.clock.install();
  await tracked.page.goto(path);
  await hydrated(tracked.page);
  return { email, ...tracked };
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('sign up', () => {
  it('shows every validation message under its field, in the page language', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/pt-BR/auth/sign-up');
    await hydrated(page);
    await page.getByRole('button', { name: 'Criar conta', exact: true }).last().click();
    await page.getByText('O nome é obrigatório').waitFor();
    await page.getByText('O e-mail é obrigatório').waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await page.getByLabel('Senha', { exact: true }).fill('short');
    await page.getByLabel('Confirmar senha').fill('other');
    await page.getByRole('button', { name: 'Criar conta', exact: true }).last().click();
    await page.getByText('Digite um e-mail válido').waitFor();
    await page.getByText('A senha deve ter pelo menos 8 caracteres').waitFor();
    await page.getByText('As senhas não coincidem').waitFor();
    await page.getByLabel('Senha', { exact: true }).fill('longenough');
    await page.getByRole('button', { name: 'Criar conta', exact: true }).last().click();
    await page.getByText('Use 8 ou mais caracteres com letras, números e símbolos').waitFor();
    await page.getByLabel('Nome completo').fill('x'.repeat(101));
    await page.getByRole('button', { name: 'Criar conta', exact: true }).last().click();
    await page.getByText('O nome não pode ter mais de 100 caracteres').waitFor();
    await context.close();
  });

  it('an unverified new account lands on /welcome?isNewUser=true with its name saved', async () => {
    const { page, context, errors } = await openPage(browser);
    await signUp(page, 'en', { name: 'Joana Prado', email: unique('signup'), password: PASSWORD });
    await page.waitForURL('**/en/welcome?isNewUser=true');
    // The onboarding stepper stays on one line at 1440 px (issue 33: it wrapped).
    await page.setViewportSize({ width: 1440, height: 900 });
    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await steps.first().waitFor();
    const tops = await steps.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    const me = await page.request.get(`${BASE_URL}/api/v1/auth/me`);
    expect(await me.json()).toMatchObject({ displayName: 'Joana Prado', emailVerified: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an email already in use gets the catalogue message', async () => {
    const email = unique('taken');
    await emulatorAccount(email);
    const { page, context } = await openPage(browser);
    await signUp(page, 'en', { name: 'Dup', email: email, password: PASSWORD });
    await page.getByRole('alert').filter({ hasText: 'This email is already in use.' }).first().waitFor();
    await context.close();
  });
});

describe('sign in', () => {
  it('with remember me and a from path: lands there with a persistent cookie', async () => {
    const { email, page, context, errors } = await accountAt('signin', '/en/tools/clipper?tab=2');
    expect(page.url()).toContain('/en/auth/sign-in?from=%2Fen%2Ftools%2Fclipper%3Ftab%3D2');
    expect(await page.getByLabel('Remember me').isChecked()).toBe(true);
    await signIn(page, email);
    await page.waitForURL('**/en/tools/clipper?tab=2');
    const cookie = (await context.cookies()).find((c) => c.name === 'palco_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(29 * 86400);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without remember me the cookie ends with the browser session', async () => {
    const { email, page, context } = await accountAt('session', '/en/auth/sign-in');
    await page.getByLabel('Remember me').uncheck();
    await signIn(page, email);
    await page.waitForURL('**/en/dashboard');
    expect((await context.cookies()).find((c) => c.name === 'palco_session')!.expires).toBe(-1);
    await context.close();
  });

  it('a wrong password shows the catalogue message and stays on the page', async () => {
    const { email, page, context } = await accountAt('wrong', '/pt-BR/auth/sign-in');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
    await page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/pt-BR/auth/sign-in');
    await context.close();
  });

  it('an off-site from is ignored: the dashboard instead', async () => {
    const { email, page, context } = await accountAt('from', '/en/auth/sign-in?from=https%3A%2F%2Fevil.example%2F');
    await signIn(page, email);
    await page.waitForURL('**/en/dashboard');
    await context.close();
  });
});

describe('continue with Google (emulator)', () => {
  it('picks a test Google account and lands on the dashboard', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/pt-BR/auth/sign-in');
    await hydrated(page);
    await page.getByRole('button', { name: 'Continuar com Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conta Google de teste' });
    await dialog.getByLabel('Nome').fill('Gabi Google');
    await dialog.getByLabel('E-mail da conta Google').fill(unique('google'));
    await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.waitForURL('**/pt-BR/dashboard');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Gabi' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sign out and expiry', () => {
  it('logout goes to sign-in, and the old cookie no longer works', async () => {
    const { email, page, context } = await accountAt('logout', '/en/auth/sign-in');
    await signIn(page, email);
    await page.waitForURL('**/en/dashboard');
    const old = (await context.cookies()).find((c) => c.name === 'palco_session')!.value;
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/en/auth/sign-in');
    const res = await fetch(`${BASE_URL}/api/v1/auth/me`, { headers: { Cookie: `palco_session=${old}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'refresh_token_revoked' });
    await page.goto('/en/dashboard');
    expect(page.url()).toContain('/en/auth/sign-in?from=%2Fen%2Fdashboard');
    await context.close();
  });

  it('a session that ended while the page was open: toast and sign-in with from', async () => {
    const { email, page, context } = await accountAt('expired', '/en/auth/sign-in', { clock: true });
    await signIn(page, email);
    await page.waitForURL('**/en/dashboard');
    await page.goto('/en/tools/video-editor');
    await hydrated(page);
    sql(`UPDATE sessions SET revoked_at = ${Date.now()} WHERE user_id = (SELECT id FROM users WHERE email = '${email}')`);
    // Six minutes later: the bell's unread count (asked every minute) is refused, so the page
    // learns it by itself, with no click; sign-in is to come back to where the person was.
    await page.clock.fastForward('06:00');
    await page.getByText('Session expired. Please sign in again.').waitFor();
    await page.waitForURL('**/en/auth/sign-in?from=%2Fen%2Ftools%2Fvideo-editor');
    await context.close();
  });
});
