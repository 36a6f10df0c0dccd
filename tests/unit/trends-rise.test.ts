// The trend tracker's rise (decision 059): today against the mean of the
// window's earlier days, a missing day counting as 0.
import { describe, expect, it } from 'vitest';
import { dayBefore, parseTraffic, riseOf, riseOver, titleMatches, trendKey, type DayScore } from '../../src/common/trends/rise';

const TODAY = '2026-11-27';
/** Scores for today and the days before it, today first. */
const series = (...scores: number[]): DayScore[] => scores.map((score, i) => ({ day: dayBefore(TODAY, i), score }));

describe('riseOver', () => {
  it('is rising at a quarter above the earlier mean, fading at a fifth below, steady between', () => {
    expect(riseOver(series(125, 100, 100, 100, 100, 100, 100, 100), TODAY, 7)).toBe('rising');
    expect(riseOver(series(124, 100, 100, 100, 100, 100, 100, 100), TODAY, 7)).toBe('steady');
    expect(riseOver(series(81, 100, 100, 100, 100, 100, 100, 100), TODAY, 7)).toBe('steady');
    expect(riseOver(series(80, 100, 100, 100, 100, 100, 100, 100), TODAY, 7)).toBe('fading');
  });

  it('counts a day without a snapshot as zero, so a trend seen on one day of seven is rising today', () => {
    expect(riseOver(series(100, 0, 0, 0, 0, 0, 0, 700), TODAY, 7)).toBe('steady');
    expect(riseOver(series(100, 0, 0, 0, 0, 0, 0, 400), TODAY, 7)).toBe('rising');
  });

  it('a new trend is rising; one gone today is fading; nothing at all is steady', () => {
    expect(riseOver(series(10), TODAY, 7)).toBe('rising');
    expect(riseOver(series(0, 50, 50), TODAY, 7)).toBe('fading');
    expect(riseOver([], TODAY, 30)).toBe('steady');
  });

  it('reads only the window: a peak 10 days ago weighs on 30 days, not on 7', () => {
    const scores = Array.from({ length: 31 }, (_, i) => (i === 10 ? 3000 : 100));
    expect(riseOf(series(...scores), TODAY)).toEqual({ d7: 'steady', d30: 'fading' });
  });

  it('ignores history after today', () => {
    expect(riseOver([...series(100, 100), { day: '2026-11-28', score: 9999 }], TODAY, 7)).toBe('rising');
  });
});

describe('the helpers the snapshot and the API use', () => {
  it('dayBefore walks UTC days across months and years', () => {
    expect(dayBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(dayBefore('2027-01-01', 30)).toBe('2026-12-02');
  });

  it('parseTraffic reads both locales’ separators and K/M', () => {
    expect(parseTraffic('200,000+')).toBe(200_000);
    expect(parseTraffic('200.000+')).toBe(200_000);
    expect(parseTraffic('20K+')).toBe(20_000);
    expect(parseTraffic('2M+')).toBe(2_000_000);
    expect(parseTraffic('')).toBe(0);
  });

  it('trendKey folds case, accents and punctuation; titleMatches wants most of the search’s longer words', () => {
    expect(trendKey('Horário de Verão!')).toBe('horario de verao');
    expect(titleMatches(trendKey('Final da Libertadores'), 'FINAL DA LIBERTADORES: melhores momentos')).toBe(true);
    expect(titleMatches(trendKey('Final da Libertadores'), 'Libertadores: a final comentada')).toBe(true);
    expect(titleMatches(trendKey('Lançamento do novo álbum de Anitta'), 'Anitta novo álbum reação')).toBe(true);
    expect(titleMatches(trendKey('Final da Libertadores'), 'Final de semana na praia')).toBe(false);
    expect(titleMatches(trendKey('de da'), 'de da')).toBe(false);
    expect(titleMatches('', 'anything')).toBe(false);
  });
});
