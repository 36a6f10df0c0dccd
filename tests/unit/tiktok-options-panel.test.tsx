// The TikTok part of the publish form as drawn (decision 092): the creator's
// nickname, only the audiences creator_info offers and none chosen, interactions
// the creator turned off shown unavailable, no duet or stitch for photos, and
// TikTok's consent sentence naming the Branded Content Policy once branded.
import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { NO_TIKTOK_CHOICES } from '@client/features/publishing/tiktok-choices';
import { TiktokOptionsPanel } from '@client/features/publishing/tiktok-options';
import { createI18n } from '@client/lib/i18n';
import type { PostPrivacy } from '@src/common/contracts/publishing';
import type { TiktokCreatorInfoView, TiktokOptions } from '@src/common/contracts/tiktok-post';
import { loadShellMessages } from '@src/common/i18n';

const info: TiktokCreatorInfoView = {
  nickname: 'Cozinha da Bia',
  username: 'cozinhadabia',
  privacy: ['public', 'private'],
  commentDisabled: false,
  duetDisabled: true,
  stitchDisabled: false,
  maxVideoSeconds: 600,
  photoPosts: true,
};

async function draw(o: { photos?: boolean; privacy?: PostPrivacy | null; value?: TiktokOptions; locale?: 'en' | 'pt-BR' } = {}) {
  const locale = o.locale ?? 'en';
  const query = { isPending: false, data: info, refetch: async () => undefined } as unknown as UseQueryResult<TiktokCreatorInfoView>;
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, await loadShellMessages(locale))}>
      <TiktokOptionsPanel
        info={query}
        photos={o.photos ?? false}
        privacy={o.privacy ?? null}
        onPrivacy={() => {}}
        value={o.value ?? NO_TIKTOK_CHOICES}
        onChange={() => {}}
        errors={{}}
      />
    </I18nextProvider>,
  );
}

describe('the TikTok options panel', () => {
  it('shows the creator, offers only its audiences with none chosen, and marks what the creator turned off', async () => {
    const html = await draw();
    expect(html).toContain('Posting to TikTok as Cozinha da Bia (@cozinhadabia)');
    expect(html).toMatch(/<option value="" selected="">Choose…<\/option>/);
    expect(html).toContain('<option value="public">Everyone</option>');
    expect(html).not.toContain('value="followers"');
    expect(html).toMatch(/<input type="checkbox" disabled=""\/><span>Duet \(turned off in the account/);
    expect(html).toContain('By posting, you agree to <a href="https://www.tiktok.com/legal/page/global/music-usage-confirmation/en"');
    expect(html).not.toContain('Branded Content Policy');
  });

  it('photos have no duet or stitch', async () => {
    const html = await draw({ photos: true });
    expect(html).toContain('Comment');
    expect(html).not.toContain('Duet');
    expect(html).not.toContain('Stitch');
  });

  it('branded content: "only me" unavailable, labelled a paid partnership, the policy in the consent', async () => {
    const html = await draw({ value: { ...NO_TIKTOK_CHOICES, commercial: true, brandedContent: true }, locale: 'pt-BR' });
    expect(html).toContain('<option value="private" disabled="">Só eu (indisponível para conteúdo de marca)</option>');
    expect(html).toContain('Parceria paga');
    expect(html).toContain('a Política de Conteúdo de Marca do TikTok</a> e <a');
  });
});
