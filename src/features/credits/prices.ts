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

export const WELCOME_GRANT = 500;

export function priceOf(item: PricedItem, quantity = 1): number {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error(`bad quantity ${quantity}`);
  return PRICES[item] * quantity;
}
