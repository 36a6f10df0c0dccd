// A typed hook or post caption scored by the rules: the hook's opening for a
// hook; length and hashtags too for a caption; the brand's words when a kit has any.
import type { ViralTextRole } from '../contracts/viral';
import { combine, type Factor, type FactorId, type Network, type Score } from './factors';
import { brandFactor, captionLengthFactor, hashtagsFactor, hookTextFactor } from './text';
import type { Voice } from './speech';

/** `weights`: the calibration's search re-weighs with them (decision 086). */
export function scoreText(
  network: Network,
  role: ViralTextRole,
  text: string,
  voice: Voice | null,
  weights?: Record<FactorId, number>,
): Score {
  const factors: Array<Factor | null> = [hookTextFactor(text)];
  if (role === 'caption') factors.push(captionLengthFactor(network, text), hashtagsFactor(network, text));
  if (voice) factors.push(brandFactor(text, voice));
  return combine(
    network,
    factors.filter((f): f is Factor => f !== null),
    [],
    weights,
  );
}
