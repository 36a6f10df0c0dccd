// Issue 37's trend tracker in Chromium, in both languages (decision 059): the
// page shows the demonstration dataset (no API key locally) and says so; a
// search is picked with the keyboard, its rise and the video behind it shown;
// "Make content from this" opens the script creator's new-script dialog with
// the search as its topic. A keyword joins the watchlist (decision 073) with its day's presence, and the
// weekly digest is turned on.
import { describe, expect, it } from 'vitest';
import { browser, hydrated, seedOrgMember, signedInPage, launchForFile } from './support';

launchForFile();

const WORDS = {
  'pt-BR': {
    demo: 'Dados de demonstração',
    region: 'Brasil',
    search: 'Lançamento do novo álbum de Anitta',
    pick: 'Ver detalhes de “Lançamento do novo álbum de Anitta”',
    rise: '7 dias: em alta',
    video: 'Anitta novo álbum reação',
    make: 'Criar conteúdo sobre “Lançamento do novo álbum de Anitta”',
    script: 'Roteiro no criador de roteiros',
    carousel: 'Carrossel no criador de carrosséis',
    caption: 'Legenda no gerador de legendas',
    brief: 'Sobre o que é o post?',
    context: 'Em alta nas buscas do Google hoje (Brasil; 7 dias: em alta).',
    topic: 'Tema',
    keyword: 'Nova palavra-chave',
    watch: 'Acompanhar',
    watched: 'Anitta',
    tooShort: 'Escreva uma palavra-chave com pelo menos 2 letras ou números.',
    exists: 'Essa palavra-chave já está na lista deste país.',
    today: /^Em [1-9]\d* tendências? hoje$/,
    digest: 'Receber um resumo por e-mail toda segunda-feira',
    digestOn: 'Você vai receber o resumo semanal.',
    videos: 'Vídeos no YouTube',
    hideVideos: 'Esconder vídeos',
    searchDemo: 'Vídeos inventados para “Anitta”',
  },
  en: {
    demo: 'Demonstration data',
    region: 'United States',
    search: 'New Taylor Swift single',
    pick: 'See the details of “New Taylor Swift single”',
    rise: '7 days: rising',
    video: 'New Taylor Swift single first listen',
    make: 'Make content about “New Taylor Swift single”',
    script: 'Script in the script creator',
    carousel: 'Carousel in the carousel creator',
    caption: 'Caption in the caption generator',
    brief: 'What is the post about?',
    context: 'Trending in Google searches today (United States; 7 days: rising).',
    topic: 'Topic',
    keyword: 'New keyword',
    watch: 'Watch',
    watched: 'Taylor Swift',
    tooShort: 'Write a keyword with at least 2 letters or digits.',
    exists: "That keyword is already on this country's list.",
    today: /^In [1-9]\d* trends? today$/,
    digest: 'Get an email digest every Monday',
    digestOn: 'You will get the weekly digest.',
    videos: 'Videos on YouTube',
    hideVideos: 'Hide videos',
    searchDemo: 'Made-up videos for “Taylor Swift”',
  },
} as const;

describe.each(['pt-BR', 'en'] as const)('trend tracker (%s)', (locale) => {
  const w = WORDS[locale];
  it('shows labelled demonstration trends; a picked search opens the script creator, the carousel creator and the caption generator with its topic', async () => {
    const owner = seedOrgMember(`trends-${locale}`);
    const { page, errors } = await signedInPage(browser, owner.cookie, { locale }, `/${locale}/tools/trend-tracker`);
    page.setDefaultTimeout(60_000);
    await hydrated(page);
    await page.getByTestId('trends-demo').getByText(w.demo).waitFor();
    // Brazil is the default; the English walk takes the United States.
    await page.getByRole('button', { name: w.region, exact: true }).click();

    // A keyword on the watchlist (decision 073): refused when it is no keyword or already there, else shown with its day.
    const watch = page.getByTestId('trend-watchlist');
    await watch.getByLabel(w.keyword).fill('!');
    await watch.getByRole('button', { name: w.watch, exact: true }).click();
    await watch.getByText(w.tooShort).waitFor();
    await watch.getByLabel(w.keyword).fill(w.watched);
    await watch.getByRole('button', { name: w.watch, exact: true }).click();
    const item = watch.getByTestId('watched-keywords').getByRole('listitem').filter({ hasText: w.watched });
    await item.getByText(w.today).waitFor({ timeout: 30_000 });
    await watch.getByLabel(w.keyword).fill(w.watched.toUpperCase());
    await watch.getByRole('button', { name: w.watch, exact: true }).click();
    await watch.getByText(w.exists).waitFor();
    await watch.getByLabel(w.digest).check();
    await page.getByText(w.digestOn).waitFor();
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: w.region, exact: true }).click();
    expect(await page.getByTestId('trend-watchlist').getByLabel(w.digest).isChecked()).toBe(true);
    // The videos YouTube's search finds for the keyword (decision 082): made-up ones without a key, said so.
    await page.getByRole('button', { name: `${w.videos}: ${w.watched}` }).click();
    // Opened, the button says it hides them.
    expect(await page.getByRole('button', { name: `${w.hideVideos}: ${w.watched}` }).getAttribute('aria-expanded')).toBe('true');
    const found = page.getByTestId('keyword-videos');
    await found.getByText(w.searchDemo).waitFor();
    expect(await found.getByRole('listitem').count()).toBeGreaterThan(3);

    const pick = page.getByRole('button', { name: w.pick });
    await pick.focus();
    await page.keyboard.press('Enter');
    expect(await pick.getAttribute('aria-pressed')).toBe('true');
    const detail = page.getByTestId('trend-detail');
    await detail.getByText(w.rise).first().waitFor();
    await detail.getByText(w.video).waitFor();

    // "Make content from this" is a menu of three tools, each opened with the trend's topic and context.
    await detail.getByRole('button', { name: w.make }).click();
    const href = (name: string) => page.getByRole('menuitem', { name }).getAttribute('href');
    const [carouselHref, captionHref] = [await href(w.carousel), await href(w.caption)];
    // The new-script dialog, open, its topic the search and its first headline.
    await page.getByRole('menuitem', { name: w.script }).click();
    await page.waitForURL(`**/${locale}/tools/script-creator?**`);
    await hydrated(page);
    const topic = page.getByRole('dialog').getByRole('textbox', { name: w.topic, exact: true });
    await expect.poll(() => topic.inputValue()).toMatch(new RegExp(`^${w.search} — .+`));
    // The carousel creator's new dialog, on drafting from that topic.
    await page.goto(new URL(carouselHref!, page.url()).href);
    await hydrated(page);
    const slidesTopic = page.getByRole('dialog').getByRole('textbox', { name: w.topic, exact: true });
    await expect.poll(() => slidesTopic.inputValue()).toMatch(new RegExp(`^${w.search} — .+`));
    // The caption generator, its brief the search with where and how it trends.
    await page.goto(new URL(captionHref!, page.url()).href);
    await hydrated(page);
    const brief = page.getByRole('textbox', { name: w.brief, exact: true });
    await expect.poll(() => brief.inputValue()).toContain(`${w.search}\n${w.context}`);
    // The browser logs the refused duplicate (a 422 the form shows under its field); nothing else.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
  }, 300_000);
});
