// The caption generator's pure rules: each platform's limit as that platform
// counts (X weighted), hashtag limits, the brand's avoided words found as whole
// words, the model answer's check, and the offline writer staying inside them all.
import { describe, expect, it } from 'vitest';
import { captionDocument } from '../../client/features/captions/model';
import {
  composePost,
  countFor,
  hashtagsIn,
  measure,
  PLATFORMS,
  PLATFORM_RULES,
  postProblem,
  toHashtag,
  wordsIn,
} from '../../src/common/contracts/caption-platforms';
import { captionDocumentSchema, postCaptionsProblem, postCaptionsRequestSchema, variantPost } from '../../src/common/contracts/caption';
import { writePostCaptions } from '../../src/platform/ai/offline-captions';
import type { VoiceBrief } from '../../src/platform/ai/types';

describe('platform limits', () => {
  it('records the documented limits', () => {
    expect(PLATFORMS.map((p) => [p, PLATFORM_RULES[p].maxLength])).toEqual([
      ['instagram', 2200],
      ['tiktok', 4000],
      ['linkedin', 3000],
      ['youtube_shorts', 5000],
      ['x', 280],
    ]);
    expect(PLATFORM_RULES.instagram.maxHashtags).toBe(30);
    expect(PLATFORM_RULES.youtube_shorts.titleMax).toBe(100);
  });

  it('counts X as X does: Latin 1, URLs 23, emoji 2 whatever their code points, CJK 2', () => {
    expect(countFor('x', 'olá, café')).toBe(9);
    expect(countFor('x', 'see https://example.com/a/very/long/path/that/goes/on?and=on')).toBe(4 + 23);
    expect(countFor('x', 'www.palco.app')).toBe(23);
    expect(countFor('x', '🙂')).toBe(2);
    expect(countFor('x', '👩‍👩‍👧‍👦')).toBe(2);
    expect(countFor('x', '👍🏽')).toBe(2);
    expect(countFor('x', '🇧🇷')).toBe(2);
    expect(countFor('x', '日本語')).toBe(6);
    // Typographic quotes and dashes are in X's light ranges.
    expect(countFor('x', '“a”—b')).toBe(5);
    // Elsewhere a UTF-16 unit is one: an emoji is never under-counted.
    expect(countFor('instagram', '🙂 oi')).toBe(5);
  });

  it('measures a post against its platform: over the limit by one, hashtags over 30, a long YouTube title', () => {
    expect(measure('x', 'a'.repeat(280)).over).toBe(false);
    expect(measure('x', 'a'.repeat(281)).over).toBe(true);
    expect(measure('x', '🙂'.repeat(141)).over).toBe(true);
    expect(measure('instagram', 'b'.repeat(2201)).over).toBe(true);
    const tags = Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(' ');
    expect(measure('instagram', `oi ${tags}`)).toMatchObject({ hashtags: 31, hashtagsOver: true });
    expect(measure('tiktok', `oi ${tags}`).hashtagsOver).toBe(false);
    expect(measure('youtube_shorts', 'desc', 't'.repeat(101)).titleOver).toBe(true);
    expect(postProblem('youtube_shorts', 'desc', '', [])).toMatch(/title is required/);
    expect(postProblem('x', 'a'.repeat(281), '', [])).toMatch(/281 characters \(weighted\), over the limit of 280/);
  });

  it('finds hashtags, and makes them from words', () => {
    expect(hashtagsIn('Café #especial e #café_2026, não a#b nem &#39;')).toEqual(['#especial', '#café_2026']);
    expect(toHashtag('café especial')).toBe('#caféEspecial');
    expect(toHashtag('!!')).toBeNull();
  });

  it('finds avoided words as whole words only, case aside, in hashtags too', () => {
    expect(wordsIn('Um café BARATO e bom', ['barato', 'caro'])).toEqual(['barato']);
    expect(wordsIn('Nada de baratos aqui', ['barato'])).toEqual([]);
    expect(wordsIn('Compre #barato', ['barato'])).toEqual(['barato']);
    expect(wordsIn('sem compromisso algum', ['sem compromisso'])).toEqual(['sem compromisso']);
    expect(postProblem('instagram', 'Um café barato', '', ['Barato'])).toMatch(/uses words the brand avoids: Barato/);
  });
});

describe('request and answer checks', () => {
  it('refuses an empty source, no platform, a source too long, a repeated platform', () => {
    const ok = { source: { kind: 'brief', text: 'café' }, platforms: ['x'], language: 'pt-BR' };
    expect(postCaptionsRequestSchema.safeParse(ok).success).toBe(true);
    const msg = (v: unknown) => postCaptionsRequestSchema.safeParse(v).error?.issues[0]?.message;
    expect(msg({ ...ok, source: { kind: 'brief', text: '   ' } })).toBe('validation.captionSourceRequired');
    expect(msg({ ...ok, source: { kind: 'brief', text: 'a'.repeat(8001) } })).toBe('validation.captionSourceTooLong');
    expect(msg({ ...ok, platforms: [] })).toBe('validation.platformsRequired');
    expect(msg({ ...ok, platforms: ['x', 'x'] })).toBe('validation.duplicateId');
  });

  it('asks again for a missing platform, a wrong count of variants, a variant over its limit or with an avoided word', () => {
    const v = { title: '', text: 'Olá', cta: 'Siga', hashtags: ['#café'] };
    const answer = (variants: (typeof v)[]) => ({ platforms: [{ platform: 'x' as const, variants }] });
    expect(postCaptionsProblem(answer([v, v, v]), ['x'], [])).toBeNull();
    expect(postCaptionsProblem(answer([v, v, v]), ['x', 'linkedin'], [])).toMatch(/exactly these platforms/);
    expect(postCaptionsProblem(answer([v, v]), ['x'], [])).toMatch(/exactly 3 variants/);
    expect(postCaptionsProblem(answer([v, v, { ...v, text: 'a'.repeat(280) }]), ['x'], [])).toMatch(
      /variant 3 of x: .* over the limit of 280/,
    );
    expect(postCaptionsProblem(answer([v, v, v]), ['x'], ['olá'])).toMatch(/avoids: olá/);
  });

  it('a saved caption keeps its platform limit', () => {
    // Made as the caption page saves it.
    const doc = captionDocument({ platform: 'x', title: '', text: 'a'.repeat(281) }, { kind: 'brief', label: '', text: 'x' }, 'en', null);
    expect(captionDocumentSchema.safeParse(doc).error?.issues[0]?.message).toBe('validation.captionOverLimit');
    expect(captionDocumentSchema.safeParse({ ...doc, text: 'a'.repeat(280) }).success).toBe(true);
  });
});

describe('offline writer', () => {
  const voice: VoiceBrief = {
    tone: 'friendly',
    audience: 'quem ama café',
    wordsToUse: ['café especial', 'aroma'],
    wordsToAvoid: ['barato', 'promoção'],
    description: '',
    handle: '@cafe.aurora',
  };
  const long = `Lançamos o blend de inverno, com notas de chocolate e caramelo e um preço barato. ${'Torra média, grãos do sul de Minas, colhidos à mão e secos ao sol. '.repeat(40)} Promoção só esta semana!`;

  it('writes three variants per platform, each within its limit and free of avoided words, in the brand voice', () => {
    const out = writePostCaptions({
      kind: 'post_captions',
      source: { kind: 'brief', label: '', text: long },
      platforms: [...PLATFORMS],
      locale: 'pt-BR',
      voice,
    });
    expect(out.platforms.map((p) => p.platform)).toEqual([...PLATFORMS]);
    expect(postCaptionsProblem(out, [...PLATFORMS], voice.wordsToAvoid)).toBeNull();
    for (const { platform, variants } of out.platforms) {
      expect(new Set(variants.map((v) => variantPost(v))).size).toBe(3);
      for (const v of variants) {
        expect(v.hashtags).toContain('#caféEspecial');
        expect(v.hashtags.length).toBeLessThanOrEqual(PLATFORM_RULES[platform].suggestedHashtags);
        expect(countFor(platform, composePost(v))).toBeLessThanOrEqual(PLATFORM_RULES[platform].maxLength);
      }
    }
    const ig = out.platforms[0]!.variants[0]!;
    expect(ig.text).toMatch(/^Lançamos o blend de inverno/);
    expect(ig.cta).toContain('@cafe.aurora');
    expect(out.platforms.find((p) => p.platform === 'youtube_shorts')!.variants[0]!.title.length).toBeGreaterThan(0);
    // A friendly kit gets no emoji; a playful one gets one on Instagram and TikTok, not on X.
    expect(ig.text).not.toMatch(/✨/u);
    const playful = writePostCaptions({
      kind: 'post_captions',
      source: { kind: 'brief', label: '', text: 'Café de inverno chegou.' },
      platforms: ['instagram', 'tiktok', 'x'],
      locale: 'pt-BR',
      voice: { ...voice, tone: 'playful' },
    });
    expect(playful.platforms.map((p) => p.variants[0]!.text.includes('✨'))).toEqual([true, true, false]);
  });

  it('writes English when asked, and the same output for the same input', () => {
    const task = {
      kind: 'post_captions' as const,
      source: { kind: 'carousel' as const, label: 'Home coffee', text: 'Brew better coffee at home\nGrind right before brewing.' },
      platforms: ['linkedin' as const, 'x' as const],
      locale: 'en' as const,
      voice: null,
    };
    const a = writePostCaptions(task);
    expect(a).toEqual(writePostCaptions(task));
    expect(a.platforms[0]!.variants[0]!.text).toBe('Brew better coffee at home\n\nGrind right before brewing.');
    expect(a.platforms[1]!.variants[1]!.text).toMatch(/^Ever stopped to think about this\?/);
    expect(a.platforms[1]!.variants[0]!.cta).toBe('Follow us for more.');
  });
});
