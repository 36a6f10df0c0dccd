import { describe, expect, it } from 'vitest';
import { titleKey, uniqueTitles } from '../../client/features/clipper/model/titles';

const m = (title: string, startMs: number) => ({ id: `m${startMs}`, title, startMs });

describe('moment titles', () => {
  it('gives a repeated title where its moment starts, leaving the first one as it was', () => {
    const out = uniqueTitles([m('Why do creators quit?', 5_000), m('Why do creators quit?', 125_000), m('Other', 0)]);
    expect(out.map((x) => x.title)).toEqual(['Why do creators quit?', 'Why do creators quit? · 2:05', 'Other']);
  });

  it('takes titles that differ only in case, accents or punctuation as the same', () => {
    const out = uniqueTitles([m('Não desista!', 1_000), m('nao desista', 61_000)]);
    expect(out[1]!.title).toBe('nao desista · 1:01');
    expect(titleKey('Não  desista!')).toBe(titleKey('nao desista'));
  });

  it('never leaves two the same, even when the time suffix is taken too', () => {
    const out = uniqueTitles([m('Hook', 0), m('Hook', 60_000), m('Hook · 1:00', 300_000), m('Hook', 60_000), m('', 1), m('', 2)]);
    const titles = out.map((x) => x.title).filter(Boolean);
    expect(new Set(titles.map(titleKey)).size).toBe(titles.length);
    expect(out.slice(4).map((x) => x.title)).toEqual(['', '']);
  });

  it('keeps a long title within the limit, cut at a word', () => {
    const long = `${'word '.repeat(45)}end`;
    const out = uniqueTitles([m(long, 0), m(long, 3_600_000)]);
    expect(out[1]!.title.length).toBeLessThanOrEqual(200);
    expect(out[1]!.title).toMatch(/word… · 1:00:00$/);
  });

  it('returns the same objects when nothing repeats', () => {
    const input = [m('A', 0), m('B', 1)];
    expect(uniqueTitles(input)[0]).toBe(input[0]);
  });
});
