// Script timing from the words said at a speaking rate, the target's tolerance,
// whole-word matching of avoided words, and the offline writer's drafts, which
// must pass the layer's own check in every format, length and language.
import { describe, expect, it } from 'vitest';
import {
  countWords,
  DEFAULT_WPM,
  newScriptDocument,
  partSeconds,
  SCRIPT_FORMATS,
  scriptDocumentSchema,
  scriptDraftProblem,
  scriptDraftSchema,
  scriptTiming,
  targetFit,
  usesWord,
  type ScriptDraft,
} from '../../src/common/contracts/script';
import { writeScriptDraft } from '../../src/platform/ai/offline-script';
import type { VoiceBrief } from '../../src/platform/ai/types';

const part = (spoken: string, onScreen = '', broll = '') => ({ spoken, onScreen, broll });

describe('timing', () => {
  it('counts words as they are said', () => {
    expect(countWords('Olá, tudo bem? São 5 dicas — de verdade.')).toBe(8);
    expect(countWords("Don't stop: it's well-known.")).toBe(4);
    expect(countWords('   ')).toBe(0);
  });

  it('times a part from its words at the rate, and gives shown-only text time to be read', () => {
    expect(partSeconds(part('one two three four five six seven eight nine ten'), 150)).toBe(4);
    expect(partSeconds(part('one two three four five six seven eight nine ten'), 120)).toBe(5);
    expect(partSeconds(part('', 'Step 1'), 150)).toBe(1.5);
    expect(partSeconds(part('', '', 'b-roll only'), 150)).toBe(0);
  });

  it('times every part, where each starts, and the total', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    const t = scriptTiming({
      hook: part(words(15)),
      beats: [
        { id: 'a', ...part(words(30)) },
        { id: 'b', ...part('', 'Only shown') },
      ],
      cta: part(words(15)),
      wordsPerMinute: 150,
    });
    expect(t.parts).toEqual([6, 12, 1.5, 6]);
    expect(t.starts).toEqual([0, 6, 18, 19.5]);
    expect(t.total).toBe(25.5);
    expect(t.words).toBe(60);
  });

  it('says whether a length is on target: 25 % either way, 5 s at least', () => {
    expect(targetFit(60, 60)).toBe('on_target');
    expect(targetFit(75, 60)).toBe('on_target');
    expect(targetFit(76, 60)).toBe('long');
    expect(targetFit(44, 60)).toBe('short');
    expect(targetFit(20, 15)).toBe('on_target');
    expect(targetFit(21, 15)).toBe('long');
  });

  it('matches avoided words whole and without case', () => {
    expect(usesWord('Um Hábito bom.', 'hábito')).toBe(true);
    expect(usesWord('Bons hábitos.', 'hábito')).toBe(false);
    expect(usesWord('cheap-ish', 'cheap')).toBe(true);
    expect(usesWord('anything', '')).toBe(false);
  });
});

describe('the draft check', () => {
  const draft: ScriptDraft = {
    title: 'T',
    hook: part('Stop scrolling now.'),
    beats: [
      part('This beat is cheap and short, and it goes on a little longer so that the whole script runs for about twelve seconds in all.'),
    ],
    cta: part('Follow us.'),
  };
  it('refuses a draft far from the target, saying the word budget', () => {
    expect(scriptDraftProblem(draft, 60, 150, [])).toMatch(/must run 60 s \(about 150 spoken words/);
  });
  it('refuses a draft that uses an avoided word, and passes one that does not', () => {
    expect(scriptDraftProblem(draft, 15, 150, ['Cheap'])).toBe('never use these words: Cheap');
    expect(scriptDraftProblem(draft, 15, 150, ['expensive'])).toBeNull();
  });
});

describe('the offline writer', () => {
  const voice: VoiceBrief = {
    tone: 'friendly',
    audience: 'iniciantes',
    wordsToUse: [],
    wordsToAvoid: ['erro', 'mistake', 'desistir', 'resultado', 'result'],
    description: '',
    handle: '@cafe.aurora',
  };
  for (const locale of ['pt-BR', 'en'] as const)
    for (const format of SCRIPT_FORMATS)
      for (const targetSeconds of [15, 30, 60, 180, 600])
        it(`writes a ${targetSeconds} s ${format} in ${locale} that passes the check`, () => {
          const wpm = DEFAULT_WPM[locale];
          const task = {
            kind: 'script_draft' as const,
            topic: 'café em casa',
            audience: '',
            targetSeconds,
            format,
            wordsPerMinute: wpm,
            locale,
            voice,
          };
          const d = writeScriptDraft(task);
          expect(scriptDraftSchema.parse(d)).toEqual(d);
          expect(scriptDraftProblem(d, targetSeconds, wpm, voice.wordsToAvoid)).toBeNull();
          expect(d.cta.spoken).toContain('@cafe.aurora');
          expect(writeScriptDraft(task)).toEqual(d);
        });

  it('writes each language in its own words, and a slower rate gives fewer words', () => {
    const base = {
      kind: 'script_draft' as const,
      topic: 'home coffee',
      audience: '',
      targetSeconds: 60,
      format: 'tutorial' as const,
      voice: null,
    };
    const en = writeScriptDraft({ ...base, locale: 'en', wordsPerMinute: 155 });
    const pt = writeScriptDraft({ ...base, locale: 'pt-BR', wordsPerMinute: 140 });
    expect(en.beats[0]!.onScreen).toBe('Step 1: prepare');
    expect(pt.beats[0]!.onScreen).toBe('Passo 1: prepare');
    const slow = writeScriptDraft({ ...base, locale: 'en', wordsPerMinute: 100 });
    expect(scriptTiming({ ...slow, wordsPerMinute: 100 }).words).toBeLessThan(scriptTiming({ ...en, wordsPerMinute: 155 }).words);
  });
});

describe('the document schema', () => {
  const doc = newScriptDocument({ format: 'ad', language: 'en', targetSeconds: 30 });
  it('takes a new document with the language default rate', () => {
    expect(scriptDocumentSchema.parse(doc).wordsPerMinute).toBe(155);
  });
  it('refuses unknown fields, a length out of range, a bad rate, doubled beat ids and too many versions', () => {
    const issues = (d: unknown) => scriptDocumentSchema.safeParse(d).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues({ ...doc, extra: 1 })?.[0]).toMatch(/unrecognized|Unrecognized/);
    expect(issues({ ...doc, targetSeconds: 601 })).toEqual(['targetSeconds:validation.scriptLengthRange']);
    expect(issues({ ...doc, wordsPerMinute: 20 })).toEqual(['wordsPerMinute:validation.speakingRateRange']);
    const beat = { id: 'b1', ...part('x') };
    expect(issues({ ...doc, beats: [beat, beat] })).toEqual(['beats.1.id:validation.duplicateId']);
    const version = {
      id: 'v',
      name: 'v',
      savedAt: new Date(0).toISOString(),
      content: { hook: doc.hook, beats: [], cta: doc.cta, wordsPerMinute: 150 },
    };
    expect(issues({ ...doc, versions: Array.from({ length: 21 }, (_, i) => ({ ...version, id: `v${i}` })) })).toEqual([
      'versions:validation.tooMany',
    ]);
  });
});
