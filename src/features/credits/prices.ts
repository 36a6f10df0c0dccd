// Prices live on the server only (product-decisions section 4): clients name
// what they do, never how much it costs.
export const PRICES = {
  viral_clip: 50,
  ai_text: 1,
  ai_image: 5,
  carousel_draft: 5,
  /** Speech-to-text by a server model, per started minute of audio (the browser's local model is free). */
  speech_minute: 1,
} as const;
export type PricedItem = keyof typeof PRICES;

/**
 * The reasons the server writes on a ledger row besides a priced item: the
 * welcome grant and the return of an unfinished job's hold. A spend's reason
 * is its priced item; an operator's grant (scripts/grant-credits.mjs) carries
 * the operator's own words, shown as written. The credits page labels every
 * one of these in both locales (reasons.test.ts checks it).
 */
export const SYSTEM_REASONS = ['welcome', 'release'] as const;
export type SystemReason = (typeof SYSTEM_REASONS)[number];
export type LedgerReason = PricedItem | SystemReason;

/** Every reason the server itself can write on a ledger row. */
export const LEDGER_REASONS: readonly LedgerReason[] = [...(Object.keys(PRICES) as PricedItem[]), ...SYSTEM_REASONS];

export const WELCOME_GRANT = 500;

export function priceOf(item: PricedItem, quantity = 1): number {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error(`bad quantity ${quantity}`);
  return PRICES[item] * quantity;
}
