// The caption style model (issue 33): each style's drawing at chosen moments,
// the emoji and keyword tables in both languages, and every block inside every
// network's safe zone for long text at 9:16 and 16:9.
import { describe, expect, it } from 'vitest';
import { CAPTION_STYLE_IDS, type CaptionStyleId } from '@src/common/contracts/caption-styles';
import {
  NETWORKS,
  captionBounds,
  emojiFor,
  frameCommands,
  inside,
  isKeyword,
  layoutCue,
  popScale,
  safeArea,
  safeAreaForAll,
  type CaptionCue,
  type CaptionLook,
  type DrawCommand,
  type Measure,
} from '@client/media/captions';

/** A monospaced stand-in for the canvas: every character 0.6 of the font size wide. */
const measure: Measure = (text, font) => [...text].length * 0.6 * Number(/(\d+(?:\.\d+)?)px/.exec(font)![1]);
const VERTICAL = { width: 1080, height: 1920 };
const WIDE = { width: 1920, height: 1080 };
const look = (style: CaptionStyleId, over: Partial<CaptionLook> = {}): CaptionLook => ({
  style,
  fontFamily: 'Inter',
  fontSize: 64,
  color: '#ffffff',
  highlight: '#facc15',
  stroke: '#000000',
  ...over,
});
// "ganhar dinheiro rápido": 0–400, 400–1000, 1000–1600 ms.
const cue: CaptionCue = {
  startMs: 0,
  endMs: 1600,
  words: [
    { text: 'ganhar', startMs: 0, endMs: 400 },
    { text: 'dinheiro', startMs: 400, endMs: 1000 },
    { text: 'rápido', startMs: 1000, endMs: 1600 },
  ],
};
const place = { y: 0.8, maxWidth: 0.9 };
const at = (style: CaptionStyleId, ms: number, over: Partial<CaptionLook> = {}) => {
  const l = look(style, over);
  return frameCommands(layoutCue(cue, l, VERTICAL, place, measure), l, ms);
};
const texts = (cmds: DrawCommand[]) => cmds.filter((c): c is Extract<DrawCommand, { kind: 'text' }> => c.kind === 'text');
const colorOf = (cmds: DrawCommand[], word: string) => texts(cmds).find((c) => c.text === word && c.clipWidth === null)?.color;

describe('caption styles at chosen moments', () => {
  it('word-by-word highlight colours the spoken word only', () => {
    const f = at('highlight', 500);
    expect(colorOf(f, 'dinheiro')).toBe('#facc15');
    expect(colorOf(f, 'ganhar')).toBe('#ffffff');
    expect(colorOf(f, 'rápido')).toBe('#ffffff');
    expect(colorOf(at('highlight', 1200), 'rápido')).toBe('#facc15');
  });

  it('pop-in shows only the words said so far, the newest one growing past its size then settling', () => {
    const f = at('pop', 440);
    expect(texts(f).map((c) => c.text)).toEqual(['ganhar', 'dinheiro']);
    expect(texts(f)[1]!.scale).toBeGreaterThan(0.6);
    expect(texts(f)[1]!.scale).toBeLessThan(1.15);
    expect(texts(f)[0]!.scale).toBe(1);
    expect(popScale(80)).toBeCloseTo(1.15);
    expect(popScale(400)).toBe(1);
  });

  it('bounce lifts the spoken word and lands it', () => {
    const still = at('bounce', 0).find((c) => c.kind === 'text' && c.text === 'dinheiro')!;
    const up = at('bounce', 525).find((c) => c.kind === 'text' && c.text === 'dinheiro')!;
    const landed = at('bounce', 900).find((c) => c.kind === 'text' && c.text === 'dinheiro')!;
    expect((up as { y: number }).y).toBeLessThan((still as { y: number }).y - 10);
    expect((landed as { y: number }).y).toBeCloseTo((still as { y: number }).y);
  });

  it('box highlight puts a box behind the spoken word, and none between words', () => {
    const f = at('box', 500);
    const boxes = f.filter((c) => c.kind === 'rect');
    expect(boxes).toHaveLength(1);
    const word = texts(f).find((c) => c.text === 'dinheiro')!;
    const box = boxes[0] as Extract<DrawCommand, { kind: 'rect' }>;
    expect(box.color).toBe('#facc15');
    expect(box.x).toBeLessThan(word.x);
    expect(box.x + box.width).toBeGreaterThan(word.x + measure('dinheiro', word.font));
    expect(word.color).toBe('#000000');
    expect(at('box', 1700).filter((c) => c.kind === 'rect')).toHaveLength(0);
  });

  it('karaoke fill grows through the spoken word', () => {
    const fill = (ms: number) => texts(at('karaoke', ms)).find((c) => c.text === 'dinheiro' && c.clipWidth !== null);
    expect(fill(300)).toBeUndefined();
    const half = fill(700)!;
    const width = measure('dinheiro', half.font);
    expect(half.clipWidth! / width).toBeCloseTo(0.5);
    expect(half.color).toBe('#facc15');
    expect(fill(1100)!.clipWidth).toBeCloseTo(width);
  });

  it('typewriter shows the characters said so far', () => {
    const shown = (ms: number) =>
      texts(at('typewriter', ms))
        .map((c) => c.text)
        .join(' ');
    expect(shown(0)).toBe('g');
    expect(shown(200)).toBe('gan');
    expect(shown(700)).toBe('ganhar dinh');
    expect(shown(1599)).toBe('ganhar dinheiro rápido');
  });

  it('keyword colour marks long words, numbers and the kit’s words, whoever speaks', () => {
    const f = at('keyword', 100);
    expect(colorOf(f, 'dinheiro')).toBe('#facc15');
    expect(colorOf(f, 'ganhar')).toBe('#ffffff');
    expect(colorOf(at('keyword', 100, { keywords: ['ganhar'] }), 'ganhar')).toBe('#facc15');
    expect(isKeyword('R$500')).toBe(true);
    expect(isKeyword('because')).toBe(false);
  });

  it('automatic emoji follows a word from the table once it is said', () => {
    expect(texts(at('emoji', 100)).some((c) => c.text === '💰')).toBe(false);
    const f = at('emoji', 500);
    const emoji = texts(f).find((c) => c.text === '💰')!;
    const word = texts(f).find((c) => c.text === 'dinheiro')!;
    expect(emoji.x).toBeGreaterThan(word.x + measure('dinheiro', word.font));
    expect(texts(f).filter((c) => /\p{Extended_Pictographic}/u.test(c.text))).toHaveLength(1);
  });

  it('plain draws every word in the text colour', () => {
    expect(new Set(texts(at('plain', 500)).map((c) => c.color))).toEqual(new Set(['#ffffff']));
  });

  it('the emoji table reads Portuguese and English, accents, capitals, punctuation and plurals', () => {
    expect(emojiFor('DINHEIRO!')).toBe('💰');
    expect(emojiFor('ideias')).toBe('💡');
    expect(emojiFor('atenção')).toBe('⚠️');
    expect(emojiFor('money,')).toBe('💰');
    expect(emojiFor('ideas')).toBe('💡');
    expect(emojiFor('mesa')).toBeNull();
  });
});

describe('safe zones', () => {
  const long: CaptionCue = {
    startMs: 0,
    endMs: 9000,
    words: 'este é um texto muito longo que precisa caber dentro da área segura de todas as redes sociais sem exceção alguma nunca'
      .split(' ')
      .map((text, i) => ({ text, startMs: i * 400, endMs: i * 400 + 380 })),
  };
  for (const frame of [VERTICAL, WIDE]) {
    for (const style of CAPTION_STYLE_IDS) {
      for (const y of [0.02, 0.5, 0.98]) {
        it(`${style} at ${frame.width}×${frame.height}, wanted at ${y}, stays inside every network's zone`, () => {
          const block = layoutCue(long, look(style, { fontSize: 110 }), frame, { y, maxWidth: 1 }, measure);
          for (const n of NETWORKS) expect(inside(block.box, safeArea(n, frame))).toBe(true);
          // Every word (and a popped word at its largest) is inside the block.
          for (const w of block.words) {
            const grow = (w.width * 0.15) / 2;
            expect(
              inside({ x: w.x - grow, y: w.y - 0.6 * block.fontSize, width: w.width + 2 * grow, height: 1.2 * block.fontSize }, block.box),
            ).toBe(true);
          }
        });
      }
    }
  }

  it('a block that fits keeps its size and goes where it was asked', () => {
    const l = look('highlight');
    const block = layoutCue(cue, l, VERTICAL, { y: 0.5, maxWidth: 0.9 }, measure);
    expect(block.fontSize).toBe(64);
    expect(block.box.y + block.box.height / 2).toBeCloseTo(960);
  });

  it('TikTok’s right-hand buttons push a 9:16 block left of centre', () => {
    const area = safeAreaForAll(VERTICAL);
    expect(area.x + area.width).toBeLessThanOrEqual(1080 * (1 - 0.13));
    const bounds = captionBounds([cue, long], look('pop'), place, VERTICAL, measure)!;
    expect(inside(bounds, area)).toBe(true);
    expect(captionBounds([], look('pop'), place, VERTICAL, measure)).toBeNull();
  });
});

describe('caption presets on the brand kit', () => {
  it('a kit saved before styles existed reads with the highlight style and no presets', async () => {
    const { defaultKitFields, kitFieldsSchema } = await import('@src/common/contracts/brand-kits');
    const old = defaultKitFields('Old') as unknown as Record<string, unknown>;
    const { style: _s, ...caption } = old.caption as Record<string, unknown>;
    const parsed = kitFieldsSchema.parse({ ...old, caption, captionPresets: [] });
    expect(parsed.caption.style).toBe('highlight');
  });

  it('saves the caption look under a name, with a new id each time, and refuses an empty name', async () => {
    const { defaultKitFields, kitFieldsSchema } = await import('@src/common/contracts/brand-kits');
    const { presetFromCaption } = await import('@client/features/brand-kits/model');
    const draft = defaultKitFields('Kit');
    draft.caption.style = 'karaoke';
    draft.caption.highlightColor = '#ff0000';
    const a = presetFromCaption(draft, 'Reels Ação');
    draft.captionPresets = [a];
    const b = presetFromCaption(draft, 'Reels Ação');
    expect(a).toMatchObject({ id: 'reels-acao', name: 'Reels Ação', style: 'karaoke', highlightColor: '#ff0000' });
    expect(b.id).toBe('reels-acao-2');
    expect(kitFieldsSchema.safeParse({ ...draft, captionPresets: [a, b] }).success).toBe(true);
    const bad = kitFieldsSchema.safeParse({ ...draft, captionPresets: [{ ...a, name: ' ' }] });
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe('validation.presetNameRequired');
  });
});
