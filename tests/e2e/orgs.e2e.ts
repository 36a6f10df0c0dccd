// Issue 5 in Chromium: onboarding makes the organization, a teammate is
// invited by email, accepts, and switches between organizations.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, codeFromOutbox, fromOutbox, hydrated, launchForFile, openPage, signUp, uniqueEmail } from './support';

launchForFile();

const PASSWORD = 'Equipe#2026';

/** Sign-up through the UI, then the onboarding's verification step with the emailed code. */
async function signUpVerified(page: Page, name: string, email: string) {
  await signUp(page, 'en', { name, email, password: PASSWORD });
  await page.waitForURL('**/en/welcome?isNewUser=true');
  await page.getByLabel('Verification code').fill(await codeFromOutbox(email, 'verify_email'));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await page.getByRole('heading', { name: 'Your organization' }).waitFor();
}

describe('organizations and teams', () => {
  it('sign up -> onboarding -> organization -> invite -> accept -> switch', async () => {
    const owner = await openPage(browser);
    const ownerEmail = uniqueEmail('owner');
    await signUpVerified(owner.page, 'Olga Dona', ownerEmail);
    // The default organization is renamed here, not duplicated.
    const name = `Estúdio Olga ${Date.now() % 100000}`;
    await owner.page.getByLabel('Organization name').fill(name);
    await owner.page.getByRole('button', { name: 'Continue' }).click();
    await owner.page.getByRole('heading', { name: 'All set!' }).waitFor();
    await owner.page.locator('#main').getByRole('link', { name: 'Go to dashboard' }).click();
    await owner.page.waitForURL('**/en/dashboard');
    await owner.page.getByRole('button', { name: 'Active organization' }).filter({ hasText: name }).waitFor();
    expect(await owner.page.getByTestId('credit-balance').textContent()).toBe('500');

    const mateEmail = uniqueEmail('mate');
    await owner.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Organization', exact: true }).click();
    await owner.page.waitForURL('**/en/settings/organization');
    await owner.page.getByLabel('Email', { exact: true }).fill(mateEmail);
    await owner.page.getByRole('button', { name: 'Invite', exact: true }).click();
    await owner.page.getByText(`Invitation sent to ${mateEmail}`).waitFor();
    // In the page's list of pending invitations (the toast, outside <main>, says it too).
    await owner.page.locator('#main').getByRole('list').getByText(mateEmail).waitFor();

    const mate = await openPage(browser);
    await signUpVerified(mate.page, 'Mateus Time', mateEmail);
    const link = await fromOutbox(mateEmail, 'invitation', /(https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+)/);
    await mate.page.goto(new URL(link).pathname);
    await hydrated(mate.page);
    await mate.page.getByRole('button', { name: 'Accept invitation' }).click();
    await mate.page.waitForURL('**/en/dashboard');
    await mate.page.getByText('Welcome to the team!').waitFor();
    // Accepting makes the new team the active one; the mate can switch back to their own.
    await mate.page.getByRole('button', { name: 'Active organization' }).filter({ hasText: name }).waitFor();
    await mate.page.getByRole('button', { name: 'Active organization' }).click();
    await mate.page.getByRole('menuitemradio', { name: /Mateus/ }).click();
    await mate.page.getByText(/Now in .*Mateus/).waitFor();
    await mate.page.reload();
    await mate.page.getByRole('button', { name: 'Active organization' }).filter({ hasText: 'Mateus' }).waitFor();

    // The owner sees the new member in the team.
    await owner.page.reload();
    await owner.page.getByText(mateEmail).first().waitFor();
    expect(owner.errors).toEqual([]);
    expect(mate.errors).toEqual([]);
    await owner.context.close();
    await mate.context.close();
  });

  it('the credits page shows the balance, the prices and the statement', async () => {
    const { page, context } = await openPage(browser, { locale: 'pt-BR' });
    const email = uniqueEmail('credits');
    await signUp(page, 'pt-BR', { name: 'Cris Créditos', email, password: PASSWORD });
    await page.waitForURL('**/pt-BR/welcome?isNewUser=true');
    // The welcome credits wait for a verified email (issue 23), and the page says so.
    await page.getByText('Verifique seu e-mail para receber seus 500 créditos de boas-vindas.').waitFor();
    await page.goto('/pt-BR/settings/credits');
    await hydrated(page);
    expect(await page.getByTestId('credits-balance').textContent()).toBe('0');
    await page.getByRole('note').getByText('Verifique seu e-mail para receber seus 500 créditos de boas-vindas.').waitFor();
    await page.goto('/pt-BR/welcome?isNewUser=true');
    await hydrated(page);
    await page.getByLabel('Código de verificação').fill(await codeFromOutbox(email, 'verify_email'));
    await page.getByRole('button', { name: 'Verificar e-mail' }).click();
    await page.getByText('E-mail verificado!').waitFor();
    await page.goto('/pt-BR/settings/credits');
    await hydrated(page);
    expect(await page.getByTestId('credits-balance').textContent()).toBe('500');
    expect(await page.getByRole('note').count()).toBe(0);
    await page.getByText('Corte viral (por clipe)').waitFor();
    await page.getByRole('cell', { name: 'Crédito · Boas-vindas' }).waitFor();
    await context.close();
  });
});
