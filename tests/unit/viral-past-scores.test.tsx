// The past scores section names the networks whose views it includes, and says
// why a YouTube post has none without the API key (decision 093), in both
// languages; the demonstration dataset names none.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { historyQuery } from '@client/features/viral-predictor/api';
import { PastScores } from '@client/features/viral-predictor/components/past-scores';
import { createI18n } from '@client/lib/i18n';
import type { PastScore, ViralHistoryView } from '@src/common/contracts/viral-history';
import { loadMessages } from '@src/common/i18n';

const post = (over: Partial<PastScore>): PastScore => ({
  postId: 'pst_1',
  title: 'Bolo',
  network: 'tiktok',
  scoredFor: 'tiktok',
  score: 70,
  publishedAt: '2032-05-01T12:00:00.000Z',
  url: null,
  views: 1_500,
  viewsNote: null,
  ...over,
});

async function html(locale: 'pt-BR' | 'en', view: ViralHistoryView) {
  const client = new QueryClient();
  client.setQueryData(historyQuery('org_1').queryKey, view);
  return renderToString(
    <I18nextProvider i18n={createI18n(locale, await loadMessages(locale))}>
      <QueryClientProvider client={client}>
        <PastScores org="org_1" chart={() => null} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const real: ViralHistoryView = {
  demo: false,
  networks: ['tiktok', 'instagram'],
  posts: [post({}), post({ postId: 'pst_2', network: 'youtube', views: null, viewsNote: 'no_key' })],
  correlation: null,
  paired: 1,
};

describe('past scores: whose views', () => {
  it('names the networks and the missing YouTube key, in Portuguese and English', async () => {
    const pt = await html('pt-BR', real);
    expect(pt).toContain('Visualizações lidas de: TikTok e Instagram.');
    expect(pt).toContain('sem a chave da API do YouTube neste servidor');
    expect(pt).not.toContain('vp-history-demo');
    const en = await html('en', real);
    expect(en).toContain('Views read from: TikTok and Instagram.');
    expect(en).toContain('no YouTube API key on this server');
    // Each row names its network as the brand writes it, not by its id.
    expect(en).toContain('<td>YouTube</td>');
    expect(en).not.toContain('<td>youtube</td>');
  });

  it('names none for the demonstration dataset', async () => {
    const demo = await html('en', { ...real, demo: true, networks: [] });
    expect(demo).toContain('vp-history-demo');
    expect(demo).not.toContain('vp-history-networks');
  });
});
