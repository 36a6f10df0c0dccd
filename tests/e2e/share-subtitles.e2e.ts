// Subtitles in the library and in share links, in Chromium, in both languages
// (decision 097): an .srt dropped into the library (the browser gives it no
// useful type; its extension and its text decide) is previewed as cues, shared
// with download allowed, and opened signed out on a phone: the transcript with
// its times, website/summary tags, and a download that is the same file.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newSubtitlesDocument } from '../../src/common/contracts/subtitles';
import { assetNames, browser, launchForFile, openPage, projectThroughApi, seedOrgMember, signedInPage, sql, videoRowSql } from './support';

launchForFile();

const SHOTS = process.env.SHARE_SHOTS_DIR;
const dir = mkdtempSync(join(tmpdir(), 'palco-share-subtitles-'));
const SRT = '1\n00:00:01,000 --> 00:00:03,000\nBom dia, pessoal!\n\n2\n00:01:05,500 --> 00:01:08,000\nHoje falamos de café.\n';

const TEXT = {
  'pt-BR': {
    uploaded: '“aula.pt-BR.srt” enviado.',
    filter: 'Legendas',
    actions: 'Ações de aula.pt-BR.srt',
    share: 'Compartilhar',
    allow: 'Permitir download',
    create: 'Criar link',
    facts: 'Legendas SRT · idioma: pt-BR · 2 falas',
    download: 'Baixar',
    save: 'Salvar VTT na biblioteca',
    saved: '“Aula de café.pt.vtt” salvo na biblioteca',
  },
  en: {
    uploaded: '“aula.pt-BR.srt” uploaded.',
    filter: 'Subtitles',
    actions: 'Actions for aula.pt-BR.srt',
    share: 'Share',
    allow: 'Allow download',
    create: 'Create link',
    facts: 'SRT subtitles · language: pt-BR · 2 cues',
    download: 'Download',
    save: 'Save VTT to the library',
    saved: '“Aula de café.pt.vtt” saved to the library',
  },
} as const;

const meta = (page: Page, key: string) =>
  page.evaluate((k) => document.querySelector(`meta[property="${k}"], meta[name="${k}"]`)?.getAttribute('content') ?? null, key);

describe('a subtitles file shared by link', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    it(`uploads an SRT, previews its cues, shares it and opens it signed out (${locale})`, { timeout: 240_000 }, async () => {
      const text = TEXT[locale];
      const owner = seedOrgMember(`share-subs-${locale}`);
      const app = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/library`);
      const file = join(dir, 'aula.pt-BR.srt');
      writeFileSync(file, SRT);
      await app.page.getByTestId('upload-input').setInputFiles(file);
      await app.page.getByText(text.uploaded).waitFor();

      await app.page.getByRole('button', { name: text.filter, exact: true }).click();
      await app.page.getByTestId('asset').getByText('SRT · pt-BR').waitFor();
      await app.page.getByTestId('asset').locator('button').first().click();
      const preview = app.page.getByTestId('preview-subtitles');
      await preview.getByText('Hoje falamos de café.').waitFor();
      await preview.getByText('1:05').waitFor();
      if (SHOTS) {
        await app.page.screenshot({ path: join(SHOTS, `subs-${locale}-preview-1280.png`) });
        await app.page.setViewportSize({ width: 390, height: 844 });
        await app.page.screenshot({ path: join(SHOTS, `subs-${locale}-preview-390.png`) });
        await app.page.setViewportSize({ width: 1280, height: 720 });
      }
      await app.page.keyboard.press('Escape');
      if (SHOTS) {
        await app.page.setViewportSize({ width: 390, height: 844 });
        await app.page.screenshot({ path: join(SHOTS, `subs-${locale}-library-390.png`), fullPage: true });
        await app.page.setViewportSize({ width: 1280, height: 720 });
      }

      await app.page.getByRole('button', { name: text.actions }).click();
      await app.page.getByRole('menuitem', { name: text.share }).click();
      await app.page.getByLabel(text.allow).check();
      await app.page.getByRole('button', { name: text.create }).click();
      const link = await app.page.getByTestId('share-link').inputValue();

      const visitor = await openPage(browser, { locale, viewport: { width: 390, height: 844 } });
      const res = await visitor.page.goto(link);
      expect(res!.status()).toBe(200);
      const transcript = visitor.page.getByTestId('share-subtitles');
      await transcript.getByText(text.facts).waitFor();
      await transcript.getByText('Bom dia, pessoal!').waitFor();
      await transcript.getByText('1:05').waitFor();
      expect(await meta(visitor.page, 'og:type')).toBe('website');
      expect(await meta(visitor.page, 'twitter:card')).toBe('summary');
      expect(await meta(visitor.page, 'og:description')).toBe('Bom dia, pessoal! Hoje falamos de café.');
      if (SHOTS) {
        await visitor.page.screenshot({ path: join(SHOTS, `subs-${locale}-share-390.png`), fullPage: true });
        await visitor.page.setViewportSize({ width: 1280, height: 800 });
        await visitor.page.screenshot({ path: join(SHOTS, `subs-${locale}-share-1280.png`) });
      }

      const [download] = await Promise.all([
        visitor.page.waitForEvent('download'),
        visitor.page.getByTestId('share-download').getByText(text.download).click(),
      ]);
      expect(download.suggestedFilename()).toBe('aula.pt-BR.srt');
      expect(readFileSync((await download.path())!, 'utf8')).toBe(SRT);
      expect(app.errors).toEqual([]);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
      await app.context.close();
    });
  }

  it('the subtitles tool saves its VTT to the library, named by the project, and offers to share it', { timeout: 240_000 }, async () => {
    const locale = 'en';
    const owner = seedOrgMember('share-subs-save');
    sql(videoRowSql(owner.org, 'ast_subs_src', 'aula.mp4', 10_000));
    const app = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/library`);
    const doc = newSubtitlesDocument({ assetId: 'ast_subs_src', name: 'aula.mp4', durationMs: 10_000, width: 1920, height: 1080 });
    const track = {
      language: 'pt' as const,
      origin: 'transcript' as const,
      offline: false,
      cues: [{ id: 'c1', startMs: 1000, endMs: 3000, text: 'Bom dia, pessoal!', speaker: null }],
    };
    const id = await projectThroughApi(app.page, owner.org, 'subtitles', 'Aula de café', {
      ...doc,
      language: 'pt',
      tracks: [track],
      active: 'pt',
    });
    await app.page.goto(`/${locale}/tools/auto-subtitles/edit/${id}`);
    await app.page.getByRole('button', { name: TEXT[locale].save }).click();
    await app.page.getByTestId('st-saved').getByText(TEXT[locale].saved).waitFor();
    expect(await assetNames(app.page, owner.org)).toContain('Aula de café.pt.vtt');
    // Share beside it (decision 098) opens the app's share dialog with that very file.
    await app.page.getByTestId('st-saved').getByRole('button', { name: TEXT[locale].share }).click();
    await app.page.getByRole('dialog').getByTestId('share-file-label').getByText('Aula de café.pt.vtt').waitFor();
    await app.context.close();
  });
});
