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
 * Work charged at another item's price but named as itself on the statement:
 * a story draft costs what a carousel draft costs (decision 028, so the price
 * list of product-decisions section 4 stays as it is), yet the creator reads
 * "AI story draft" on the statement, not "AI carousel draft" (issue 33).
 */
export const PRICED_AS = { story_draft: 'carousel_draft' } as const satisfies Record<string, PricedItem>;
/** What a charge says it was for: its ledger reason. */
export type ChargeReason = PricedItem | keyof typeof PRICED_AS;

/** The price list item a charge is paid at. */
export const itemOf = (charge: ChargeReason): PricedItem =>
  charge in PRICED_AS ? PRICED_AS[charge as keyof typeof PRICED_AS] : (charge as PricedItem);

/**
 * The reasons the server writes on a ledger row besides a priced item: the
 * welcome grant and the return of an unfinished job's hold. A spend's reason
 * is its priced item; an operator's grant (scripts/grant-credits.mjs) carries
 * the operator's own words, shown as written. The credits page labels every
 * one of these in both locales (reasons.test.ts checks it).
 */
export const SYSTEM_REASONS = ['welcome', 'release'] as const;
export type SystemReason = (typeof SYSTEM_REASONS)[number];
export type LedgerReason = ChargeReason | SystemReason;

/** Every reason the server itself can write on a ledger row. */
export const LEDGER_REASONS: readonly LedgerReason[] = [
  ...(Object.keys(PRICES) as PricedItem[]),
  ...(Object.keys(PRICED_AS) as ChargeReason[]),
  ...SYSTEM_REASONS,
];

export const WELCOME_GRANT = 500;

export function priceOf(charge: ChargeReason, quantity = 1): number {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error(`bad quantity ${quantity}`);
  return PRICES[itemOf(charge)] * quantity;
}
