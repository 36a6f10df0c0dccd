// The layout solver (decision 043): a clip's logo, headline and caption block
// never cover each other, in every format and logo corner, with the long
// Portuguese headlines creators write; and the clipper's composition, laid out
// by the same code the render and the preview call, keeps that promise.
import { describe, expect, it } from 'vitest';
import { CLIP_ASPECTS, CLIP_LOGO_CORNERS, type Clip } from '@src/common/contracts/clip';
import { newClip } from '@client/features/clipper/model/commands';
import { clipComposition, OUTPUT_SIZE } from '@client/features/clipper/model/composition';
import { arrangeOverlays } from '@client/media/render/arrange';
import { intersects, logoSide, solveLayout, type MeasureText, type Rect } from '@client/media/render/layout';
import type { Overlay } from '@client/media/render/composition';

const HEADLINES = [
  'Por que 9 em cada 10 criadores desistem antes do primeiro mil seguidores',
  'Como eu transformei uma live de três horas em trinta cortes que viralizaram no Instagram e no TikTok',
  'Empreendedorismo',
];

/** A bold sans's advance: about 0.55 of its size a character. */
const CHAR = 0.55;
const fakeWrap = (text: string, size: number, max: number) => {
  const lines: string[] = [];
  for (const w of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last.length + 1 + w.length) * CHAR * size <= max) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  return lines;
};
const measureFor =
  (text: string, size: number): MeasureText =>
  (boxWidth) => {
    const lines = fakeWrap(text, size, boxWidth - size);
    return {
      width: Math.min(boxWidth, Math.max(...lines.map((l) => l.length * CHAR * size)) + size),
      height: lines.length * size * 1.2 + size * 0.6,
    };
  };

const inside = (r: Rect, W: number, H: number) => r.x >= 0 && r.y >= 0 && r.x + r.width <= W + 0.01 && r.y + r.height <= H + 0.01;

function expectApart(boxes: Rect[], W: number, H: number) {
  for (const b of boxes) expect(inside(b, W, H), JSON.stringify(b)).toBe(true);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      expect(intersects(boxes[i]!, boxes[j]!), `${JSON.stringify(boxes[i])} × ${JSON.stringify(boxes[j])}`).toBe(false);
}

describe('the layout solver', () => {
  for (const aspect of CLIP_ASPECTS)
    for (const corner of CLIP_LOGO_CORNERS)
      for (const captionsAt of ['top', 'middle', 'bottom'] as const)
        it(`${aspect}, logo ${corner}, captions ${captionsAt}: logo, headline and captions apart`, () => {
          const frame = OUTPUT_SIZE[aspect];
          const { width: W, height: H } = frame;
          const side = logoSide(frame);
          const size = Math.round(Math.min(W, H) * 0.055);
          for (const text of HEADLINES) {
            const captions = {
              centreY: { top: 0.18, middle: 0.5, bottom: 0.78 }[captionsAt] * H,
              width: 0.8 * W,
              height: 2 * 0.075 * Math.min(W, H) * 1.25,
            };
            const out = solveLayout({
              frame,
              logo: { corner, width: side, height: side },
              headline: { centreY: (captionsAt === 'top' ? 0.9 : 0.08) * H, boxWidth: 0.86 * W + size, measure: measureFor(text, size) },
              captions,
            });
            expect(out.logo && out.headline && out.captions).toBeTruthy();
            expectApart([out.logo!, out.headline!, out.captions!], W, H);
            // The logo keeps its corner.
            expect(out.logo!.x + side / 2 < W / 2).toBe(corner.endsWith('left'));
            expect(out.logo!.y + side / 2 < H / 2).toBe(corner.startsWith('top'));
          }
        });

  it('narrows the headline beside a logo rather than pushing it down when that costs less height', () => {
    const frame = OUTPUT_SIZE['9:16'];
    const measure = measureFor(HEADLINES[0]!, 59);
    const wanted = measure(0.86 * 1080 + 59);
    const out = solveLayout({
      frame,
      logo: { corner: 'top-right', width: 130, height: 130 },
      headline: { centreY: 0.08 * 1920, boxWidth: 0.86 * 1080 + 59, measure },
    });
    // Where it wanted to be, the logo covered its end (today's defect).
    const asked = { x: (1080 - wanted.width) / 2, y: 0.08 * 1920 - wanted.height / 2, ...wanted };
    expect(intersects(asked, out.logo!)).toBe(true);
    expect(intersects(out.headline!, out.logo!)).toBe(false);
    expect(out.headline!.boxWidth).toBeLessThan(0.86 * 1080 + 59);
    expect(out.headline!.x + out.headline!.width).toBeLessThanOrEqual(out.logo!.x);
  });

  it('moves the captions the least it must, and leaves a block that collides with nothing where it is', () => {
    const frame = { width: 1080, height: 1080 };
    const logo = { corner: 'top-left' as const, width: 130, height: 130 };
    const free = solveLayout({ frame, logo, captions: { centreY: 800, width: 800, height: 200 } });
    expect(free.captions!.y).toBe(700);
    const moved = solveLayout({ frame, logo, captions: { centreY: 150, width: 900, height: 200 } });
    expect(moved.captions!.y).toBeGreaterThan(logo.height);
    expect(moved.captions!.y).toBeLessThan(250);
  });
});

/** A canvas stand-in: a text's width from its length and the font's size. */
function fakeCtx() {
  const ctx = {
    font: '700 10px sans-serif',
    measureText: (s: string) => ({ width: s.length * CHAR * Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)![1]) }) as TextMetrics,
  };
  return ctx;
}

const words = 'Olha só o que aconteceu quando eu parei de postar todo dia e comecei a responder cada comentário'
  .split(' ')
  .map((text, i) => ({ text, startMs: 10_000 + i * 400, endMs: 10_000 + i * 400 + 350, confidence: 1 }));

describe('the clipper composition laid out for render and preview', () => {
  for (const aspect of CLIP_ASPECTS)
    for (const corner of CLIP_LOGO_CORNERS)
      for (const position of ['top', 'bottom'] as const)
        it(`${aspect}, logo ${corner}, captions ${position}: the drawn blocks never meet`, () => {
          const clip: Clip = {
            ...newClip('c1', { startMs: 10_000, endMs: 30_000 }, null, 'c1', HEADLINES[1]!),
            aspect,
            logoCorner: corner,
            captions: { enabled: true, allCaps: true, position, edits: [] },
          };
          const comp = clipComposition(clip, {
            source: { ref: { url: '/v.mp4' }, width: 1920, height: 1080 },
            words,
            kit: null,
            logo: new Blob(['png']),
          });
          const { boxes, overlays } = arrangeOverlays(fakeCtx(), comp.overlays, comp.width, comp.height);
          expectApart([boxes.logo!, boxes.headline!, boxes.captions!], comp.width, comp.height);
          const logo = overlays.find((o) => o.kind === 'image');
          expect(logo?.kind === 'image' && logo.box.x * comp.width).toBeCloseTo(boxes.logo!.x);
          const headline = overlays.find((o) => o.kind === 'text');
          expect(headline?.kind === 'text' && headline.y * comp.height).toBeCloseTo(boxes.headline!.y + boxes.headline!.height / 2);
        });

  it('leaves overlays without a layout role where they were put (an editor’s free text)', () => {
    const free: Overlay[] = [
      {
        kind: 'text',
        startMs: 0,
        endMs: 1000,
        text: 'Livre',
        x: 0.9,
        y: 0.05,
        maxWidth: 0.5,
        fontSize: 60,
        fontFamily: 'sans-serif',
        color: '#fff',
      },
    ];
    expect(arrangeOverlays(fakeCtx(), free, 1080, 1920).overlays).toEqual(free);
  });
});
