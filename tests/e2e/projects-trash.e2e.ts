// Issue 31.5 in Chromium, in both languages: a project deleted from a tool's
// projects page goes to the trash (the toast says so and offers Undo), the
// page's Trash button lists it, Restore brings it back; the trash opens and
// closes from the keyboard.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newVideoDocument } from '../../src/common/contracts/video';
import { browser, hydrated, seedOrgMember, signedInPage, launchForFile } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    trash: 'Lixeira',
    actions: (name: string) => `Ações de ${name}`,
    delete: 'Excluir',
    moved: (name: string) => `“${name}” foi para a lixeira`,
    undo: 'Desfazer',
    note: 'Ele fica 30 dias na lixeira e pode ser restaurado.',
    restore: (name: string) => `Restaurar “${name}”`,
    restored: (name: string) => `“${name}” foi restaurado`,
    purge: 'Será apagado em 30 dias',
    empty: 'A lixeira está vazia.',
  },
  en: {
    trash: 'Trash',
    actions: (name: string) => `Actions for ${name}`,
    delete: 'Delete',
    moved: (name: string) => `“${name}” went to the trash`,
    undo: 'Undo',
    note: 'It stays in the trash for 30 days and can be restored.',
    restore: (name: string) => `Restore “${name}”`,
    restored: (name: string) => `“${name}” was restored`,
    purge: 'Deleted for good in 30 days',
    empty: 'The trash is empty.',
  },
} as const;

async function createProject(page: Page, org: string, name: string) {
  const status = await page.evaluate(
    async ({ org, name, document }) =>
      (
        await fetch(`/api/v1/orgs/${org}/projects`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ kind: 'video', name, document }),
        })
      ).status,
    { org, name, document: newVideoDocument('9:16', 30) },
  );
  expect(status).toBe(201);
}

async function deleteFromGrid(page: Page, w: (typeof WORDS)[keyof typeof WORDS], name: string) {
  await page.getByRole('button', { name: w.actions(name) }).click();
  await page.getByRole('menuitem', { name: w.delete }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(w.note).waitFor();
  await confirm.getByRole('button', { name: w.delete }).click();
  await page.getByText(w.moved(name)).waitFor();
  await page.getByRole('link', { name }).waitFor({ state: 'detached' });
}

describe.each(['pt-BR', 'en'] as const)('projects trash (%s)', (locale) => {
  const w = WORDS[locale];

  it('deletes a project to the trash, restores it from the Trash dialog, and undoes a delete from the toast', async () => {
    const owner = seedOrgMember(`trash-${locale}`);
    const { context, page, errors } = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/tools/video-editor`);
    const name = `Vídeo da lixeira ${locale}`;
    await createProject(page, owner.org, name);
    await page.reload();
    await hydrated(page);
    await page.getByRole('link', { name }).waitFor();

    await deleteFromGrid(page, w, name);

    // The Trash button opens from the keyboard; the dialog lists the project with its days left.
    const trashButton = page.getByRole('button', { name: w.trash, exact: true });
    await trashButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: w.trash });
    await dialog.waitFor();
    const item = dialog.getByTestId('trash-item');
    await item.getByText(name).waitFor();
    await item.getByText(w.purge, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: w.restore(name) }).click();
    await page.getByText(w.restored(name)).waitFor();
    await dialog.getByText(w.empty).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name }).waitFor();

    // Undo in the toast brings a deleted project back too (another one, so its toast is the only one naming it).
    const second = `${name} 2`;
    await createProject(page, owner.org, second);
    await page.reload();
    await hydrated(page);
    await deleteFromGrid(page, w, second);
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: w.moved(second) })
      .getByRole('button', { name: w.undo })
      .click();
    await page.getByText(w.restored(second)).waitFor();
    await page.getByRole('link', { name: second }).waitFor();
    const listed = await page.evaluate(
      async (org) => (await (await fetch(`/api/v1/orgs/${org}/projects/trash`)).json()) as unknown[],
      owner.org,
    );
    expect(listed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
