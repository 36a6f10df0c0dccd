// Guest review in Chromium (decision 069), once per language: an admin makes a
// link in a project's details; a fresh browser with no cookies opens it,
// comments, replies, rewrites its reply and reopens the thread the team
// resolved (decision 081), and approves through the page's forms; the admin
// then sees the guest's comment marked as a guest's, the card in "Approved",
// and the guest's comment in the bell.
import { describe, expect, it } from 'vitest';
import { newVideoDocument } from '../../src/common/contracts/video';
import { browser, hydrated, launchForFile, openPage, projectThroughApi, seedOrgMember, signedInPage } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    project: 'Teaser para o cliente',
    details: 'Detalhes de Teaser para o cliente',
    create: 'Criar link',
    url: 'Link do convidado',
    name: 'Seu nome',
    comment: 'Comentário',
    send: 'Comentar',
    approve: 'Aprovar',
    sent: 'Comentário enviado.',
    approved: 'Aprovação registrada. Obrigado!',
    status: 'Status: Aprovado',
    guest: 'Convidado',
    guestApproved: 'Cliente Bia (convidado) aprovou',
    nameRequired: 'Escreva seu nome.',
    pinAt: 'Momento do vídeo (opcional)',
    pinned: 'Em 0:12',
    reply: 'Responder',
    replySent: 'Resposta enviada.',
    resolved: 'Resolvido pela equipe',
    save: 'Salvar',
    edited: 'Comentário atualizado.',
    editedMark: '(editado)',
    editedTitle: /^Editado em /,
    reopened: 'Conversa reaberta.',
    bellGuest: 'Cliente Bia (convidado) comentou em “Teaser para o cliente”',
  },
  en: {
    project: 'Teaser for the client',
    details: 'Details of Teaser for the client',
    create: 'Create link',
    url: "Guest's link",
    name: 'Your name',
    comment: 'Comment',
    send: 'Comment',
    approve: 'Approve',
    sent: 'Comment sent.',
    approved: 'Approval recorded. Thank you!',
    status: 'Status: Approved',
    guest: 'Guest',
    guestApproved: 'Cliente Bia (guest) approved it',
    nameRequired: 'Write your name.',
    pinAt: 'Moment in the video (optional)',
    pinned: 'At 0:12',
    reply: 'Reply',
    replySent: 'Reply sent.',
    resolved: 'Resolved by the team',
    save: 'Save',
    edited: 'Comment updated.',
    editedMark: '(edited)',
    editedTitle: /^Edited /,
    reopened: 'Thread reopened.',
    bellGuest: 'Cliente Bia (guest) commented on “Teaser for the client”',
  },
} as const;

for (const locale of ['pt-BR', 'en'] as const) {
  describe(`guest review (${locale})`, () => {
    const w = WORDS[locale];
    it('an admin makes a link; a guest without an account comments and approves; the admin sees both', async () => {
      const owner = seedOrgMember(`guest-${locale}`, { displayName: 'Lia Souza' });
      const admin = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/dashboard`);
      const projectId = await projectThroughApi(admin.page, owner.org, 'video', w.project, newVideoDocument('9:16', 30));
      const comments = `/api/v1/orgs/${owner.org}/projects/${projectId}/comments`;
      /** The admin writes through the API, as another tab of the team would, while the guest's page stays open. */
      const asTeam = (path: string, body?: unknown) =>
        admin.page.evaluate(
          async ([p, b]) => {
            const res = await fetch(p, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: b === undefined ? undefined : JSON.stringify(b),
            });
            if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
            return (await res.json()) as { id: string };
          },
          [path, body] as const,
        );
      await admin.page.goto(`/${locale}/tools/project-manager`);
      await hydrated(admin.page);
      await admin.page.getByRole('button', { name: w.details }).click();
      await admin.page.getByRole('button', { name: w.create }).click();
      const url = await admin.page.getByLabel(w.url).inputValue({ timeout: 20_000 });
      expect(url).toMatch(/\/review\/[A-Za-z0-9_-]{22}$/);
      const path = new URL(url).pathname.replace(/^\/(pt-BR|en)\//, `/${locale}/`);

      // A fresh browser: no session, no cookies of the organization.
      const guest = await openPage(browser, { locale });
      await guest.page.goto(path);
      await guest.page.getByTestId('review-project').filter({ hasText: w.project }).waitFor();
      const comment = guest.page.getByTestId('review-comment-form');
      // Without a name the form comes back with its error, the text kept.
      await comment.getByLabel(w.comment).fill('O começo está ótimo');
      await comment.getByLabel(w.pinAt).fill('0:12');
      await comment.getByRole('button', { name: w.send }).click();
      await guest.page.getByText(w.nameRequired).waitFor();
      await guest.page.getByTestId('review-comment-form').getByLabel(w.name).fill('Cliente Bia');
      await guest.page.getByTestId('review-comment-form').getByRole('button', { name: w.send }).click();
      await guest.page.getByTestId('review-notice').filter({ hasText: w.sent }).waitFor();
      await guest.page.getByTestId('review-comment-body').filter({ hasText: 'O começo está ótimo' }).waitFor();
      expect(await guest.page.getByTestId('review-pin').textContent()).toBe(w.pinned);

      // Live: the team answers in the guest's thread and the open page shows it without a reload.
      await guest.page.waitForFunction(() => document.documentElement.dataset.live === 'open');
      await guest.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const listed = await admin.page.evaluate(
        async (p) => (await (await fetch(p)).json()) as Array<{ id: string; body: string }>,
        comments,
      );
      const threadId = listed.find((c) => c.body === 'O começo está ótimo')!.id;
      await asTeam(comments, { body: 'Vamos ajustar o final', parentId: threadId });
      await guest.page.getByTestId('review-comment-body').filter({ hasText: 'Vamos ajustar o final' }).waitFor({ timeout: 20_000 });
      expect(await guest.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      // The guest replies in the thread.
      await guest.page.getByTestId('review-thread').getByText(w.reply, { exact: true }).first().click();
      const reply = guest.page.getByTestId('review-reply-form');
      await reply.getByLabel(w.comment).fill('Combinado');
      await reply.getByRole('button', { name: w.reply }).click();
      await guest.page.getByTestId('review-notice').filter({ hasText: w.replySent }).waitFor();
      await guest.page.getByTestId('review-comment-body').filter({ hasText: 'Combinado' }).waitFor();

      // The guest rewrites their reply through its own "Edit or delete" (decision 081).
      const mine = guest.page.locator('li.review-reply', { hasText: 'Combinado' });
      await mine.locator('summary').click();
      await mine.getByTestId('review-edit-form').getByLabel(w.comment).fill('Combinado, obrigada');
      await mine.getByRole('button', { name: w.save }).click();
      await guest.page.getByTestId('review-notice').filter({ hasText: w.edited }).waitFor();
      await guest.page.getByTestId('review-comment-body').filter({ hasText: 'Combinado, obrigada' }).waitFor();
      // Marked edited, with when in its tooltip (decision 090); the comments never rewritten are not.
      const mark = guest.page.locator('li.review-reply', { hasText: 'Combinado, obrigada' }).getByTestId('review-edited');
      expect(await mark.textContent()).toBe(w.editedMark);
      expect(await mark.getAttribute('title')).toMatch(w.editedTitle);
      expect(await guest.page.getByTestId('review-edited').count()).toBe(1);
      // Only the guest's own two comments have controls: the team's reply has none.
      expect(await guest.page.getByTestId('review-own').count()).toBe(2);

      // The team resolves the thread: the open page shows it, again without a reload.
      await guest.page.waitForFunction(() => document.documentElement.dataset.live === 'open');
      await guest.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await asTeam(`${comments}/${threadId}/resolve`);
      await guest.page.getByTestId('review-resolved').filter({ hasText: w.resolved }).waitFor({ timeout: 20_000 });
      expect(await guest.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // The guest's thread: they may reopen it.
      await guest.page.getByTestId('review-reopen').click();
      await guest.page.getByTestId('review-notice').filter({ hasText: w.reopened }).waitFor();
      expect(await guest.page.getByTestId('review-resolved').count()).toBe(0);

      const decision = guest.page.getByTestId('review-decision-form');
      // The name typed once is kept for the next form.
      expect(await decision.getByLabel(w.name).inputValue()).toBe('Cliente Bia');
      await decision.getByRole('button', { name: w.approve }).click();
      await guest.page.getByTestId('review-notice').filter({ hasText: w.approved }).waitFor();
      expect(await guest.page.getByTestId('review-status').textContent()).toBe(w.status);
      if (locale === 'en') await guest.page.screenshot({ path: '/tmp/guest-review-page.png', fullPage: true });
      // The refused form's 422 is the browser's only console line: the page itself says why.
      expect(guest.errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
      await guest.context.close();

      // The admin's board: the card approved, the comment marked, the activity naming the guest.
      await admin.page.reload();
      await hydrated(admin.page);
      await admin.page
        .locator('.pm-column[data-status="approved"]')
        .getByTestId('pm-card')
        .filter({ hasText: w.project })
        .waitFor({ timeout: 20_000 });
      await admin.page.getByRole('button', { name: w.details }).click();
      const thread = admin.page.getByTestId('pm-comments').locator('.pm-comment').filter({ hasText: 'O começo está ótimo' });
      await thread.waitFor({ timeout: 20_000 });
      expect(await thread.getByTestId('pm-guest-badge').textContent()).toBe(w.guest);
      await thread.getByText('Cliente Bia').first().waitFor();
      await admin.page.getByTestId('pm-comments').getByText('Combinado, obrigada').waitFor();
      const edited = admin.page.getByTestId('pm-comments').locator('.pm-comment').filter({ hasText: 'Combinado, obrigada' }).last();
      expect(await edited.getByTestId('pm-edited').textContent()).toBe(w.editedMark);
      expect(await edited.getByTestId('pm-edited').getAttribute('title')).toMatch(w.editedTitle);
      expect(await admin.page.getByTestId('pm-comments').getByTestId('pm-edited').count()).toBe(1);
      await admin.page.getByTestId('pm-activity').getByText(w.guestApproved).waitFor();
      await admin.page.getByTestId('pm-guest-link').first().waitFor();
      if (locale === 'en') await admin.page.getByTestId('pm-guests').screenshot({ path: '/tmp/guest-review-panel.png' });
      // The admin made the link: the guest's comment is in their bell (decision 081).
      await admin.page.keyboard.press('Escape');
      await admin.page.getByTestId('notification-bell').click();
      await admin.page.getByTestId('notification-panel').getByText(w.bellGuest).waitFor({ timeout: 20_000 });
      expect(admin.errors).toEqual([]);
      await admin.context.close();
    }, 180_000);
  });
}
