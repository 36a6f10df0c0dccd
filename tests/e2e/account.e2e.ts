// Issue 4 in Chromium with the Auth Emulator and the dev outbox.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, browser, codeFromOutbox, emulatorAccount, hydrated, launchForFile, openPage, signUp, uniqueEmail } from './support';

launchForFile();

const OLD = 'Velha#Senha1';
const NEW = 'Nova#Senha2026';

async function signIn(page: Page, email: string, password: string, expectUrl = '**/en/dashboard') {
  await page.goto('/en/auth/sign-in');
  await hydrated(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (expectUrl) await page.waitForURL(expectUrl);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/en/auth/sign-in');
  // A deliberate sign-out is not an expired session.
  expect(await page.getByText('Session expired').count()).toBe(0);
}

describe('email verification', () => {
  it('sign up -> code from the outbox -> verified -> dashboard', async () => {
    const { page, context, errors } = await openPage(browser);
    const email = uniqueEmail('verify');
    await signUp(page, 'pt-BR', { name: 'Vera Dias', email: email, password: OLD });
    await page.waitForURL('**/pt-BR/welcome?isNewUser=true');
    await page.getByRole('heading', { name: 'Verifique seu e-mail' }).waitFor();

    await page.getByLabel('Código de verificação').fill('12345');
    await page.getByRole('button', { name: 'Verificar e-mail' }).click();
    await page.getByText('O código deve ter 6 dígitos').waitFor();

    await page.getByLabel('Código de verificação').fill(await codeFromOutbox(email, 'verify_email'));
    await page.getByRole('button', { name: 'Verificar e-mail' }).click();
    // Next onboarding step: the organization made with the account, kept as it is.
    await page.getByRole('heading', { name: 'Sua organização' }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Tudo pronto!' }).waitFor();
    await page.locator('#main').getByRole('link', { name: 'Ir para o painel' }).click();
    await page.waitForURL('**/pt-BR/dashboard');
    expect(await (await page.request.get(`${BASE_URL}/api/v1/auth/me`)).json()).toMatchObject({ emailVerified: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('verification can be skipped and done later from the account settings', async () => {
    const { page, context } = await openPage(browser);
    const email = uniqueEmail('later');
    await signUp(page, 'en', { name: 'Leo Later', email: email, password: OLD });
    await page.waitForURL('**/en/welcome?isNewUser=true');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('#main').getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/en/dashboard');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.waitForURL('**/en/settings/account');
    await page.getByText('Not verified').waitFor();
    await page.getByRole('button', { name: 'Verify now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your email' });
    await dialog.getByLabel('Verification code').fill(await codeFromOutbox(email, 'verify_email'));
    await dialog.getByRole('button', { name: 'Verify email' }).click();
    await page.getByText('Verified', { exact: true }).waitFor();
    await context.close();
  });
});

describe('passwords', () => {
  it('forgot password -> code -> new password -> sign in with it', async () => {
    const email = uniqueEmail('forgot');
    await emulatorAccount(email, OLD);
    const { page, context, errors } = await openPage(browser);
    await signIn(page, email, OLD); // the account exists in Palco
    await signOut(page);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/en/auth/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Password reset email sent').waitFor();
    await page.getByLabel('Reset code').fill(await codeFromOutbox(email, 'reset_password'));
    await page.getByLabel('New password', { exact: true }).fill(NEW);
    await page.getByLabel('Confirm new password').fill(NEW);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/en/auth/sign-in');
    await page.getByText('Password reset. Sign in with your new password.').waitFor();

    await signIn(page, email, NEW);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('change password -> the old one no longer works', async () => {
    const email = uniqueEmail('change');
    await emulatorAccount(email, OLD);
    const { page, context } = await openPage(browser);
    await signIn(page, email, OLD);
    await page.goto('/en/settings/account');
    await hydrated(page);
    await page.getByLabel('Current password').fill('Not#TheRight1');
    await page.getByLabel('New password', { exact: true }).fill(NEW);
    await page.getByLabel('Confirm new password').fill(NEW);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is incorrect.').waitFor();

    await page.getByLabel('Current password').fill(OLD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Your other sessions were ended.').waitFor();
    // This browser stays signed in.
    await page.reload();
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await signOut(page);

    await signIn(page, email, OLD, '');
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).first().waitFor();
    await signIn(page, email, NEW);
    await context.close();
  });
});

describe('Google', () => {
  it('a Google sign-in with the email of an unlinked password account is told to use the password first', async () => {
    const email = uniqueEmail('conflict');
    await emulatorAccount(email, OLD);
    const { page, context } = await openPage(browser);
    await signIn(page, email, OLD);
    await signOut(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test Google account' });
    await dialog.getByLabel('Google account email').fill(email);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Sign in with your password first, then connect Google in settings.', { exact: false }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/auth/sign-in');
    await context.close();
  });

  it('links Google from the account settings; then Continue with Google signs in', async () => {
    const email = uniqueEmail('link');
    await emulatorAccount(email, OLD);
    const { page, context, errors } = await openPage(browser);
    await signIn(page, email, OLD);
    await page.goto('/en/settings/account');
    await hydrated(page);
    await page.getByRole('button', { name: 'Connect Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test Google account' });
    await dialog.getByLabel('Name').fill('Link Test');
    await dialog.getByLabel('Google account email').fill(email);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Google connected to your account').waitFor();
    await page.getByText(`· ${email}`).waitFor();

    await signOut(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page
      .getByRole('dialog', { name: 'Test Google account' })
      .getByRole('button', { name: /Link Test/ })
      .click();
    await page.waitForURL('**/en/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});
