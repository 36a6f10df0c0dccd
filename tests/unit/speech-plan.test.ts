// What hears a video's speech, decided before any analysis (decision 037), and
// what a clip's captions do when nothing was heard: the clipper and auto
// subtitles show these decisions; the composition follows them.
import { describe, expect, it } from 'vitest';
import { newClip } from '@client/features/clipper/model/commands';
import type { Clip } from '@src/common/contracts/clip';
import {
  languagesHeardLocally,
  speechPlan,
  type LocalSpeechModel,
  type SpeechStatus,
  type Transcript,
} from '@src/common/contracts/transcript';
import { captionsOffReason } from '@client/features/clipper/model/captions';
import { clipComposition } from '@client/features/clipper/model/composition';

const moonshine = { id: 'moonshine-tiny-en', label: 'Moonshine', engine: 'moonshine', languages: ['en'] } as LocalSpeechModel;
const server = { provider: 'workers-ai' as const, model: '@cf/openai/whisper-large-v3-turbo', creditsPerMinute: 1 };
const production: SpeechStatus = { local: [moonshine], server };
const development: SpeechStatus = { local: [moonshine], server: null };

describe('speechPlan', () => {
  it('hears English in the browser, for free, and Portuguese only through the offered server, priced for the whole video', () => {
    expect(languagesHeardLocally(production)).toEqual(['en']);
    expect(languagesHeardLocally(undefined)).toEqual([]);
    expect(speechPlan(production, 'en', { stored: false, billedMinutes: 11 })).toEqual({ kind: 'local', model: moonshine });
    expect(speechPlan(production, 'pt', { stored: false, billedMinutes: 11 })).toEqual({
      kind: 'server',
      provider: 'workers-ai',
      creditsPerMinute: 1,
      credits: 11,
    });
    // A stored transcript is never heard (nor paid) again.
    expect(speechPlan(production, 'pt', { stored: true, billedMinutes: 11 })).toEqual({ kind: 'stored' });
  });

  it('says nothing hears Portuguese where no server engine is configured, and charges at least a minute', () => {
    expect(speechPlan(development, 'pt', { stored: false, billedMinutes: 3 })).toEqual({ kind: 'none' });
    expect(speechPlan(undefined, 'en', { stored: false, billedMinutes: 3 })).toEqual({ kind: 'none' });
    expect(speechPlan({ local: [], server: { ...server, creditsPerMinute: 2 } }, 'en', { stored: false, billedMinutes: 0 })).toMatchObject({
      credits: 2,
    });
  });
});

const clip: Clip = { ...newClip('c1', { startMs: 0, endMs: 10_000 }, null, 'c1', ''), logo: false };
const word = { text: 'olá', startMs: 1000, endMs: 1400, confidence: 1 };
const transcript = (words: (typeof word)[]): Transcript => ({
  version: 1,
  language: 'pt',
  durationMs: 60_000,
  engine: { provider: 'workers-ai', model: 'w' },
  segments: [{ startMs: 0, endMs: 60_000, text: words.map((w) => w.text).join(' '), words }],
});

describe('captions without words', () => {
  it('turns the switch off and says why: no transcript at all, or no word in the clip', () => {
    expect(captionsOffReason(null, [])).toBe('noTranscript');
    expect(captionsOffReason(transcript([]), [])).toBe('noTranscript');
    expect(captionsOffReason(transcript([{ ...word, startMs: 30_000, endMs: 30_400 }]), [])).toBe('noWords');
    expect(captionsOffReason(transcript([word]), [word])).toBeNull();
  });

  it('never puts an empty caption track in the rendered clip, even with the switch on', () => {
    const parts = { source: { ref: { url: '/v.mp4' }, width: 1080, height: 1920 }, kit: null, logo: null };
    expect(clipComposition(clip, { ...parts, words: [] }).overlays.filter((o) => o.kind === 'captions')).toEqual([]);
    const withWords = clipComposition(clip, { ...parts, words: [word] }).overlays.filter((o) => o.kind === 'captions');
    expect(withWords).toHaveLength(1);
  });
});
