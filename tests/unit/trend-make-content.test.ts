// "Make content from this" (issue 37): each tool's address carries the trend's
// topic and context within that tool's limits.
import { describe, expect, it } from 'vitest';
import { makeContentHref, seedBrief, seedTopic } from '@client/features/trends/model/make-content';
import { CAPTION_SOURCE_MAX } from '@src/common/contracts/caption';

const seed = {
  title: 'Novo álbum de Anitta',
  lead: 'Anitta anuncia turnê',
  context: ['Em alta hoje (Brasil)', 'Notícia: Anitta anuncia turnê (G1)'],
};

describe('make content from a trend', () => {
  it('gives the script and carousel creators the title and its lead as the topic, opening their new dialog', () => {
    const script = new URL(makeContentHref('pt-BR', 'script', seed), 'http://x');
    expect(script.pathname).toBe('/pt-BR/tools/script-creator');
    expect(script.searchParams.get('new')).toBe('1');
    expect(script.searchParams.get('topic')).toBe('Novo álbum de Anitta — Anitta anuncia turnê');
    const carousel = new URL(makeContentHref('en', 'carousel', { title: 'New single', context: [] }), 'http://x');
    expect(carousel.pathname).toBe('/en/tools/carousel-creator');
    expect(carousel.searchParams.get('topic')).toBe('New single');
  });

  it('gives the caption generator a brief with every context line', () => {
    const caption = new URL(makeContentHref('pt-BR', 'caption', seed), 'http://x');
    expect(caption.pathname).toBe('/pt-BR/tools/caption-generator');
    expect(caption.searchParams.get('brief')).toBe('Novo álbum de Anitta\nEm alta hoje (Brasil)\nNotícia: Anitta anuncia turnê (G1)');
  });

  it('keeps a topic within the drafts’ 200 characters and a brief within the caption source limit', () => {
    const long = { title: 'a'.repeat(150), lead: 'b'.repeat(150), context: ['c'.repeat(CAPTION_SOURCE_MAX)] };
    const topic = seedTopic(long);
    expect(topic).toHaveLength(200);
    expect(topic.endsWith('…')).toBe(true);
    expect(seedBrief(long)).toHaveLength(CAPTION_SOURCE_MAX);
  });
});
