// The viral predictor's offline judge (decision 054): its rewrite drops the
// filler a hook opens with and keeps the sentence's capital, keeps the
// network's suggested number of hashtags, and scores by the shared rules.
import { describe, expect, it } from 'vitest';
import { judgeViralText } from '../../src/platform/ai/offline-viral';
import { scoreText } from '../../src/common/viral/text-score';

const task = (text: string, role: 'hook' | 'caption' = 'hook') =>
  ({ kind: 'viral_text_score', text, role, network: 'tiktok', locale: 'en', voice: null }) as const;

describe('offline viral judge', () => {
  it('drops the opening filler and capitalises what is left', () => {
    const judged = judgeViralText(task('So today I wanted to talk about coffee #coffee'));
    expect(judged.rewrite).toBe('Today I wanted to talk about coffee');
    expect(judged.score).toBe(scoreText('tiktok', 'hook', 'So today I wanted to talk about coffee #coffee', null).total);
  });

  it('keeps a caption after its first line, with hashtags at the end', () => {
    const judged = judgeViralText(task('Você sabia? Três minutos mudam o café. #cafe #barista', 'caption'));
    expect(judged.rewrite.split('\n\n').at(-1)).toMatch(/^#cafe/);
    expect(judged.rewrite.charAt(0)).toBe('V');
  });
});
