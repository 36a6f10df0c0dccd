// Keyboard movement across the dashboard, as a pure function: sections are
// rows, cards are the items of a row. Arrows move between cards (left/right)
// and sections (up/down); space goes to the next section, shift+space back.

export interface Position {
  section: number;
  card: number;
}

export type NavKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Space' | 'ShiftSpace';

/** `cards[i]` is how many cards section i has (at least 1: its heading counts as a stop). */
export function move(cards: readonly number[], at: Position, key: NavKey): Position {
  const last = cards.length - 1;
  const clampCard = (section: number, card: number) => Math.max(0, Math.min(card, (cards[section] ?? 1) - 1));
  switch (key) {
    case 'ArrowRight':
      if (at.card < (cards[at.section] ?? 1) - 1) return { section: at.section, card: at.card + 1 };
      return at.section < last ? { section: at.section + 1, card: 0 } : at;
    case 'ArrowLeft':
      if (at.card > 0) return { section: at.section, card: at.card - 1 };
      return at.section > 0 ? { section: at.section - 1, card: (cards[at.section - 1] ?? 1) - 1 } : at;
    case 'ArrowDown':
      return at.section < last ? { section: at.section + 1, card: clampCard(at.section + 1, at.card) } : at;
    case 'ArrowUp':
      return at.section > 0 ? { section: at.section - 1, card: clampCard(at.section - 1, at.card) } : at;
    case 'Space':
      return at.section < last ? { section: at.section + 1, card: 0 } : at;
    case 'ShiftSpace':
      return at.section > 0 ? { section: at.section - 1, card: 0 } : at;
  }
}
