// Subtitle cues: laid out under line length and lines per cue, broken at
// sentences, pauses and every change of speaker, held long enough to read
// without overlapping; split, merge and retime as pure, undoable commands that
// the document's schema accepts afterwards.
import { describe, expect, it } from 'vitest';
import { perform, startHistory, undo } from '@client/editor/history';
import {
  adoptKit,
  editText,
  mergeWithNext,
  retime,
  setLayout,
  setSpeaker,
  setStyle,
  snapMs,
  splitCue,
  transcribed,
  translated,
  MIN_DRAG_CUE_MS,
} from '@client/features/subtitles/model/commands';
import { cueWords, layoutCues, relayout, wrapLines, type TimedWord } from '@client/features/subtitles/model/layout';
import { captionsOverlay, exportSize, type CaptionKit } from '@client/features/subtitles/model/overlay';
import { subtitleFiles } from '@client/features/subtitles/model/files';
import { DEFAULT_LAYOUT, newSubtitlesDocument, subtitlesDocumentSchema, type SubtitlesDocument } from '@src/common/contracts/subtitles';

/** Words 300 ms long, 50 ms apart, from `at`. */
const said = (text: string, at = 0, speaker: string | null = null): TimedWord[] =>
  text.split(' ').map((w, i) => ({ text: w, startMs: at + i * 350, endMs: at + i * 350 + 300, speaker }));

const doc0 = (durationMs = 60_000): SubtitlesDocument =>
  newSubtitlesDocument({ assetId: 'ast_1', name: 'talk.mp4', durationMs, width: 1080, height: 1920 });

const valid = (doc: SubtitlesDocument) => subtitlesDocumentSchema.safeParse(doc).success;

describe('cue layout', () => {
  it('fills lines up to the character limit and starts a new cue past the lines per cue', () => {
    const words = said('one two three four five six seven eight nine ten eleven twelve thirteen fourteen');
    const cues = layoutCues(words, { ...DEFAULT_LAYOUT, maxLineChars: 16, maxLines: 2, maxCueMs: 60_000 }, 60_000);
    for (const c of cues) {
      const lines = c.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(16);
    }
    expect(cues.map((c) => c.text.replace(/\n/g, ' ')).join(' ')).toBe(words.map((w) => w.text).join(' '));
    expect(cues[0]!.text).toBe('one two three\nfour five six');
    expect(cues.length).toBeGreaterThan(2);
  });

  it('uses one line a cue when asked, and keeps a word longer than a line whole', () => {
    expect(wrapLines(['a', 'extraordinarily-long-word', 'b'], 10)).toEqual(['a', 'extraordinarily-long-word', 'b']);
    const cues = layoutCues(said('alpha beta gamma delta'), { ...DEFAULT_LAYOUT, maxLineChars: 11, maxLines: 1 }, 60_000);
    expect(cues.map((c) => c.text)).toEqual(['alpha beta', 'gamma delta']);
  });

  it('breaks at the end of a sentence and at a pause', () => {
    const words = [...said('Hello there.'), ...said('New one', 700), ...said('after pause', 3000)];
    const cues = layoutCues(words, DEFAULT_LAYOUT, 60_000);
    expect(cues.map((c) => c.text)).toEqual(['Hello there.', 'New one', 'after pause']);
  });

  it('never lets a cue cross a change of speaker', () => {
    const words = [...said('I ask', 0, 'Ana'), ...said('you answer', 700, 'Bia')];
    const cues = layoutCues(words, DEFAULT_LAYOUT, 60_000);
    expect(cues.map((c) => [c.text, c.speaker])).toEqual([
      ['I ask', 'Ana'],
      ['you answer', 'Bia'],
    ]);
  });

  it('holds a short cue to the minimum duration but never over the next cue, and never past the video', () => {
    const words = [...said('Hi.'), ...said('Yes.', 500)];
    const cues = layoutCues(words, { ...DEFAULT_LAYOUT, minCueMs: 1000 }, 1200);
    expect(cues[0]).toMatchObject({ startMs: 0, endMs: 500 });
    expect(cues[1]).toMatchObject({ startMs: 500, endMs: 1200 });
  });

  it('keeps a cue within the longest time on screen', () => {
    const cues = layoutCues(said('a b c d e f g h i j k l'), { ...DEFAULT_LAYOUT, maxLineChars: 80, maxCueMs: 1000 }, 60_000);
    for (const c of cues) expect(c.endMs - c.startMs).toBeLessThanOrEqual(1000);
  });

  it('spreads an edited cue’s words over its time, and lays the text out again under new limits', () => {
    const words = cueWords({ startMs: 1000, endMs: 2000, text: 'ab cd', speaker: null });
    expect(words.map((w) => [w.startMs, w.endMs])).toEqual([
      [1000, 1500],
      [1500, 2000],
    ]);
    const cues = layoutCues(said('one two three four five six'), { ...DEFAULT_LAYOUT, maxLineChars: 32 }, 60_000);
    const narrow = relayout(cues, { ...DEFAULT_LAYOUT, maxLineChars: 10, maxLines: 1 }, 60_000);
    expect(narrow.map((c) => c.text)).toEqual(['one two', 'three four', 'five six']);
  });
});

describe('subtitle commands', () => {
  const start = () => perform(startHistory(doc0()), transcribed('en', said('one two three four five six', 1000)));

  it('makes the transcript the shown track, which the schema accepts', () => {
    const h = start();
    expect(h.present.active).toBe('en');
    expect(h.present.tracks[0]!.cues.length).toBeGreaterThan(0);
    expect(valid(h.present)).toBe(true);
  });

  it('splits a cue at the cursor, sharing its time by the length of each part, and merges it back', () => {
    let h = start();
    const cue = h.present.tracks[0]!.cues[0]!;
    const at = cue.text.indexOf('four');
    h = perform(h, splitCue('en', cue.id, at));
    const [a, b] = h.present.tracks[0]!.cues;
    expect(a!.text).toBe('one two three');
    expect(b!.text).toBe('four five six');
    expect(a!.endMs).toBe(b!.startMs);
    expect(a!.startMs).toBe(cue.startMs);
    expect(b!.endMs).toBe(cue.endMs);
    expect(a!.id).not.toBe(b!.id);
    expect(valid(h.present)).toBe(true);
    h = perform(h, mergeWithNext('en', a!.id));
    expect(h.present.tracks[0]!.cues).toHaveLength(1);
    expect(h.present.tracks[0]!.cues[0]!.text.replace('\n', ' ')).toBe('one two three four five six');
    h = undo(h);
    expect(h.present.tracks[0]!.cues).toHaveLength(2);
  });

  it('retimes by an edge or the body without overlapping a neighbour or going under the shortest cue', () => {
    let h = start();
    const id = h.present.tracks[0]!.cues[0]!.id;
    h = perform(h, splitCue('en', id, h.present.tracks[0]!.cues[0]!.text.indexOf('four')));
    const [a, b] = h.present.tracks[0]!.cues;
    h = perform(h, retime('en', a!.id, 'end', b!.endMs + 5000, 'drag'));
    expect(h.present.tracks[0]!.cues[0]!.endMs).toBe(b!.startMs);
    h = perform(h, retime('en', b!.id, 'start', b!.endMs, 'drag2'));
    const moved = h.present.tracks[0]!.cues[1]!;
    expect(moved.endMs - moved.startMs).toBe(MIN_DRAG_CUE_MS);
    h = perform(h, retime('en', a!.id, 'body', -900, 'drag3'));
    expect(h.present.tracks[0]!.cues[0]!.startMs).toBe(0);
    h = perform(h, retime('en', b!.id, 'body', 10_000_000, 'drag4'));
    expect(h.present.tracks[0]!.cues[1]!.endMs).toBe(60_000);
    expect(valid(h.present)).toBe(true);
  });

  it('snaps to the nearest target within the threshold only', () => {
    expect(snapMs(1040, [1000, 1100], 50)).toBe(1000);
    expect(snapMs(1070, [1000, 1100], 50)).toBe(1100);
    expect(snapMs(1500, [1000, 1100], 50)).toBe(1500);
  });

  it('edits text as one undo step while typing, refuses an empty cue, and keeps a marked speaker through a relayout', () => {
    let h = start();
    const id = h.present.tracks[0]!.cues[0]!.id;
    h = perform(h, editText('en', id, 'One'));
    h = perform(h, editText('en', id, 'One two'));
    expect(h.past).toHaveLength(2);
    expect(perform(h, editText('en', id, '   ')).present).toBe(h.present);
    h = perform(h, setSpeaker('en', id, 'Ana'));
    h = perform(h, setLayout({ maxLineChars: 20 }));
    expect(h.present.layout.maxLineChars).toBe(20);
    expect(h.present.tracks[0]!.cues.every((c) => c.speaker === 'Ana')).toBe(true);
  });

  it('adds a translation as a second track with the same times, shown at once', () => {
    let h = start();
    const cues = h.present.tracks[0]!.cues;
    h = perform(h, translated('pt', new Map(cues.map((c) => [c.id, `tradução ${c.id}`])), true));
    const pt = h.present.tracks.find((t) => t.language === 'pt')!;
    expect(h.present.active).toBe('pt');
    expect(pt.offline).toBe(true);
    expect(pt.cues.map((c) => [c.startMs, c.endMs])).toEqual(cues.map((c) => [c.startMs, c.endMs]));
    expect(valid(h.present)).toBe(true);
  });
});

describe('subtitles document schema', () => {
  const withCues = (cues: Array<{ startMs: number; endMs: number }>): unknown => ({
    ...doc0(10_000),
    tracks: [
      {
        language: 'en',
        origin: 'transcript',
        offline: false,
        cues: cues.map((c, i) => ({ id: `c${i}`, text: 'hi', speaker: null, ...c })),
      },
    ],
  });
  const issue = (value: unknown) => {
    const r = subtitlesDocumentSchema.safeParse(value);
    return r.success ? null : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
  };

  it('refuses overlapping cues by the field of the later cue', () => {
    expect(
      issue(
        withCues([
          { startMs: 0, endMs: 1000 },
          { startMs: 900, endMs: 2000 },
        ]),
      ),
    ).toEqual({
      path: 'tracks.0.cues.1.startMs',
      message: 'validation.cueOverlap',
    });
  });

  it('refuses a negative time, an end before the start and a cue past the video', () => {
    expect(issue(withCues([{ startMs: -5, endMs: 1000 }]))?.path).toBe('tracks.0.cues.0.startMs');
    expect(issue(withCues([{ startMs: 500, endMs: 400 }]))).toEqual({ path: 'tracks.0.cues.0.endMs', message: 'validation.rangeOrder' });
    expect(issue(withCues([{ startMs: 500, endMs: 20_000 }]))).toEqual({
      path: 'tracks.0.cues.0.endMs',
      message: 'validation.rangeOutsideVideo',
    });
    expect(issue(withCues([{ startMs: 0, endMs: 1000 }]))).toBeNull();
  });
});

describe('subtitles overlay (the preview and the burn-in draw the same)', () => {
  const kit = {
    caption: {
      font: { family: 'Montserrat', cssFamily: 'Montserrat', files: [] },
      textColor: '#ff00ff',
      highlightColor: '#00ff00',
      outlineColor: '#000000',
      position: 'bottom',
      uppercase: false,
    },
  } as unknown as CaptionKit;
  const track = {
    language: 'en' as const,
    origin: 'transcript' as const,
    offline: false,
    cues: [{ id: 'c1', startMs: 0, endMs: 1000, text: 'one two\nthree', speaker: null }],
  };
  /** The track drawn in a 720×1280 frame, lines of at most 32 characters. */
  const overlay = (style: Parameters<typeof captionsOverlay>[1], kit: CaptionKit | null) =>
    captionsOverlay(track, style, kit, { width: 720, height: 1280 }, 32);

  it('keeps each cue’s lines, the kit’s colours and the style’s capitals, and fits a full line in the frame', () => {
    const o = overlay({ position: 'bottom', uppercase: true, highlight: true, size: 'large' }, kit);
    expect(o.cues[0]!.lines).toEqual([2, 1]);
    expect(o.cues[0]!.words.map((w) => w.text)).toEqual(['ONE', 'TWO', 'THREE']);
    expect(o).toMatchObject({ color: '#ff00ff', highlight: '#00ff00', stroke: '#000000', fontFamily: "'Montserrat', sans-serif" });
    expect(o.fontSize * 0.66 * 32).toBeLessThanOrEqual(720 * 0.92 + 1);
    const plain = overlay({ position: 'top', uppercase: false, highlight: false, size: 'small' }, null);
    // Without the highlight, the words stand still in one colour (the plain style).
    expect(plain.style).toBe('plain');
    expect(plain.y).toBeLessThan(0.5);
  });

  it('exports at the video’s size, at most 1920 on the long side, in even numbers', () => {
    expect(exportSize({ width: 720, height: 1280 })).toEqual({ width: 720, height: 1280 });
    expect(exportSize({ width: 2160, height: 3840 })).toEqual({ width: 1080, height: 1920 });
    expect(exportSize({ width: 641, height: 359 })).toEqual({ width: 642, height: 360 });
  });
});

describe('subtitle files', () => {
  it('writes SRT with plain text and WebVTT with a voice span for a marked speaker', () => {
    const { srt, vtt } = subtitleFiles({
      cues: [
        { id: 'c1', startMs: 0, endMs: 1500, text: 'Hi there', speaker: 'Ana <host>' },
        { id: 'c2', startMs: 1500, endMs: 3723004, text: 'two\nlines', speaker: null },
      ],
    });
    expect(srt).toBe('1\n00:00:00,000 --> 00:00:01,500\nHi there\n\n2\n00:00:01,500 --> 01:02:03,004\ntwo\nlines\n');
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\n<v Ana &lt;host&gt;>Hi there\n\n00:00:01.500 --> 01:02:03.004\ntwo\nlines\n',
    );
  });
});

describe('the brand kit met on first opening', () => {
  it('seeds the caption position and capitals once, and never overrides a later choice', () => {
    const kit = { kitId: 'kit_1', caption: { position: 'top' as const, uppercase: true } };
    const first = adoptKit(kit).apply(doc0());
    expect(first).toMatchObject({ brandKitId: 'kit_1', style: { position: 'top', uppercase: true } });
    const chosen = setStyle({ uppercase: false, position: 'middle' }).apply(first);
    expect(adoptKit({ ...kit, kitId: 'kit_2' }).apply(chosen)).toBe(chosen);
  });
});
