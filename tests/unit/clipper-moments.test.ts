// The clipper's moment finder on hand-written transcripts: the obviously better
// moment must win, for the reasons a person would give.
import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '@src/common/contracts/transcript';
import {
  applyRanking,
  candidates,
  findMoments,
  matchPercent,
  momentText,
  MOMENT_MAX_MS,
  MOMENT_MIN_MS,
  thoughtGoesOn,
} from '@client/features/clipper/model/moments';
import { LEXICONS } from '@client/features/clipper/model/lexicon';

/** Sentences spoken one after another at `wps` words a second, `gapMs` between words, `pauseMs` between sentences. */
function speak(sentences: string[], { startMs = 0, wps = 2.5, gapMs = 0, pauseMs = 400 } = {}) {
  const segments: TranscriptSegment[] = [];
  let t = startMs;
  for (const text of sentences) {
    const words = text.split(' ').map((w) => {
      const word = { text: w, startMs: Math.round(t), endMs: Math.round(t + 1000 / wps), confidence: 1 };
      t += 1000 / wps + gapMs;
      return word;
    });
    segments.push({ startMs: words[0]!.startMs, endMs: words.at(-1)!.endMs, text, words });
    t += pauseMs;
  }
  return { segments, endMs: t };
}

const RAMBLE_EN = [
  'Um so like we were uh at the office and you know it was a day.',
  'And uh basically I mean the thing is sort of like whatever.',
  'So um yeah we kind of went there and uh came back later I guess.',
  'Like actually it was fine I mean nothing really happened there.',
  'Uh and then um we had lunch and it was okay basically.',
  'You know the weather was uh kind of like normal that day.',
];
const HOOK_EN = [
  'Why do ninety percent of creators quit in their first year?',
  'Most people think it is talent, but that is the biggest mistake you can make.',
  'The creators who last post at the same time every single week.',
  'Your audience learns when to come back, and the algorithm learns it too.',
  "That's why consistency beats talent every time!",
];
const PLAIN_EN = [
  'The office has a kitchen on the second floor near the stairs.',
  'There are chairs and tables and a window facing the street.',
  'We usually keep the coffee machine next to the fridge there.',
  'The meeting rooms are booked through the calendar each morning.',
  'Cleaning happens on Fridays after the staff has gone home.',
  'The printer is on the first floor beside the reception desk.',
];

function video(parts: string[][], opts: Parameters<typeof speak>[1] = {}) {
  const segments: TranscriptSegment[] = [];
  let at = opts.startMs ?? 0;
  for (const part of parts) {
    const spoken = speak(part, { ...opts, startMs: at });
    segments.push(...spoken.segments);
    at = spoken.endMs + 1500;
  }
  return segments;
}

describe('findMoments', () => {
  it('ranks the hooked, complete, lively stretch first, and says why', () => {
    const segments = video([RAMBLE_EN, HOOK_EN, PLAIN_EN]);
    const hookStart = segments[RAMBLE_EN.length]!.startMs;
    const hookEnd = segments[RAMBLE_EN.length + HOOK_EN.length - 1]!.endMs;
    const moments = findMoments({ language: 'en', segments });
    expect(moments.length).toBeGreaterThan(0);
    const best = moments[0]!;
    // It starts on the question and ends on the payoff.
    expect(best.startMs).toBe(hookStart);
    expect(best.endMs).toBe(hookEnd);
    expect(best.title).toBe(HOOK_EN[0]);
    // Its first three seconds ask a question with a number in it.
    expect(best.reasons.slice(0, 2)).toEqual(['question_hook', 'number_hook']);
    expect(best.reasons).toContain('question_answered');
    expect(best.reasons).toContain('complete_thought');
    // The rambling is the worst of what is offered, if offered at all.
    const ramble = moments.find((m) => m.startMs < hookStart && m.endMs <= hookStart);
    if (ramble) expect(ramble.match).toBeLessThan(best.match - 20);
    expect(best.match).toBeGreaterThanOrEqual(80);
  });

  it('does the same in Portuguese', () => {
    const ramble = [
      'Então tipo a gente foi lá né e aí assim foi um dia normal sabe.',
      'E aí hum basicamente tipo não aconteceu nada demais lá né.',
      'Tá e aí a gente voltou depois tipo assim sabe mais tarde.',
      'Hum e aí tipo almoçamos né e foi assim normal basicamente.',
      'Sabe o tempo tava tipo assim normal naquele dia né.',
      'E aí tipo a gente ficou lá mais um pouco assim sabe.',
    ];
    const hook = [
      'Por que noventa por cento dos criadores desistem no primeiro ano?',
      'A maioria acha que é talento, mas esse é o maior erro que você pode cometer.',
      'Quem dura publica no mesmo horário toda semana, sem falhar.',
      'Seu público aprende quando voltar, e o algoritmo aprende também.',
      'É por isso que constância vence talento sempre!',
    ];
    const segments = video([ramble, hook]);
    const best = findMoments({ language: 'pt', segments })[0]!;
    expect(best.startMs).toBe(segments[ramble.length]!.startMs);
    expect(best.reasons[0]).toBe('question_hook');
    expect(best.reasons).toContain('complete_thought');
  });

  it('prefers the louder telling of the same words, and counts dead air against a stretch', () => {
    const first = speak(PLAIN_EN);
    const second = speak(PLAIN_EN, { startMs: first.endMs + 10_000 });
    const segments = [...first.segments, ...second.segments];
    const levels = new Float32Array(Math.ceil(second.endMs / 100)).fill(-30);
    levels.fill(-12, Math.floor(second.segments[0]!.startMs / 100));
    const loud = findMoments({ language: 'en', segments }, { levels })[0]!;
    expect(loud.startMs).toBeGreaterThanOrEqual(second.segments[0]!.startMs);
    expect(loud.reasons).toContain('energy_peak');

    const paused = speak(PLAIN_EN, { gapMs: 900, startMs: first.endMs + 10_000 });
    const withPauses = findMoments({ language: 'en', segments: [...first.segments, ...paused.segments] });
    expect(withPauses[0]!.startMs).toBeLessThan(first.endMs);
    const slow = withPauses.find((m) => m.startMs >= paused.segments[0]!.startMs);
    if (slow) expect(slow.signals.silence).toBeGreaterThan(0.5);
  });

  it('offers only whole sentences of 15–90 s, never overlapping, at most `limit`', () => {
    const segments = video([RAMBLE_EN, HOOK_EN, PLAIN_EN, HOOK_EN, RAMBLE_EN, PLAIN_EN, HOOK_EN], { wps: 2 });
    const starts = new Set(segments.map((s) => s.startMs));
    const ends = new Set(segments.map((s) => s.endMs));
    const moments = findMoments({ language: 'en', segments }, {}, { limit: 4 });
    expect(moments).toHaveLength(4);
    for (const m of moments) {
      expect(starts.has(m.startMs) && ends.has(m.endMs)).toBe(true);
      expect(m.endMs - m.startMs).toBeGreaterThanOrEqual(MOMENT_MIN_MS);
      expect(m.endMs - m.startMs).toBeLessThanOrEqual(MOMENT_MAX_MS);
      expect(m.match).toBeGreaterThanOrEqual(0);
      expect(m.match).toBeLessThanOrEqual(100);
    }
    const sorted = [...moments].sort((a, b) => a.startMs - b.startMs);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.startMs).toBeGreaterThanOrEqual(sorted[i - 1]!.endMs);
    for (let i = 1; i < moments.length; i++) expect(moments[i]!.match).toBeLessThanOrEqual(moments[i - 1]!.match);
  });

  it('finds nothing in a transcript too short for a clip, and nothing in none', () => {
    expect(findMoments({ language: 'en', segments: speak(['Hello there, this is short.']).segments })).toEqual([]);
    expect(findMoments({ language: 'pt', segments: [] })).toEqual([]);
    expect(candidates([])).toEqual([]);
  });
});

describe('a moment ends where its thought does', () => {
  // The story runs on after a full stop: "and…", "because…", a sentence without its mark, a lower-case start.
  const STORY = [
    'Why do ninety percent of creators quit in their first year?',
    'Most people think it is talent, but that is the biggest mistake you can make.',
    'The creators who last post at the same time every single week.',
    'And because they do, their audience learns exactly when to come back',
    'which means the algorithm learns it too, and that is the whole story!',
  ];

  it('never leaves a candidate stopping mid-thought when the thought closes within 90 s', () => {
    const segments = video([RAMBLE_EN, STORY, PLAIN_EN]);
    const storyAt = RAMBLE_EN.length;
    const runOn = new Set([storyAt + 2, storyAt + 3]);
    const list = candidates(segments);
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) expect(runOn.has(c.to), `candidate ${c.from}–${c.to}`).toBe(false);
    for (const c of list) expect(segments[c.to]!.endMs - segments[c.from]!.startMs).toBeLessThanOrEqual(MOMENT_MAX_MS);
  });

  it('carries the best moment on to the end of the story', () => {
    const segments = video([RAMBLE_EN, STORY, PLAIN_EN]);
    const best = findMoments({ language: 'en', segments })[0]!;
    expect(best.startMs).toBe(segments[RAMBLE_EN.length]!.startMs);
    expect(best.endMs).toBe(segments[RAMBLE_EN.length + STORY.length - 1]!.endMs);
  });

  it('ends every moment, not only the best, where a sentence closes its thought', () => {
    const segments = video([RAMBLE_EN, STORY, PLAIN_EN]);
    const moments = findMoments({ language: 'en', segments });
    expect(moments.length).toBeGreaterThan(1);
    for (const m of moments) {
      const last = segments.findIndex((s) => s.endMs === m.endMs);
      expect(last, `moment ending at ${m.endMs}`).toBeGreaterThanOrEqual(0);
      expect(thoughtGoesOn(segments, last, LEXICONS.en), segments[last]!.text).toBe(false);
    }
  });

  it('ends at a real pause, and in Portuguese at "porque…" too', () => {
    const pt = speak(['Isso mudou tudo.', 'Porque ninguém esperava.'], { pauseMs: 400 }).segments;
    expect(thoughtGoesOn(pt, 0, LEXICONS.pt)).toBe(true);
    const paused = speak(['Isso mudou tudo.', 'Porque ninguém esperava.'], { pauseMs: 1500 }).segments;
    expect(thoughtGoesOn(paused, 0, LEXICONS.pt)).toBe(false);
    expect(thoughtGoesOn(speak(['It changed everything.', 'The end.']).segments, 0)).toBe(false);
    expect(thoughtGoesOn(speak(['It changed everything', 'The end.']).segments, 0)).toBe(true);
    expect(thoughtGoesOn(speak(['The end.']).segments, 0)).toBe(false);
  });
});

describe('matchPercent', () => {
  it('grows with the score and stays within 0–100', () => {
    expect(matchPercent(0.45)).toBe(50);
    expect(matchPercent(0.9)).toBeGreaterThan(95);
    expect(matchPercent(0)).toBeLessThan(5);
    expect(matchPercent(0.6)).toBeGreaterThan(matchPercent(0.5));
  });
});

describe('question hooks', () => {
  it('count a sentence that asks, or an explicit opener, but not a bare "when" at the start', () => {
    const at = (text: string) => findMoments({ language: 'en', segments: speak([text, ...PLAIN_EN]).segments })[0]!.reasons;
    expect(at('Why do creators quit so early?')).toContain('question_hook');
    expect(at('Did you know the office has a kitchen upstairs.')).toContain('question_hook');
    expect(at('But when it was fine, nothing much happened there.')).not.toContain('question_hook');
  });
});

describe('signalMoments (no speech model)', () => {
  it('cuts at pauses in the sound and prefers the loud, busy stretch', async () => {
    const { signalMoments } = await import('@client/features/clipper/model/signal-moments');
    // Two minutes of phrases (3 s of sound, 0.5 s pause); the second minute louder, with scene changes.
    const levels = new Float32Array(1200).fill(-80);
    for (let t = 0; t < 1200; t += 35) levels.fill(t >= 600 ? -12 : -30, t, Math.min(1200, t + 30));
    const moments = signalMoments({ levels, scenesMs: [65_000, 70_000, 75_000, 80_000] });
    expect(moments.length).toBeGreaterThan(1);
    expect(moments[0]!.startMs).toBeGreaterThanOrEqual(59_000);
    expect(moments[0]!.reasons).toEqual(['energy_peak', 'scene_changes']);
    for (const m of moments) {
      expect(m.endMs - m.startMs).toBeGreaterThanOrEqual(15_000);
      expect(m.endMs - m.startMs).toBeLessThanOrEqual(90_000);
      expect(m.title).toBe('');
    }
    // Matches are spread: no two moments share one percentage (five tied at 70 % was the bug).
    expect(new Set(moments.map((m) => m.match)).size).toBe(moments.length);
    expect(signalMoments({ levels: new Float32Array(600).fill(-90) })).toEqual([]);
  });
});

describe('the AI layer over the rules', () => {
  const said = ['Why', 'do', 'creators', 'quit?', 'Because', 'of', 'silence.'].map((text, i) => ({
    text,
    startMs: 1000 * i,
    endMs: 1000 * i + 800,
    confidence: 0.9,
  }));

  it('sends a moment only its own words, cut at a word to the limit', () => {
    expect(momentText(said, { startMs: 1000, endMs: 4000 })).toBe('do creators quit?');
    expect(momentText(said, { startMs: 0, endMs: 7000 }, 20)).toBe('Why do creators');
  });

  it('takes its titles and matches for the moments it saw, keeps the others, and orders best first', () => {
    const rules = [
      { id: 'm1', match: 80, title: 'Rules one', startMs: 0 },
      { id: 'm2', match: 70, title: 'Rules two', startMs: 1 },
      { id: 'm3', match: 60, title: 'Rules three', startMs: 2 },
    ];
    const out = applyRanking(rules, [
      { id: 'm2', match: 88, title: 'AI two' },
      { id: 'm1', match: 50, title: 'AI one' },
    ]);
    expect(out.map((m) => [m.id, m.match, m.title])).toEqual([
      ['m2', 88, 'AI two'],
      ['m3', 60, 'Rules three'],
      ['m1', 50, 'AI one'],
    ]);
    expect(out[0]!.startMs).toBe(1);
  });
});
