// What editors draw of a project's comments (decision 072): open time pins on a
// strip at their share of it, open slide pins on their slide, numbered.
import { describe, expect, it } from 'vitest';
import { spotPoint, type CommentPin, type CommentView } from '../../src/common/contracts/comments';
import { pointOn, slidePins, spotAfter, timeMarkers, timeText } from '../../client/projects/comment-pins/model';

let n = 0;
function comment(pin: CommentPin | null, more: Partial<CommentView> = {}): CommentView {
  n += 1;
  const at = new Date(Date.UTC(2026, 10, 1, 12, 0, n)).toISOString();
  return {
    id: `cmt_${n}`,
    parentId: null,
    author: { id: 'usr_a', name: 'Ana' },
    body: `comment ${n}`,
    mentions: [],
    pin,
    resolved: null,
    guest: null,
    createdAt: at,
    updatedAt: at,
    editedAt: null,
    ...more,
  };
}

describe('time markers', () => {
  it('places open time pins inside the strip at their share of it, earliest first', () => {
    const late = comment({ seconds: 20 });
    const early = comment({ seconds: 12 });
    const markers = timeMarkers([late, early, comment({ seconds: 3 }), comment({ seconds: 40 })], 5_000, 25_000);
    expect(markers.map((m) => [m.comment.id, m.ms, m.at])).toEqual([
      [early.id, 12_000, 0.35],
      [late.id, 20_000, 0.75],
    ]);
  });

  it('keeps the strip ends, and leaves out resolved threads, replies, slide pins and unpinned comments', () => {
    const root = comment({ seconds: 0 });
    const list = [
      root,
      comment({ seconds: 10 }),
      comment({ seconds: 5 }, { resolved: { by: null, guest: null, at: root.createdAt } }),
      comment({ seconds: 6 }, { parentId: root.id }),
      comment({ slide: 0, x: 0.5, y: 0.5 }),
      comment(null),
    ];
    expect(timeMarkers(list, 0, 10_000).map((m) => m.at)).toEqual([0, 1]);
  });

  it('draws nothing on an empty strip', () => {
    expect(timeMarkers([comment({ seconds: 0 })], 0, 0)).toEqual([]);
  });
});

describe('slide pins', () => {
  it('numbers the open pins of one slide in the order they were written', () => {
    const a = comment({ slide: 1, x: 0.2, y: 0.3 });
    const b = comment({ slide: 1, x: 0.8, y: 0.9 });
    const pins = slidePins([a, comment({ slide: 0, x: 0.5, y: 0.5 }), comment({ seconds: 3 }), b], 1);
    expect(pins.map((p) => [p.comment.id, p.n, p.x, p.y])).toEqual([
      [a.id, 1, 0.2, 0.3],
      [b.id, 2, 0.8, 0.9],
    ]);
    expect(slidePins([comment({ slide: 1, x: 0.5, y: 0.5 }, { resolved: { by: null, guest: null, at: a.createdAt } })], 1)).toEqual([]);
  });

  it('turns a click into the fractions a pin keeps, within the slide', () => {
    const rect = { left: 100, top: 50, width: 400, height: 500 };
    expect(pointOn(rect, 200, 300)).toEqual({ x: 0.25, y: 0.5 });
    expect(pointOn(rect, 50, 900)).toEqual({ x: 0, y: 1 });
    expect(pointOn(rect, 233.3333, 50)).toEqual({ x: 0.333, y: 0 });
  });
});

describe('time text', () => {
  it('reads milliseconds as a pin does', () => {
    expect(timeText(12_700)).toBe('0:12');
    expect(timeText(3_723_000)).toBe('1:02:03');
  });
});

describe('the nine-spot picker (decision 081)', () => {
  it('numbers the spots left to right, top to bottom, at the middle of each third; anything else is the centre', () => {
    expect(spotPoint(0)).toEqual({ x: 1 / 6, y: 1 / 6 });
    expect(spotPoint(4)).toEqual({ x: 0.5, y: 0.5 });
    expect(spotPoint(5)).toEqual({ x: 5 / 6, y: 0.5 });
    expect(spotPoint(6)).toEqual({ x: 1 / 6, y: 5 / 6 });
    expect(spotPoint(8)).toEqual({ x: 5 / 6, y: 5 / 6 });
    for (const odd of [-1, 9, 1.5, Number.NaN]) expect(spotPoint(odd)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('moves with the arrow keys on the 3×3 grid and stops at its edges; Home and End go to the corners', () => {
    expect(spotAfter(4, 'ArrowLeft')).toBe(3);
    expect(spotAfter(4, 'ArrowRight')).toBe(5);
    expect(spotAfter(4, 'ArrowUp')).toBe(1);
    expect(spotAfter(4, 'ArrowDown')).toBe(7);
    expect(spotAfter(3, 'ArrowLeft')).toBe(3);
    expect(spotAfter(2, 'ArrowRight')).toBe(2);
    expect(spotAfter(1, 'ArrowUp')).toBe(1);
    expect(spotAfter(7, 'ArrowDown')).toBe(7);
    expect(spotAfter(4, 'Home')).toBe(0);
    expect(spotAfter(4, 'End')).toBe(8);
    expect(spotAfter(4, 'a')).toBe(4);
  });
});
