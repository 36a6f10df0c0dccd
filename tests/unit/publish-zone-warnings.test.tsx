// The publish form's safe-zone warning as drawn (decision 095): each text under
// the network's interface with its file, zone, times and the way to move it, a
// link to its video editor project, in both languages; nothing when the server
// found nothing or the network draws no zones.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { zoneCheckQuery } from '@client/features/publishing/api';
import { ZoneWarnings } from '@client/features/publishing/zone-warnings';
import { createI18n } from '@client/lib/i18n';
import type { AssetView } from '@src/common/contracts/media';
import type { ZoneWarning } from '@src/common/contracts/publish-zones';
import type { Network } from '@src/common/contracts/publishing';
import { loadShellMessages } from '@src/common/i18n';

const promo = { id: 'ast_promo', name: 'promo.mp4', kind: 'video' } as AssetView;
const found: ZoneWarning = { assetId: 'ast_promo', projectId: 'prj_1', text: 'Oferta', side: 'bottom', fromMs: 1000, toMs: 6000 };

async function draw(locale: 'en' | 'pt-BR', network: Network, warnings: ZoneWarning[]) {
  const client = new QueryClient();
  // What the server answered for this network and file.
  client.setQueryData(zoneCheckQuery('org_1', network, [promo.id]).queryKey, { warnings });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n(locale, await loadShellMessages(locale))}>
        <MemoryRouter initialEntries={[`/${locale}/tools/publish`]}>
          <Routes>
            <Route path="/:locale/tools/publish" element={<ZoneWarnings org="org_1" network={network} chosen={[promo]} />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the safe-zone warning of the publish form', () => {
  it('names the text, its file, the zone, when and which way, with its project to open, in both languages', async () => {
    const en = await draw('en', 'tiktok', [found]);
    expect(en).toContain('“Oferta” (promo.mp4) sits under TikTok’s caption and sound line at the bottom from 0:01 to 0:06: move it up.');
    expect(en).toContain('href="/en/tools/video-editor/edit/prj_1"');
    expect(en).toContain('the post can go as it is');
    const pt = await draw('pt-BR', 'instagram', [found]);
    expect(pt).toContain('“Oferta” (promo.mp4) fica sob a legenda e o som embaixo do Instagram de 0:01 a 0:06: mova para cima.');
    expect(pt).toContain('href="/pt-BR/tools/video-editor/edit/prj_1"');
  });

  it('draws nothing when nothing was found', async () => {
    expect(await draw('en', 'tiktok', [])).toBe('');
  });
});
