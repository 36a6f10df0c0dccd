// The caption page's pure model: the source texts it reads in the browser, the
// bound it shares with the server, and the edited caption's live checks and
// history entry.
import { describe, expect, it } from 'vitest';
import { postCaptionsRequestSchema } from '../../src/common/contracts/caption';
import type { Transcript } from '../../src/common/contracts/transcript';
import { blankDocument, blankSlide, textElement } from '../../client/slides/model/document';
import {
  boundSource,
  captionDocument,
  carouselText,
  checkDraft,
  clipText,
  defaultName,
  transcriptText,
} from '../../client/features/captions/model';

let n = 0;
const id = () => `id${++n}`;

describe('sources', () => {
  it('reads a carousel top to bottom, slide after slide, skipping empty text and other elements', () => {
    const doc = blankDocument('portrait', id, 'Brew better coffee');
    doc.slides[0]!.elements.unshift(textElement(id(), { x: 96, y: 900, width: 800, height: 100 }, 'Swipe →'));
    const second = blankSlide(id);
    second.elements.push(
      textElement(id(), { x: 96, y: 600, width: 800, height: 100 }, 'Grind right\nbefore brewing.'),
      textElement(id(), { x: 96, y: 100, width: 800, height: 100 }, '2. Fresh beans'),
      textElement(id(), { x: 96, y: 800, width: 800, height: 100 }, '   '),
    );
    doc.slides.push(second);
    expect(carouselText(doc)).toBe('Brew better coffee\nSwipe →\n2. Fresh beans\nGrind right before brewing.');
  });

  const transcript: Transcript = {
    version: 1,
    language: 'en',
    durationMs: 10_000,
    engine: { provider: 'local', model: 'm' },
    segments: [
      {
        startMs: 0,
        endMs: 4000,
        text: 'So um coffee is easy.',
        words: [
          { text: 'So', startMs: 0, endMs: 400, confidence: 1 },
          { text: 'um', startMs: 500, endMs: 800, confidence: 1 },
          { text: 'coffee', startMs: 900, endMs: 1400, confidence: 1 },
          { text: 'is', startMs: 1500, endMs: 1700, confidence: 1 },
          { text: 'easy.', startMs: 1800, endMs: 2400, confidence: 1 },
        ],
      },
      { startMs: 5000, endMs: 6000, text: 'Later words.', words: [{ text: 'Later', startMs: 5000, endMs: 5500, confidence: 1 }] },
    ],
  };

  it("reads a clip's headline and its kept words, as the user corrected them", () => {
    const clip = {
      headline: 'Coffee made easy',
      startMs: 0,
      endMs: 3000,
      cuts: [{ startMs: 450, endMs: 850 }],
      captions: { enabled: true, allCaps: false, position: 'bottom' as const, edits: [{ startMs: 900, text: 'Coffee' }] },
    };
    expect(clipText(clip, transcript)).toBe('Coffee made easy\nSo Coffee is easy.');
    expect(clipText(clip, null)).toBe('Coffee made easy');
    expect(transcriptText(transcript)).toBe('So um coffee is easy. Later words.');
  });

  it('bounds a long source at a word, as the server would accept it', () => {
    const long = 'palavra '.repeat(2000);
    const b = boundSource(long);
    expect(b.truncated).toBe(true);
    expect(b.text.length).toBeLessThanOrEqual(8000);
    expect(b.text.endsWith('palavra')).toBe(true);
    expect(
      postCaptionsRequestSchema.safeParse({ source: { kind: 'transcript', text: b.text }, platforms: ['x'], language: 'en' }).success,
    ).toBe(true);
    expect(boundSource('  curto  ')).toEqual({ text: 'curto', truncated: false });
  });
});

describe('the edited caption', () => {
  const voice = { wordsToUse: ['aroma', 'café especial'], wordsToAvoid: ['barato'] };

  it('is checked live: count, avoided and used words, and whether it may be saved', () => {
    const ok = checkDraft({ platform: 'x', title: '', text: 'Um café especial com aroma. #aroma' }, voice);
    expect(ok).toMatchObject({
      avoided: [],
      used: ['aroma', 'café especial'],
      canSave: true,
      measure: { length: 34, max: 280, hashtags: 1 },
    });
    expect(checkDraft({ platform: 'x', title: '', text: 'Café Barato!' }, voice).avoided).toEqual(['barato']);
    expect(checkDraft({ platform: 'x', title: '', text: '🙂'.repeat(141) }, null)).toMatchObject({
      canSave: false,
      measure: { length: 282, over: true },
    });
    expect(checkDraft({ platform: 'youtube_shorts', title: 't'.repeat(101), text: 'ok' }, null).canSave).toBe(false);
    expect(checkDraft({ platform: 'instagram', title: '', text: '   ' }, null).canSave).toBe(false);
  });

  it('becomes a history entry with its source summarised and its hashtags read from the text', () => {
    const source = { kind: 'brief' as const, label: '', text: 'Lançamento do café de inverno\ncom notas de chocolate' };
    const d = { platform: 'instagram' as const, title: 'ignored', text: ' Café de inverno #aroma #café #aroma ' };
    expect(captionDocument(d, source, 'pt-BR', 'gen_1')).toEqual({
      version: 1,
      source: { kind: 'brief', label: '', excerpt: source.text },
      platform: 'instagram',
      language: 'pt-BR',
      title: '',
      text: 'Café de inverno #aroma #café #aroma',
      hashtags: ['#aroma', '#café'],
      generationId: 'gen_1',
    });
    expect(defaultName(d, source, 'Instagram')).toBe('Lançamento do café de inverno · Instagram');
    expect(defaultName(d, { ...source, kind: 'carousel', label: 'Coffee carousel' }, 'X')).toBe('Coffee carousel · X');
  });
});
