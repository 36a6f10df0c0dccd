// The viral predictor's rules (decision 054): each factor moves the way the
// practice says, and a talk cut to its hook scores higher than the same talk
// with its slow start, through the clipper's own clip shape and its fixes.
import { describe, expect, it } from 'vitest';
import { newClip } from '../../client/features/clipper/model/commands';
import { applyToClip, clipDraft } from '../../src/common/viral/clip';
import { hookStart, scoreSpeech, type SpeechDraft, type TimedWord } from '../../src/common/viral/speech';
import { scoreText } from '../../src/common/viral/text-score';
import { transcriptOf } from '../fixtures/transcript';

/** Sentences spoken from `startMs`, one word every `stepMs`, each word lasting `lenMs`. */
function say(sentences: string[], startMs: number, stepMs = 350, lenMs = 300): TimedWord[] {
  let t = startMs;
  return sentences.flatMap((s) =>
    s.split(' ').map((text) => {
      const w = { text, startMs: t, endMs: t + lenMs, sourceMs: t };
      t += stepMs;
      return w;
    }),
  );
}
const draft = (words: TimedWord[], durationMs: number, extra: Partial<SpeechDraft> = {}): SpeechDraft => ({
  words,
  durationMs,
  captions: true,
  post: null,
  sourceStartMs: 0,
  ...extra,
});
const factor = (s: ReturnType<typeof scoreSpeech>, id: string) => s.factors.find((f) => f.id === id);

const TALK = [
  'Você sabia que três minutos de preparo mudam o sabor do café?',
  'A água precisa estar a noventa graus e o pó moído na hora.',
  'Depois despeje devagar em círculos e espere o café descansar um pouco antes de servir.',
  'Assim o aroma aparece inteiro e o amargor some da xícara.',
  'Teste amanhã cedo e conte nos comentários o que mudou para você.',
];

/** The talk as one stored Portuguese segment. */
const spoken = (words: TimedWord[]) => transcriptOf([words], { language: 'pt' });

describe('viral predictor: the hook', () => {
  it('finds the first sentence that says something, past the fillers and the greeting', () => {
    const words = say(['Oi gente tudo bem?', 'Então...', 'Você sabia que o café muda tudo?'], 0);
    const hook = hookStart(words)!;
    expect(words[hook.index]!.text).toBe('Você');
    expect(hook.sentence).toBe('Você sabia que o café muda tudo?');
  });

  it('a talk with a late hook scores lower than the same talk cut to its hook, and says where to cut', () => {
    const late = say(['Oi pessoal tudo bem?', 'Bom...', ...TALK], 4000);
    const lateStart = late.findIndex((w) => w.text === 'Você');
    const clip = { ...newClip('c1', { startMs: 0, endMs: late.at(-1)!.endMs + 300 }, null, 'Café', ''), logo: false };
    const transcript = spoken(late);
    const before = scoreSpeech('tiktok', clipDraft(clip, transcript), null);
    const hook = factor(before, 'hook')!;
    expect(hook.facts.atMs).toBe(late[lateStart]!.startMs);
    expect(hook.suggestion).toMatchObject({ kind: 'trim_start', apply: true, toMs: late[lateStart]!.startMs - 250 });

    const cut = applyToClip(clip, hook.suggestion!)!;
    expect(cut.startMs).toBe(late[lateStart]!.startMs - 250);
    const after = scoreSpeech('tiktok', clipDraft(cut, transcript), null);
    expect(factor(after, 'hook')!.score).toBeGreaterThan(hook.score);
    expect(factor(after, 'hook')!.suggestion).toBeNull();
    expect(after.total).toBeGreaterThan(before.total);
  });

  it('an opening without a question, a number or "you" scores lower than one with them, at the same moment', () => {
    const plain = scoreSpeech(
      'tiktok',
      draft(say(['O café coado fica melhor com água quente e pó fresco.', ...TALK.slice(1)], 0), 30_000),
      null,
    );
    const asks = scoreSpeech('tiktok', draft(say(TALK, 0), 30_000), null);
    expect(factor(plain, 'hook')!.score).toBeLessThan(factor(asks, 'hook')!.score);
    expect(factor(plain, 'hook')!.suggestion?.kind).toBe('open_with');
  });
});

describe('viral predictor: pace, dead air, length', () => {
  it('scores a slow talk and a rushed one under a talk at a natural pace', () => {
    const at = (step: number) => factor(scoreSpeech('tiktok', draft(say(TALK, 0, step, step - 50), 30_000), null), 'pace')!;
    expect(at(350).score).toBe(100); // ~171 wpm
    expect(at(700).score).toBeLessThan(60); // ~86 wpm
    expect(at(700).suggestion?.kind).toBe('speed_up');
    expect(at(220).score).toBeLessThan(100); // ~273 wpm
    expect(at(220).suggestion?.kind).toBe('slow_down');
  });

  it('counts silence at the start and long pauses, and the cuts it suggests remove them', () => {
    const words = say(TALK.slice(0, 2), 0).concat(say(TALK.slice(2), 14_000));
    const clip = { ...newClip('c1', { startMs: 0, endMs: words.at(-1)!.endMs + 200 }, null, '', ''), logo: false };
    const transcript = spoken(words);
    const before = scoreSpeech('tiktok', clipDraft(clip, transcript), null);
    const dead = factor(before, 'dead_air')!;
    expect(dead.facts.gaps).toBe(1);
    expect(dead.score).toBeLessThan(80);
    const fixed = applyToClip(clip, dead.suggestion!)!;
    expect(fixed.cuts).toHaveLength(1);
    const after = scoreSpeech('tiktok', clipDraft(fixed, transcript), null);
    expect(factor(after, 'dead_air')!.score).toBe(100);
    expect(factor(after, 'length')!.facts.ms).toBeLessThan(factor(before, 'length')!.facts.ms as number);
  });

  it('scores length against the network: 30 s suits TikTok, 2 min does not, past Reels’ cap is zero', () => {
    const words = say(TALK, 0);
    expect(factor(scoreSpeech('tiktok', draft(words, 30_000), null), 'length')!.score).toBe(100);
    const long = factor(scoreSpeech('tiktok', draft(words, 120_000), null), 'length')!;
    expect(long.score).toBeLessThan(100);
    expect(long.suggestion).toMatchObject({ kind: 'shorten', toMs: 45_000 });
    expect(factor(scoreSpeech('instagram', draft(words, 200_000), null), 'length')!.score).toBe(0);
    expect(factor(scoreSpeech('linkedin', draft(words, 60_000), null), 'length')!.score).toBe(100);
  });

  it('captions off cost points, and turning them on is a fix a tool applies', () => {
    const clip = { ...newClip('c1', { startMs: 0, endMs: 30_000 }, null, '', ''), logo: false };
    const off = { ...clip, captions: { ...clip.captions, enabled: false } };
    const words = spoken(say(TALK, 0));
    const f = factor(scoreSpeech('tiktok', clipDraft(off, words), null), 'captions')!;
    expect(f.score).toBeLessThan(50);
    const on = applyToClip(off, f.suggestion!)!;
    expect(factor(scoreSpeech('tiktok', clipDraft(on, words), null), 'captions')!.score).toBe(100);
  });
});

describe('viral predictor: text, hashtags, brand', () => {
  it('scores hashtags against the network: none loses a little, the suggested count is best, past the limit is zero', () => {
    const hashtags = (n: number) =>
      scoreText('instagram', 'caption', `Você sabia? ${Array.from({ length: n }, (_, i) => `#tag${i}`).join(' ')}`, null).factors.find(
        (f) => f.id === 'hashtags',
      )!;
    expect(hashtags(5).score).toBe(100);
    expect(hashtags(0).score).toBe(60);
    expect(hashtags(15).score).toBeLessThan(hashtags(5).score);
    expect(hashtags(31).score).toBe(0);
    expect(hashtags(15).suggestion).toMatchObject({ kind: 'hashtags', to: 5 });
  });

  it('scores a hook that opens on the viewer over a long plain one', () => {
    const good = scoreText('tiktok', 'hook', 'Você está passando café do jeito errado?', null);
    const weak = scoreText(
      'tiktok',
      'hook',
      'Então hoje eu queria falar um pouco com calma sobre a forma como muita gente acaba preparando o café em casa todos os dias',
      null,
    );
    expect(good.total).toBeGreaterThan(weak.total);
    expect(weak.factors[0]!.suggestion?.kind).toBe('shorten_hook');
  });

  it("counts the brand's words to use and costs the ones to avoid", () => {
    const voice = { wordsToUse: ['coado', 'artesanal'], wordsToAvoid: ['barato'] };
    const brand = (t: string) => scoreText('tiktok', 'hook', t, voice).factors.find((f) => f.id === 'brand')!;
    expect(brand('Você já provou um café coado artesanal?').score).toBe(100);
    expect(brand('Você já provou um café coado barato?').score).toBeLessThan(brand('Você já provou um café coado?').score);
    expect(brand('Você já provou um café coado barato?').suggestion).toMatchObject({ kind: 'drop_avoided_words', words: ['barato'] });
    expect(scoreText('tiktok', 'hook', 'Você já provou?', null).factors.some((f) => f.id === 'brand')).toBe(false);
  });
});
