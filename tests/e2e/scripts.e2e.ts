// Issue 22, the script creator in Chromium, in both languages: a script drafted
// from a topic (offline mode, 1 credit), a beat edited, a version saved, the
// text changed and the version restored; the text download parsed back, the PDF
// read back (its pages and the hook's words), the teleprompter scrolling at the
// speaking rate and mirrored, and "send to video editor" opening a video
// project whose text track holds the on-screen texts, timed by the script.
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AnyProjectView } from '../../src/common/contracts/projects';
import { scriptTiming, type ScriptDocument } from '../../src/common/contracts/script';
import type { VideoDocument } from '../../src/common/contracts/video';
import { textRuns } from './carousel-support';
import { addSessionCookie, browser, hydrated, openPage, seedOrgMember, sql, launchForFile } from './support';

launchForFile();

const bytesOf = async (download: Promise<Download>) => new Uint8Array(readFileSync((await (await download).path())!));
const fetchJson = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => (await (await fetch(p)).json()) as unknown, path) as Promise<T>;

const WORDS = {
  en: {
    newScript: 'New script',
    topic: 'Topic',
    length: 'Length',
    format: 'Format',
    generate: 'Generate draft',
    spoken: 'Spoken',
    onScreen: 'On-screen text',
    saved: 'Saved',
    versionName: 'Version name',
    saveVersion: 'Save version',
    text: 'Download text (.txt)',
    pdf: 'Download PDF',
    prompter: 'Teleprompter',
    start: 'Start',
    toVideo: 'Send to video editor',
    hook: 'Hook',
    beat1: 'Beat 1',
    moveDown: 'Move beat 1 down',
  },
  'pt-BR': {
    newScript: 'Novo roteiro',
    topic: 'Tema',
    length: 'Duração',
    format: 'Formato',
    generate: 'Gerar rascunho',
    spoken: 'Fala',
    onScreen: 'Texto na tela',
    saved: 'Salvo',
    versionName: 'Nome da versão',
    saveVersion: 'Salvar versão',
    text: 'Baixar texto (.txt)',
    pdf: 'Baixar PDF',
    prompter: 'Teleprompter',
    start: 'Iniciar',
    toVideo: 'Enviar ao editor de vídeo',
    hook: 'Gancho',
    beat1: 'Bloco 1',
    moveDown: 'Descer bloco 1',
  },
} as const;

describe('script creator', () => {
  for (const locale of ['pt-BR', 'en'] as const)
    it(`drafts, edits, versions, exports, prompts and sends a script to the video editor (${locale})`, async () => {
      const w = WORDS[locale];
      const owner = seedOrgMember(`scripts-${locale}`);
      sql(`UPDATE organizations SET credit_balance = 10 WHERE id = '${owner.org}'`);
      const { page, context, errors } = await openPage(browser, { locale });
      await page.setViewportSize({ width: 1400, height: 1000 });
      await addSessionCookie(context, owner.cookie);
      await page.goto(`/${locale}/dashboard`);
      await hydrated(page);
      // The organization's brand kit (its first, so its default): a handle and a word it avoids.
      const avoid = locale === 'en' ? 'complicated' : 'complicado';
      await page.evaluate(
        async ([org, word]) => {
          const json = { 'Content-Type': 'application/json' };
          const kit = (await (
            await fetch(`/api/v1/orgs/${org}/brand-kits`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Aurora' }) })
          ).json()) as { id: string };
          const voice = { tone: 'friendly', audience: '', wordsToUse: [], wordsToAvoid: [word], description: '' };
          const res = await fetch(`/api/v1/orgs/${org}/brand-kits/${kit.id}`, {
            method: 'PATCH',
            headers: json,
            body: JSON.stringify({ social: { handle: 'cafe.aurora', avatar: null }, voice }),
          });
          if (!res.ok) throw new Error(`kit ${res.status}`);
        },
        [owner.org, avoid] as const,
      );
      await page.locator('[data-tool="script_creator"]').click();
      await page.waitForURL(`**/${locale}/tools/script-creator`);
      await page.getByTestId('scripts-empty').getByRole('button', { name: w.newScript }).click();
      const dialog = page.getByRole('dialog', { name: w.newScript });
      const topic = locale === 'en' ? 'home coffee' : 'café em casa';
      await dialog.getByLabel(w.topic, { exact: true }).fill(topic);
      await dialog.getByLabel(w.length).selectOption('30');
      await dialog.getByLabel(w.format).selectOption('tutorial');
      await expect.poll(() => dialog.getByTestId('offline-mode').isVisible()).toBe(true);
      await dialog.getByRole('button', { name: w.generate }).click();
      // The first draft of a fresh stack also warms the Worker up: more time than a page load.
      await page.waitForURL(`**/${locale}/tools/script-creator/edit/**`, { timeout: 60_000 });
      const id = page.url().split('/edit/')[1]!;
      const editor = page.getByTestId('script-editor');
      const hook = await editor.getByTestId('scr-hook').getByLabel(w.spoken).inputValue();
      expect(hook.length).toBeGreaterThan(10);
      expect((await fetchJson<{ balance: number }>(page, `/api/v1/orgs/${owner.org}/credits`)).balance).toBe(9);

      // The draft runs close to its 30 s target at the language's speaking rate.
      expect(await editor.getByTestId('scr-estimate').textContent()).toContain(locale === 'en' ? 'on target' : 'no alvo');
      // The draft is in the kit's voice (its handle), and a word the kit avoids is pointed out as it is typed.
      expect(await editor.getByTestId('scr-cta').getByLabel(w.spoken).inputValue()).toContain('@cafe.aurora');
      await expect.poll(() => editor.getByTestId('scr-avoided').count()).toBe(0);
      const firstBroll = editor.getByTestId('scr-beat').first().getByLabel('B-roll');
      const broll = await firstBroll.inputValue();
      await firstBroll.fill(`${broll} ${avoid.toUpperCase()}`);
      await expect.poll(() => editor.getByTestId('scr-avoided').textContent()).toContain(avoid);
      await firstBroll.fill(broll);
      await expect.poll(() => editor.getByTestId('scr-avoided').count()).toBe(0);

      // Edit the first beat; reorder by keyboard and back, so the edits are on the first beat.
      const beat = editor.getByTestId('scr-beat').first();
      const edited = locale === 'en' ? 'Grind the beans right before brewing.' : 'Moa os grãos logo antes de passar.';
      await beat.getByLabel(w.spoken).fill(edited);
      await beat.getByLabel(w.onScreen).fill('Screen A');
      await beat.getByLabel(w.onScreen).press('Alt+ArrowDown');
      await expect.poll(() => editor.getByTestId('scr-beat').nth(1).getByLabel(w.onScreen).inputValue()).toBe('Screen A');
      await editor.getByTestId('scr-beat').nth(1).getByLabel(w.onScreen).press('Alt+ArrowUp');
      await expect.poll(() => editor.getByTestId('scr-beat').first().getByLabel(w.onScreen).inputValue()).toBe('Screen A');
      await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe(w.saved);

      // A named version, then a change, then the version restored.
      await page.getByLabel(w.versionName).fill('v1');
      await page.getByRole('button', { name: w.saveVersion }).click();
      await beat.getByLabel(w.spoken).fill('Something else entirely.');
      await page.getByRole('button', { name: locale === 'en' ? 'Restore version v1' : 'Restaurar a versão v1' }).click();
      await expect.poll(() => beat.getByLabel(w.spoken).inputValue()).toBe(edited);
      // Restoring is an edit like any other: undone and redone by the keyboard.
      await page.keyboard.press('Control+z');
      await expect.poll(() => beat.getByLabel(w.spoken).inputValue()).toBe('Something else entirely.');
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(() => beat.getByLabel(w.spoken).inputValue()).toBe(edited);
      await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe(w.saved);
      const saved = await fetchJson<AnyProjectView>(page, `/api/v1/orgs/${owner.org}/projects/${id}?kind=script`);
      const doc = saved.document as ScriptDocument;
      expect(doc.versions.map((v) => v.name)).toEqual(['v1']);
      expect(doc.beats[0]).toMatchObject({ spoken: edited, onScreen: 'Screen A' });

      // The text file, parsed back: every part with its time, the edit and its on-screen text.
      const text = new TextDecoder().decode(
        await bytesOf(Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.text }).click()]).then(([d]) => d)),
      );
      const heads = [...text.matchAll(/^## (.+) \[(\d+):(\d\d)–(\d+):(\d\d)\]$/gm)];
      expect(heads.map((h) => h[1])).toEqual([
        w.hook,
        ...doc.beats.map((_, i) => (locale === 'en' ? `Beat ${i + 1}` : `Bloco ${i + 1}`)),
        heads.at(-1)![1],
      ]);
      expect(heads[0]!.slice(2, 4)).toEqual(['0', '00']);
      const end = Number(heads.at(-1)![4]) * 60 + Number(heads.at(-1)![5]);
      // The last part ends at the script's estimate, at its speaking rate.
      expect(end).toBe(Math.round(scriptTiming(doc).total));
      expect(text).toContain(`${edited}\n${w.onScreen}: Screen A`);
      expect(text).toContain(hook);

      // The PDF: a real PDF whose text has the hook's words.
      const pdf = await bytesOf(
        Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.pdf }).click()]).then(([d]) => d),
      );
      expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(1);
      const words = (await textRuns(pdf)).map((p) => p.words).join(' ');
      expect(words.replace(/\s+/g, ' ')).toContain(hook.split(' ').slice(0, 4).join(' '));
      expect(words).toContain(edited.split(' ').slice(0, 3).join(' '));

      // The teleprompter scrolls once started, mirrors with M, and closes with Escape.
      await page.getByRole('button', { name: w.prompter }).click();
      const prompter = page.getByTestId('teleprompter');
      const scroll = prompter.getByTestId('prompter-scroll');
      expect(await scroll.evaluate((el) => el.scrollTop)).toBe(0);
      await prompter.getByRole('button', { name: w.start, exact: true }).click();
      await page.waitForTimeout(1500);
      const moved = await scroll.evaluate((el) => ({ top: el.scrollTop, max: el.scrollHeight - el.clientHeight }));
      // At speed 1 the whole text passes in about 30 s, so 1.5 s moves it about 5 % of the way.
      expect(moved.top).toBeGreaterThan(moved.max * 0.02);
      expect(moved.top).toBeLessThan(moved.max * 0.2);
      await page.keyboard.press('m');
      expect(await prompter.getByTestId('prompter-content').getAttribute('class')).toContain('scr-prompter-mirror');
      await page.keyboard.press('Escape');
      await expect.poll(() => prompter.count()).toBe(0);

      // Send to video editor: a video project opens with the on-screen texts on its text track.
      await page.getByRole('button', { name: w.toVideo }).click();
      await page.waitForURL(`**/${locale}/tools/video-editor/edit/**`);
      const videoId = page.url().split('/edit/')[1]!;
      const video = (await fetchJson<AnyProjectView>(page, `/api/v1/orgs/${owner.org}/projects/${videoId}?kind=video`))
        .document as VideoDocument;
      const texts = video.tracks.find((t) => t.kind === 'text')!.items.map((i) => (i.kind === 'text' ? i.text : ''));
      const shown = [doc.hook, ...doc.beats, doc.cta].map((p) => p.onScreen.trim()).filter(Boolean);
      expect(texts).toEqual(shown);
      expect(texts).toContain('Screen A');
      await page.getByTestId('video-editor').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
});
