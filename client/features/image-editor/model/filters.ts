// The named filters: each is only a preset of the adjustments, so a filter is
// then fine-tuned with the same sliders and saved as plain values.
import type { Adjustments } from '@src/common/contracts/image';
import { NEUTRAL } from './adjust';

export const FILTERS = {
  original: {},
  vivid: { saturation: 35, contrast: 15 },
  warm: { temperature: 35, saturation: 10 },
  cool: { temperature: -35, tint: -5 },
  mono: { saturation: -100, contrast: 10 },
  noir: { saturation: -100, contrast: 45, exposure: -15, vignette: 40 },
  fade: { contrast: -30, brightness: 15, saturation: -20 },
  vintage: { temperature: 25, tint: 10, contrast: -15, saturation: -25, vignette: 35 },
  dramatic: { contrast: 40, exposure: -10, saturation: 15, vignette: 50 },
  bright: { exposure: 25, brightness: 10 },
  sunset: { temperature: 50, tint: 15, saturation: 20 },
  ocean: { temperature: -45, tint: -15, saturation: 15 },
  dreamy: { blur: 15, brightness: 20, contrast: -20 },
  crisp: { sharpen: 45, contrast: 10, shadows: 15 },
} satisfies Record<string, Partial<Adjustments>>;
export type FilterId = keyof typeof FILTERS;
export const FILTER_IDS = Object.keys(FILTERS) as FilterId[];

/** The adjustments a filter stands for: its values over neutral ones. */
export const filterAdjustments = (id: FilterId): Adjustments => ({ ...NEUTRAL, ...FILTERS[id] });
