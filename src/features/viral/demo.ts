// The score history's demonstration dataset (decision 085): with no YouTube API
// key, made-up published posts whose views loosely follow their scores, the same
// for the same day, so the page, its chart and its sentence work offline. The
// page labels them; nothing here pretends to be real posts or real views.
import type { PastScore, ViralHistoryView } from '../../common/contracts/viral-history';
import { hash, random } from '../../platform/trends/competitor-demo';
import { withCorrelation } from '../../common/viral/correlation';

const TITLES = [
  'Bolo de cenoura fofinho',
  'Pão de queijo na airfryer',
  'Setup minimalista',
  'Treino HIIT de 20 minutos',
  'Lisbon food tour',
  'Marketing com pouco dinheiro',
  'Morning routine that works',
  'Alongamento depois do treino',
  'Bolo de fubá da vovó',
  'Travel hacks for cheap flights',
];

export function demoHistory(now: number): ViralHistoryView {
  const day = Math.floor(now / 86_400_000);
  const rnd = random(hash(`viral-history-${day}`));
  const posts: PastScore[] = TITLES.map((title, i) => {
    const score = Math.round(35 + rnd() * 60);
    // Views grow with the score, times a wide random factor: related, not determined.
    const views = Math.round(200 * Math.exp(score / 18) * (0.3 + rnd() * 1.6));
    return {
      postId: `demo-${i + 1}`,
      title,
      network: 'youtube',
      scoredFor: 'youtube_shorts',
      score,
      publishedAt: new Date((day - 2 - i * 3) * 86_400_000 + 18 * 3_600_000).toISOString(),
      url: null,
      views,
      viewsNote: null,
    };
  });
  // No network reports views for the organization (decision 093): none is named.
  return { demo: true, networks: [], ...withCorrelation(posts) };
}
