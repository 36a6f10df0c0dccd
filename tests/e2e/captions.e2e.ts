// Issue 22.2 in Chromium, in both languages: a brief becomes three variants
// each for Instagram and X, each within its platform's limit as counted here
// by the shared model; one is edited (the avoided word warned, an over-limit
// text refused), copied to the clipboard, saved, and found in the history after
// a reload; a carousel's slide texts are a source too. 1 credit a generation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT } from '../../src/common/contracts/carousel';
import { newClipDocument } from '../../src/common/contracts/clip';
import { countFor, PLATFORM_RULES, type Platform } from '../../src/common/contracts/caption-platforms';
import { newClip } from '../../client/features/clipper/model/commands';
import { blankDocument, blankSlide, randomId, textElement } from '../../client/slides/model/document';
import { browser, hydrated, projectThroughApi, seedOrgMember, signedInPage, sql, launchForFile } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    generate: 'Gerar legendas',
    sourceRequired: 'Escreva um briefing ou escolha uma fonte com texto',
    brief: 'Sobre o que é o post?',
    platforms: { instagram: 'Instagram', x: 'X', linkedin: 'LinkedIn' },
    edit: 'Editar esta',
    avoided: 'A marca evita: barato',
    over: 'acima do limite',
    copy: 'Copiar',
    copied: 'Legenda copiada',
    name: 'Nome no histórico',
    save: 'Salvar no histórico',
    saveChanges: 'Salvar alterações',
    saved: 'Legenda salva no histórico',
    search: 'Buscar no histórico',
    noResults: 'Nenhuma legenda com esse nome.',
    open: (n: string) => `Abrir ${n}`,
    delete: 'Excluir',
    carousel: 'Carrossel',
    used: 'Texto usado',
    cost: (balance: number) => `1 crédito por geração · saldo: ${balance} créditos`,
    text: 'Lançamento do café de inverno, com notas de chocolate. Torra média, grãos do sul de Minas. À venda a partir de sexta.',
  },
  en: {
    generate: 'Generate captions',
    sourceRequired: 'Write a brief or choose a source with text',
    brief: 'What is the post about?',
    platforms: { instagram: 'Instagram', x: 'X', linkedin: 'LinkedIn' },
    edit: 'Edit this one',
    avoided: 'The brand avoids: barato',
    over: 'over the limit',
    copy: 'Copy',
    copied: 'Caption copied',
    name: 'Name in the history',
    save: 'Save to history',
    saveChanges: 'Save changes',
    saved: 'Caption saved to the history',
    search: 'Search the history',
    noResults: 'No caption with that name.',
    open: (n: string) => `Open ${n}`,
    delete: 'Delete',
    carousel: 'Carousel',
    used: 'Text used',
    cost: (balance: number) => `1 credit a generation · balance: ${balance} credits`,
    text: 'Launching our winter coffee, with chocolate notes. Medium roast, beans from southern Minas. On sale from Friday.',
  },
} as const;

/** A kit whose voice avoids "barato" and uses "aroma", made through the API as the brand kits page does. */
async function seedKit(page: Page, org: string) {
  await page.evaluate(async (o) => {
    const headers = { 'Content-Type': 'application/json' };
    const kit = (await (
      await fetch(`/api/v1/orgs/${o}/brand-kits`, { method: 'POST', headers, body: JSON.stringify({ name: 'Aurora' }) })
    ).json()) as {
      id: string;
      voice: Record<string, unknown>;
    };
    const res = await fetch(`/api/v1/orgs/${o}/brand-kits/${kit.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        social: { handle: 'cafe.aurora', avatar: null },
        voice: { ...kit.voice, wordsToUse: ['aroma'], wordsToAvoid: ['barato'] },
      }),
    });
    if (!res.ok) throw new Error(`kit ${res.status}`);
  }, org);
}

/** Every variant shown for a platform, as its text is published, checked against the platform's limit here. */
async function variantsWithinLimit(page: Page, platform: Platform, name: string): Promise<string[]> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect.poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
  const texts = await page.getByTestId('cap-variant-text').allTextContents();
  expect(texts).toHaveLength(3);
  expect(new Set(texts).size).toBe(3);
  for (const text of texts) {
    expect(countFor(platform, text)).toBeLessThanOrEqual(PLATFORM_RULES[platform].maxLength);
    expect(text.toLocaleLowerCase()).not.toContain('barato');
  }
  return texts;
}

describe.each(['pt-BR', 'en'] as const)('caption generator (%s)', (locale) => {
  const w = WORDS[locale];

  it('brief → variants within limits → edit → copy → save → history after a reload; a carousel as the source', async () => {
    const owner = seedOrgMember(`captions-${locale}`);
    sql(`UPDATE organizations SET credit_balance = 20 WHERE id = '${owner.org}'`);
    const { page, context, errors } = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/dashboard`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await seedKit(page, owner.org);
    // The dashboard's card leads to the tool: it is available.
    await page.reload();
    await hydrated(page);
    await page.locator('[data-tool="caption_generator"]').click();
    await page.waitForURL(`**/${locale}/tools/caption-generator`);
    await hydrated(page);

    await expect.poll(() => page.getByTestId('cap-cost').textContent()).toBe(w.cost(20));
    await expect.poll(() => page.getByTestId('offline-mode').isVisible()).toBe(true);

    // Nothing to write from: said by the field, nothing charged.
    await page.getByRole('button', { name: w.generate }).click();
    await page.getByText(w.sourceRequired).waitFor();

    await page.getByLabel(w.brief).fill(`${w.text} Preço barato!`);
    await page.getByRole('checkbox', { name: new RegExp(`^${w.platforms.x}\\b`) }).check();
    await page.getByRole('button', { name: w.generate }).click();
    await page.getByTestId('cap-variant').first().waitFor();
    const instagram = await variantsWithinLimit(page, 'instagram', w.platforms.instagram);
    expect(instagram[0]).toContain('#aroma');
    expect(instagram[0]).toContain('@cafe.aurora');
    const x = await variantsWithinLimit(page, 'x', w.platforms.x);
    await expect.poll(() => page.getByTestId('cap-cost').textContent()).toBe(w.cost(19));

    // The second X variant, edited: the avoided word warned live, an over-limit text refused.
    await page.getByTestId('cap-variant').nth(1).getByRole('button', { name: w.edit }).click();
    const editor = page.getByTestId('cap-editor');
    const box = editor.getByRole('textbox', { name: new RegExp(w.platforms.x) });
    expect(await box.inputValue()).toBe(x[1]);
    await box.fill(`${x[1]} barato`);
    await editor.getByTestId('cap-avoided').getByText(w.avoided).waitFor();
    await box.fill('🙂'.repeat(141));
    await editor.getByText(`2 ${w.over}`).waitFor();
    expect(await editor.getByRole('button', { name: w.save }).isDisabled()).toBe(true);
    const edited = `${x[0]!.split('\n')[0]} ☕\n\n#aroma`;
    await box.fill(edited);
    expect(await editor.getByTestId('cap-avoided').count()).toBe(0);

    await editor.getByRole('button', { name: w.copy }).click();
    await page.getByText(w.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);

    await editor.getByLabel(w.name).fill('Inverno X');
    await editor.getByRole('button', { name: w.save }).click();
    await page.getByText(w.saved).waitFor();

    // After a reload the history has it; search narrows it; opening it puts it back in the editor.
    await page.reload();
    await hydrated(page);
    const history = page.getByTestId('cap-history');
    await history.getByRole('button', { name: w.open('Inverno X') }).waitFor();
    await history.getByLabel(w.search).fill('nada-assim');
    await history.getByText(w.noResults).waitFor();
    await history.getByLabel(w.search).fill('inverno');
    await history.getByRole('button', { name: w.open('Inverno X') }).click();
    expect(
      await page
        .getByTestId('cap-editor')
        .getByRole('textbox', { name: new RegExp(w.platforms.x) })
        .inputValue(),
    ).toBe(edited);

    // Changed elsewhere meanwhile: the save is refused, nothing typed is lost, and saving again keeps it as a new entry.
    await page.evaluate(async (o) => {
      const [entry] = (await (await fetch(`/api/v1/orgs/${o}/projects?kind=caption`)).json()) as { id: string; version: number }[];
      const res = await fetch(`/api/v1/orgs/${o}/projects/${entry!.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind: 'caption', name: 'Inverno X', baseVersion: entry!.version }),
      });
      if (!res.ok) throw new Error(`rename ${res.status}`);
    }, owner.org);
    const reopened = page.getByTestId('cap-editor').getByRole('textbox', { name: new RegExp(w.platforms.x) });
    await reopened.fill(`${edited} ✓`);
    await page.getByTestId('cap-editor').getByRole('button', { name: w.saveChanges }).click();
    await page.getByTestId('cap-editor').getByRole('button', { name: w.save }).click();
    await page.getByText(w.saved).waitFor();
    await expect.poll(() => history.getByTestId('cap-history-item').count()).toBe(2);
    expect(await reopened.inputValue()).toBe(`${edited} ✓`);

    // A carousel's slides are a source too: its heading leads the LinkedIn post.
    const doc = blankDocument(DEFAULT_FORMAT, randomId, locale === 'en' ? 'Brew better coffee at home' : 'Café melhor em casa');
    const second = blankSlide(randomId);
    second.elements.push(
      textElement(
        randomId(),
        { x: 96, y: 160, width: 800, height: 200 },
        locale === 'en' ? 'Grind right before brewing.' : 'Moa na hora de passar.',
      ),
    );
    doc.slides.push(second);
    await projectThroughApi(page, owner.org, 'carousel', 'Coffee carousel', doc);
    await page.getByRole('button', { name: w.carousel, exact: true }).click();
    await page.getByLabel(w.carousel, { exact: true }).selectOption({ label: 'Coffee carousel' });
    await page.getByText(w.used).waitFor();
    await page.getByRole('checkbox', { name: new RegExp(`^${w.platforms.instagram}\\b`) }).uncheck();
    await page.getByRole('checkbox', { name: new RegExp(`^${w.platforms.x}\\b`) }).uncheck();
    await page.getByRole('checkbox', { name: new RegExp(`^${w.platforms.linkedin}\\b`) }).check();
    await page.getByRole('button', { name: w.generate }).click();
    await page.getByRole('tab', { name: w.platforms.linkedin, exact: true }).waitFor();
    const linkedin = await variantsWithinLimit(page, 'linkedin', w.platforms.linkedin);
    expect(linkedin[0]).toMatch(
      locale === 'en' ? /^Brew better coffee at home\n\nGrind right before brewing\./ : /^Café melhor em casa\n\nMoa na hora de passar\./,
    );
    await expect.poll(() => page.getByTestId('cap-cost').textContent()).toBe(w.cost(18));

    // Deleting from the history asks first.
    await history
      .getByRole('button', { name: `${w.delete}: Inverno X` })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: w.delete }).click();
    await expect.poll(() => history.getByTestId('cap-history-item').count()).toBe(1);

    // The one refused save above is the browser's only complaint.
    expect(errors.filter((e) => !e.includes('status of 409 (Conflict)'))).toEqual([]);
    expect(errors).toHaveLength(1);
    await context.close();
  }, 120_000);
});

describe('caption generator from a video transcript and a clip', () => {
  it("writes from a library video's stored transcript (a Short gets its title, copied on its own) and from a clip's words", async () => {
    const owner = seedOrgMember('captions-transcript');
    sql(`UPDATE organizations SET credit_balance = 5 WHERE id = '${owner.org}'`);
    const now = Date.now();
    const asset = `ast_cap${now}`;
    // A library video as a row (its bytes are not needed here); its transcript is stored through the API below.
    sql(
      `INSERT INTO assets (id, organization_id, name, kind, content_type, size, r2_key, duration_ms, created_at, updated_at) VALUES ('${asset}', '${owner.org}', 'aula-cafe.mp4', 'video', 'video/mp4', 10, 'orgs/${owner.org}/media/${asset}', 8000, ${now}, ${now});` +
        `INSERT INTO assets (id, organization_id, name, kind, content_type, size, r2_key, duration_ms, created_at, updated_at) VALUES ('${asset}b', '${owner.org}', 'sem-fala.mp4', 'video', 'video/mp4', 10, 'orgs/${owner.org}/media/${asset}b', 8000, ${now}, ${now});`,
    );
    const { page, context, errors } = await signedInPage(browser, owner.cookie, { locale: 'pt-BR' }, '/pt-BR/tools/caption-generator');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    const said = ['Hoje eu vou mostrar como passar um café coado perfeito.', 'Use água a noventa graus e moa na hora.'];
    await page.evaluate(
      async ([o, id, sentences]) => {
        let t = 0;
        const segments = sentences.map((text) => {
          const words = text.split(' ').map((w) => ({ text: w, startMs: (t += 300), endMs: t + 250, confidence: 1 }));
          return { startMs: words[0]!.startMs, endMs: words.at(-1)!.endMs, text, words };
        });
        const body = { version: 1, language: 'pt', durationMs: 8000, engine: { provider: 'local', model: 'test' }, segments };
        const res = await fetch(`/api/v1/orgs/${o}/assets/${id}/transcript`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`transcript ${res.status}`);
      },
      [owner.org, asset, said] as const,
    );

    await page.getByRole('button', { name: 'Transcrição', exact: true }).click();
    // A video without a transcript says where to make one.
    await page.getByLabel('Vídeo da biblioteca').selectOption({ label: 'sem-fala.mp4' });
    await page.getByText('Este vídeo ainda não tem transcrição').waitFor();
    await page.getByLabel('Vídeo da biblioteca').selectOption({ label: 'aula-cafe.mp4' });
    await page.getByText('Texto usado').waitFor();
    await page.getByRole('checkbox', { name: /^Instagram\b/ }).uncheck();
    await page.getByRole('checkbox', { name: /^YouTube Shorts\b/ }).check();
    await page.getByRole('button', { name: 'Gerar legendas' }).click();
    await page.getByRole('tab', { name: 'YouTube Shorts', exact: true }).waitFor();
    const texts = await variantsWithinLimit(page, 'youtube_shorts', 'YouTube Shorts');
    expect(texts[0]).toContain('Use água a noventa graus e moa na hora.');

    await page.getByTestId('cap-variant').first().getByRole('button', { name: 'Editar esta' }).click();
    const editor = page.getByTestId('cap-editor');
    const title = editor.getByLabel('Título do Short');
    expect(await title.inputValue()).toBe(said[0]);
    await editor.getByRole('button', { name: 'Copiar título' }).click();
    await page.getByText('Título copiado').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(said[0]);
    await title.fill('t'.repeat(101));
    await editor.getByText('Título: 101 / 100').waitFor();
    expect(await editor.getByRole('button', { name: 'Salvar no histórico' }).isDisabled()).toBe(true);

    // A clip of a clipper project on that video: its headline and the words inside it, the cut word left out.
    const clipDoc = newClipDocument({ name: 'aula-cafe.mp4', durationMs: 8000, assetId: asset });
    clipDoc.clips.push({
      ...newClip('c1', { startMs: 4000, endMs: 8000 }, null, 'Água na temperatura certa', 'O segredo do café coado'),
      cuts: [{ startMs: 4400, endMs: 4700 }],
      logo: false,
    });
    await projectThroughApi(page, owner.org, 'clip', 'Aula de café', clipDoc);
    await page.getByRole('button', { name: 'Clipe', exact: true }).click();
    await page.getByLabel('Projeto do clipper').selectOption({ label: 'Aula de café' });
    await page.getByLabel('Clipe', { exact: true }).selectOption({ label: 'Água na temperatura certa' });
    await page.getByText('Texto usado').click();
    const used = await page.locator('.cap-source-preview p').textContent();
    // The words spoken from 4.0 s to 8.0 s ("noventa graus e moa na hora."), "graus" at 4.5 s cut out.
    expect(used).toBe('O segredo do café coado\nnoventa e moa na hora.');
    await page.getByRole('checkbox', { name: /^YouTube Shorts\b/ }).uncheck();
    await page.getByRole('checkbox', { name: /^TikTok\b/ }).check();
    await page.getByRole('button', { name: 'Gerar legendas' }).click();
    await page.getByRole('tab', { name: 'TikTok', exact: true }).waitFor();
    const tiktok = await variantsWithinLimit(page, 'tiktok', 'TikTok');
    expect(tiktok[0]).toMatch(/^O segredo do café coado/);

    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
