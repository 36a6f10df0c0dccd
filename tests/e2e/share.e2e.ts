// Quick share in Chromium, in both languages (decision 053): a video uploaded
// to the library is shared from its menu; the link opens signed out in a new
// context with absolute Open Graph tags and a video that plays; the team's
// links page revokes it, and the link then says so.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addSessionCookie, BASE_URL, browser, hydrated, openPage, recordedClipForFile, seedOrgMember } from './support';

const clip = recordedClipForFile(3);
const dir = mkdtempSync(join(tmpdir(), 'palco-share-'));
const SHOTS = process.env.SHARE_SHOTS_DIR;

const TEXT = {
  en: {
    uploaded: '“launch.webm” uploaded.',
    actions: 'Actions for launch.webm',
    share: 'Share',
    caption: 'Caption',
    create: 'Create link',
    sharedBy: 'Shared by Lia Studio',
    revoke: 'Revoke',
    revoked: 'This link was turned off',
    views: '1 view(s)',
  },
  'pt-BR': {
    uploaded: '“launch.webm” enviado.',
    actions: 'Ações de launch.webm',
    share: 'Compartilhar',
    caption: 'Legenda',
    create: 'Criar link',
    sharedBy: 'Compartilhado por Lia Studio',
    revoke: 'Desativar',
    revoked: 'Este link foi desativado',
    views: '1 visualização(ões)',
  },
} as const;

const meta = (page: Page, key: string) =>
  page.evaluate((k) => document.querySelector(`meta[property="${k}"], meta[name="${k}"]`)?.getAttribute('content') ?? null, key);

describe('quick share', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    it(`shares a library video, opens it signed out, and revokes it (${locale})`, { timeout: 480_000 }, async () => {
      const text = TEXT[locale];
      const owner = seedOrgMember(`share-${locale}`, { displayName: 'Sara Share' });
      const app = await openPage(browser, { locale });
      await addSessionCookie(app.context, owner.cookie);
      await app.page.goto(`/${locale}/library`);
      await hydrated(app.page);

      const file = join(dir, 'launch.webm');
      writeFileSync(file, clip());
      await app.page.getByTestId('upload-input').setInputFiles(file);
      await app.page.getByText(text.uploaded).waitFor();
      await app.page.getByRole('button', { name: text.actions }).click();
      await app.page.getByRole('menuitem', { name: text.share }).click();
      await app.page.getByLabel(text.caption).fill('Teaser de verão 🌞');
      await app.page.getByRole('button', { name: text.create }).click();
      const link = await app.page.getByTestId('share-link').inputValue();
      if (SHOTS) await app.page.screenshot({ path: join(SHOTS, `share-${locale}-dialog.png`) });
      expect(link).toMatch(new RegExp(`^${BASE_URL}/${locale}/s/[A-Za-z0-9_-]{22}$`));
      const wa = await app.page.getByTestId('share-whatsapp').getAttribute('href');
      expect(wa).toBe(`https://wa.me/?text=${encodeURIComponent(`Teaser de verão 🌞\n\n${link}`)}`);

      // A visitor: a new context, no cookies.
      const visitor = await openPage(browser, { locale, viewport: { width: 390, height: 844 } });
      const res = await visitor.page.goto(link);
      expect(res!.status()).toBe(200);
      await visitor.page.getByText(text.sharedBy).waitFor();
      await visitor.page.getByTestId('share-caption').getByText('Teaser de verão 🌞').waitFor();
      expect(await meta(visitor.page, 'og:type')).toBe('video.other');
      expect(await meta(visitor.page, 'og:url')).toBe(link);
      for (const key of ['og:video', 'og:image', 'twitter:image'])
        expect(await meta(visitor.page, key), key).toMatch(new RegExp(`^${BASE_URL}/s/`));
      expect(await meta(visitor.page, 'twitter:card')).toBe('summary_large_image');
      const played = await visitor.page.getByTestId('share-video').evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
        await new Promise<void>((resolve) => {
          const check = () => (v.currentTime > 0.2 ? resolve() : requestAnimationFrame(check));
          check();
        });
        return { readyState: v.readyState, currentTime: v.currentTime };
      });
      expect(played.readyState).toBeGreaterThanOrEqual(2);
      expect(played.currentTime).toBeGreaterThan(0.2);
      if (SHOTS) {
        await visitor.page.screenshot({ path: join(SHOTS, `share-${locale}-phone.png`), fullPage: true });
        await visitor.page.emulateMedia({ colorScheme: 'dark' });
        await visitor.page.setViewportSize({ width: 1280, height: 800 });
        await visitor.page.reload();
        await visitor.page.screenshot({ path: join(SHOTS, `share-${locale}-desktop-dark.png`) });
      }

      // The team's links page: the view counted, then Revoke.
      await app.page.goto(`/${locale}/library/shares`);
      await hydrated(app.page);
      const row = app.page.getByTestId('share-row').first();
      await row.getByText(SHOTS ? text.views.replace('1', '2') : text.views).waitFor();
      await row.getByRole('button', { name: text.revoke }).click();
      await app.page.getByRole('dialog').getByRole('button', { name: text.revoke }).click();
      await app.page.locator('[data-testid="share-row"][data-state="revoked"]').waitFor();

      const after = await visitor.page.goto(link);
      expect(after!.status()).toBe(410);
      await visitor.page.getByText(text.revoked).waitFor();
      if (SHOTS) await visitor.page.screenshot({ path: join(SHOTS, `share-${locale}-revoked-dark.png`) });
      expect(app.errors).toEqual([]);
      await visitor.context.close();
      await app.context.close();
    });
  }
});
