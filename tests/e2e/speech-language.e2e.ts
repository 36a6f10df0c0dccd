// A Portuguese talk where no browser model hears Portuguese (decision 037): the
// clipper says so before any analysis, offers the server engine with this
// video's price (production's Workers AI Whisper; here the speech status
// answers as production's does), waits for the user's choice, and a clip made
// without a transcript has its captions switch off, saying why. And the
// organization's vocabulary, kept by its admin in the settings.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addSessionCookie, hydrated, browser, launchForFile, openPage, seedOrgMember, sql } from './support';
import { speechVideo } from './fixtures/media-fixtures';

const dir = mkdtempSync(join(tmpdir(), 'palco-speech-lang-'));

/** About 20 s of Brazilian Portuguese from espeak-ng over a test pattern. */
function makePortugueseTalk(): string {
  const text =
    'Olá, pessoal. Hoje eu vou contar como a nossa marca começou numa garagem pequena. ' +
    'Foram três anos de trabalho duro, e no fim a gente aprendeu que o cliente sempre tem razão. ' +
    'Agora a pergunta mais importante: o que vocês fariam no nosso lugar?';
  return speechVideo(dir, 'fala.mp4', { voice: 'pt-br', text, picture: 'testsrc2=s=640x360:r=30' });
}

launchForFile();

describe('speech in a language no browser model hears', () => {
  it('says so before the analysis, offers the server with its price, and turns captions off with the reason', async () => {
    const owner = seedOrgMember('speech-pt');
    // Enough for a clip: creating one asks for its price up front.
    sql(`UPDATE organizations SET credit_balance = 100 WHERE id = '${owner.org}'`);
    const video = makePortugueseTalk();
    const { page, context, errors } = await openPage(browser, { locale: 'pt-BR' });
    await addSessionCookie(context, owner.cookie);
    // Production's answer (wrangler.toml [env.production]: SPEECH_PROVIDER = "workers-ai"); local development has no server engine.
    await page.route('**/api/v1/speech/status', async (route) => {
      const local = (await (await route.fetch()).json()) as { local: unknown[] };
      await route.fulfill({
        json: { ...local, server: { provider: 'workers-ai', model: '@cf/openai/whisper-large-v3-turbo', creditsPerMinute: 1 } },
      });
    });
    let transcribeCalls = 0;
    await page.route('**/api/v1/orgs/*/assets/*/transcribe', async (route) => {
      transcribeCalls++;
      await route.abort();
    });
    await page.goto('/pt-BR/tools/clipper');
    await hydrated(page);
    await page.getByTestId('clipper-file').setInputFiles(video);
    await page.waitForURL('**/pt-BR/tools/clipper/edit/**', { timeout: 60_000 });

    const analysis = page.getByTestId('clipper-analysis');
    const notice = analysis.getByTestId('clipper-no-speech-model');
    await notice.getByText('Nenhum modelo deste navegador ouve Português.').waitFor();
    // Once the video is in the library, the server is offered with this video's price (one started minute).
    await page.getByTestId('clipper-source').waitFor({ state: 'detached', timeout: 120_000 });
    await notice.getByText(/O servidor pode transcrever este vídeo por 1 créditos \(1 por minuto iniciado\)/).waitFor();
    await analysis.getByRole('checkbox', { name: /Transcrever com o servidor \(1 créditos\)/ }).waitFor();
    // Nothing started by itself: the choice is the user's.
    expect(await analysis.getByRole('button', { name: 'Analisar vídeo' }).isEnabled()).toBe(true);
    expect(await page.getByTestId('clipper-moments').count()).toBe(0);

    // Without the server: moments from sound and scenes, no transcript, nothing charged.
    await analysis.getByRole('button', { name: 'Analisar vídeo' }).click();
    const moments = page.getByTestId('clipper-moments');
    await moments.getByRole('heading', { name: /\d+ momentos? encontrados?/ }).waitFor({ timeout: 180_000 });
    expect(transcribeCalls).toBe(0);
    await moments.getByTestId('moment').first().getByRole('checkbox').check();
    await moments.getByRole('button', { name: /Criar 1 corte/ }).click();
    const panel = page.getByTestId('clip-panel');
    const captions = panel.getByRole('checkbox', { name: 'Mostrar legendas palavra por palavra' });
    await captions.waitFor();
    expect(await captions.isChecked()).toBe(false);
    expect(await captions.isDisabled()).toBe(true);
    await panel
      .getByTestId('captions-off')
      .getByText(/Desligadas: este vídeo não tem transcrição/)
      .waitFor();
    expect(errors.filter((e) => !e.includes('/transcribe'))).toEqual([]);
    await context.close();
  }, 420_000);

  it("keeps the organization's vocabulary: saved by its admin, refused past the limits, in English too", async () => {
    const owner = seedOrgMember('vocab-admin');
    const { page, context, errors } = await openPage(browser, { locale: 'en' });
    await addSessionCookie(context, owner.cookie);
    await page.goto('/en/settings/organization');
    await hydrated(page);
    const section = page.getByTestId('vocabulary-section');
    const box = section.getByLabel('Terms (one a line)');
    await box.fill('Palco\nZé Pereira\niFood');
    await section.getByText('3 of 200 terms').waitFor();
    await section.getByRole('button', { name: 'Save vocabulary' }).click();
    await page.getByText('Vocabulary saved').waitFor();
    await box.fill(`Palco\n${'x'.repeat(41)}`);
    await section.getByRole('button', { name: 'Save vocabulary' }).click();
    await section.getByTestId('vocabulary-error').getByText('Each vocabulary term has at most 40 characters.').waitFor();
    // What was saved stays: a reload shows the three terms.
    await page.reload();
    await hydrated(page);
    await expect
      .poll(() => page.getByTestId('vocabulary-section').getByLabel('Terms (one a line)').inputValue())
      .toBe('Palco\nZé Pereira\niFood');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
