// A watched keyword's movement (decision 073): which trends speak of it (all its
// words, whole, accents and case aside), its presence a day, and its rise.
import { describe, expect, it } from 'vitest';
import { trendKey } from '../../src/common/trends/rise';
import { movementOf, speaksOf } from '../../src/common/trends/watch';

describe('speaksOf', () => {
  it('wants every word of the keyword as a whole word of the title', () => {
    expect(speaksOf(trendKey('Copa'), 'Copa do Mundo 2026')).toBe(true);
    expect(speaksOf(trendKey('copa do mundo'), 'Melhores gols: COPA do MUNDO')).toBe(true);
    expect(speaksOf(trendKey('Copa'), 'Copo de vidro')).toBe(false);
    expect(speaksOf(trendKey('São Paulo'), 'Sao paulo x Palmeiras')).toBe(true);
    expect(speaksOf(trendKey('São Paulo'), 'Paulo Coelho')).toBe(false);
    expect(speaksOf('', 'Anything')).toBe(false);
  });
});

describe('movementOf', () => {
  const day = '2030-05-20';
  const before = (n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

  it("counts the day's trends that speak of it, lists the biggest first, and reads its rise", () => {
    const rows = [
      { day, title: 'Copa: a convocação', score: 10 },
      { day, title: 'Gols da copa', score: 500 },
      { day, title: 'Receita de bolo', score: 900 },
      { day: before(1), title: 'Copa hoje', score: 1 },
    ];
    const m = movementOf('copa', rows, day);
    expect(m.today).toBe(2);
    expect(m.top).toEqual(['Gols da copa', 'Copa: a convocação']);
    // Two today against a mean of 1/7 before: rising.
    expect(m.rise.d7).toBe('rising');
  });

  it('is fading when it is gone today and steady when never seen', () => {
    const rows = [1, 2, 3].map((n) => ({ day: before(n), title: 'Eleições 2030', score: 1 }));
    expect(movementOf(trendKey('eleições'), rows, day)).toEqual({ today: 0, rise: { d7: 'fading', d30: 'fading' }, top: [] });
    expect(movementOf('nada', rows, day)).toEqual({ today: 0, rise: { d7: 'steady', d30: 'steady' }, top: [] });
  });
});
