// Issue 37's competitor analysis in Chromium, in both languages (decision 074):
// the page says it shows demonstration data (no API key locally); bad input is
// refused beside the field in the user's language; two channels are added by
// handle and address, compared in the charts (canvas drawn, both in the legend),
// the heatmap is drawn in the browser's time zone (named), a top video draws its
// own line (decision 082), and the comparison's CSV holds a row for each; a chart
// downloads as PNG. Then the dark theme's page is drawn too.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browser, launchForFile, saveDownload, seedOrgMember, signedInPage, sql } from './support';

launchForFile();

const dir = mkdtempSync(join(tmpdir(), 'palco-competitors-'));

const WORDS = {
  'pt-BR': {
    demo: 'Dados de demonstração',
    field: 'Canal (@nome ou endereço)',
    add: 'Adicionar',
    invalid: 'Isso não é um canal do YouTube',
    exists: 'Esse canal já está na comparação.',
    first: 'Cozinhadabia',
    second: 'Techdorafa',
    csv: 'Baixar CSV da comparação',
    png: 'Baixar PNG',
    header: 'canal,identificador,id do canal,inscritos,visualizações',
    own: 'Conecte seu canal do YouTube em Publicar para compará-lo aqui.',
    yours: 'Seu canal',
    hide: 'Ocultar seu canal',
    show: 'Mostrar de novo',
    remove: /^Remover /,
    best: /^Melhores horários: /,
    engagement: 'Engajamento',
    zone: /^Horários no fuso .+\.$/,
  },
  en: {
    demo: 'Demonstration data',
    field: 'Channel (@name or address)',
    add: 'Add',
    invalid: 'That is not a YouTube channel',
    exists: 'That channel is already being compared.',
    first: 'Cozinhadabia',
    second: 'Techdorafa',
    csv: 'Download the comparison as CSV',
    png: 'Download PNG',
    header: 'channel,handle,channel id,subscribers,views',
    own: 'Connect your YouTube channel in Publish to compare it here.',
    yours: 'Your channel',
    hide: 'Hide your channel',
    show: 'Show it again',
    remove: /^Remove /,
    best: /^Best times: /,
    engagement: 'Engagement',
    zone: /^Times in the .+ time zone\.$/,
  },
} as const;

/** The canvas has drawn pixels (not a blank rectangle). */
const drawn = (canvas: import('playwright-core').Locator) =>
  canvas.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return painted;
  });

describe.each(['pt-BR', 'en'] as const)('competitor analysis (%s)', (locale) => {
  const w = WORDS[locale];
  it('adds two demonstration channels and compares them in charts, the CSV and a PNG', async () => {
    const owner = seedOrgMember(`competitors-${locale}`);
    const { page, errors } = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/tools/competitor-analysis`);
    page.setDefaultTimeout(60_000);
    await page.getByTestId('competitors-demo').getByText(w.demo).waitFor();
    await page.getByTestId('competitors-empty').waitFor();
    await page.getByTestId('competitors-own').getByText(w.own).waitFor();

    const field = page.getByLabel(w.field);
    const add = page.getByRole('button', { name: w.add, exact: true });
    // Not a channel: refused by the shared schema beside the field, nothing sent.
    await field.fill('cozinha da bia');
    await add.click();
    await page.locator('.field-error', { hasText: w.invalid }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('@cozinhadabia');
    await add.click();
    const cards = page.getByTestId('competitor-channels');
    await cards.getByText(w.first, { exact: true }).waitFor();
    await field.fill('https://www.youtube.com/@techdorafa');
    await add.click();
    await cards.getByText(w.second, { exact: true }).waitFor();
    // The same channel again is refused by the server, beside the field.
    await field.fill('@CozinhaDaBia');
    await add.click();
    await page.locator('.field-error', { hasText: w.exists }).waitFor();

    // Both charts drawn with both channels in their legends.
    for (const id of ['chart-over-time', 'chart-by-channel']) {
      const figure = page.getByTestId(id);
      const canvas = figure.locator('canvas').first();
      await canvas.waitFor();
      await expect.poll(() => drawn(canvas)).toBeGreaterThan(1000);
      const legend = figure.getByRole('list').last();
      expect(await legend.getByRole('listitem').allInnerTexts()).toEqual([w.first, w.second]);
    }
    // The bars' measure is a toggle group; engagement first.
    expect(
      await page.getByTestId('chart-by-channel').getByRole('button', { name: w.engagement, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    const heatmap = page.getByTestId('chart-heatmap');
    await expect.poll(() => drawn(heatmap.locator('canvas'))).toBeGreaterThan(1000);
    await heatmap.getByText(w.best).waitFor();
    // The keyboard reads a cell of the heatmap.
    await heatmap.locator('canvas').focus();
    await page.keyboard.press('ArrowRight');
    expect(await heatmap.locator('.ca-best').innerText()).toMatch(/\d+%$/);
    // The figure names the time zone its hours are in: the browser's (decision 082).
    expect(await heatmap.getByTestId('heatmap-zone').innerText()).toMatch(w.zone);

    // A top video is a toggle that draws its own line over time, views then engagement.
    const details = page.getByRole('article', { name: w.first, exact: true });
    const pick = details.locator('.ca-video-pick').first();
    await pick.click();
    expect(await pick.getAttribute('aria-pressed')).toBe('true');
    const videoChart = details.getByTestId('chart-video');
    await expect.poll(() => drawn(videoChart.locator('canvas').first())).toBeGreaterThan(500);
    await videoChart.getByRole('button', { name: w.engagement, exact: true }).click();
    expect(await videoChart.getByRole('button', { name: w.engagement, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => drawn(videoChart.locator('canvas').first())).toBeGreaterThan(500);
    await pick.click();
    await videoChart.waitFor({ state: 'detached' });

    const csvFile = await saveDownload(page, () => page.getByRole('button', { name: w.csv }).click(), join(dir, `${locale}.csv`));
    const rows = readFileSync(csvFile, 'utf8').trim().split(/\r\n/);
    expect(rows[0]!.startsWith(w.header)).toBe(true);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.startsWith(`${w.first},@cozinhadabia,UC`)).toBe(true);
    expect(rows[2]!.startsWith(`${w.second},@techdorafa,UC`)).toBe(true);
    // Subscribers are numbers.
    expect(Number(rows[1]!.split(',')[3])).toBeGreaterThan(0);

    const pngFile = await saveDownload(
      page,
      () => page.getByTestId('chart-over-time').getByRole('button', { name: w.png }).click(),
      join(dir, `${locale}.png`),
    );
    expect(readFileSync(pngFile).subarray(1, 4).toString()).toBe('PNG');

    // The browser logs the refused duplicate (a 422 the form shows under its field); nothing else.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
  }, 300_000);

  // Locally no real YouTube account can be connected: the row the OAuth flow would write is seeded (decision 085).
  it('shows the connected YouTube channel first, marked as the organization’s own, with no remove button', async () => {
    const owner = seedOrgMember(`competitors-own-${locale}`);
    const now = Date.now();
    sql(
      `INSERT INTO social_accounts (id, organization_id, network, display_name, token_ciphertext, external_id, created_at, updated_at) ` +
        `VALUES ('sac_${owner.org}', '${owner.org}', 'youtube', 'Café Aurora', 'sealed', 'UCpalcoOwnChannel0000001', ${now}, ${now})`,
    );
    const { page, errors } = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/tools/competitor-analysis`);
    page.setDefaultTimeout(60_000);
    const own = page.getByTestId('competitors-own-channel');
    await own.getByText(w.yours, { exact: true }).waitFor();
    await own.getByText('Café Aurora').waitFor();
    expect(await own.getByRole('button', { name: w.remove }).count()).toBe(0);
    expect(await page.getByTestId('competitors-own').count()).toBe(0);
    // First in the comparison, with its chart drawn.
    expect(await page.getByTestId('competitor-channels').locator('li').first().getAttribute('data-testid')).toBe('competitors-own-channel');
    await expect.poll(() => drawn(page.getByTestId('chart-over-time').locator('canvas').first())).toBeGreaterThan(500);
    // Hidden from the comparison without disconnecting, then shown again.
    await own.getByRole('button', { name: w.hide }).click();
    await page.getByTestId('competitors-own-hidden').getByText('Café Aurora').waitFor();
    await own.waitFor({ state: 'detached' });
    await page.getByTestId('competitors-own-hidden').getByRole('button', { name: w.show }).click();
    await own.getByText(w.yours, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  }, 300_000);
});
