// Where each network's own interface covers a short video: the top bar, the
// right-hand buttons, the bottom caption and sound line. Margins are fractions
// of the frame, per frame shape (decision 042 says where the numbers come from:
// the networks' creative guides rounded outwards, as apps move their bars).
// Captions are placed inside all networks' zones at once, so one export posts
// anywhere without a word under a button. In src/common since decision 088: the
// viral predictor checks a project's text items against the same zones.

export const NETWORKS = ['tiktok', 'reels', 'shorts'] as const;
export type Network = (typeof NETWORKS)[number];
export type FrameShape = 'vertical' | 'square' | 'horizontal';

export interface Margins {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A rectangle in pixels of the frame. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const SAFE_ZONES: Record<Network, Record<FrameShape, Margins>> = {
  // TikTok: tabs on top, the like/comment/share column on the right, handle and description at the bottom.
  tiktok: {
    vertical: { top: 0.08, bottom: 0.2, left: 0.06, right: 0.13 },
    square: { top: 0.06, bottom: 0.14, left: 0.05, right: 0.12 },
    horizontal: { top: 0.06, bottom: 0.12, left: 0.05, right: 0.08 },
  },
  // Reels: Meta's guide keeps text out of the top 14 % and the sides' 6 %; the bottom holds handle, caption and audio.
  reels: {
    vertical: { top: 0.14, bottom: 0.22, left: 0.06, right: 0.12 },
    square: { top: 0.08, bottom: 0.16, left: 0.06, right: 0.1 },
    horizontal: { top: 0.06, bottom: 0.12, left: 0.06, right: 0.08 },
  },
  // Shorts: search and menu on top, the button column on the right, title, channel and sound at the bottom.
  shorts: {
    vertical: { top: 0.07, bottom: 0.19, left: 0.05, right: 0.12 },
    square: { top: 0.06, bottom: 0.14, left: 0.05, right: 0.1 },
    horizontal: { top: 0.05, bottom: 0.12, left: 0.05, right: 0.08 },
  },
};

export function frameShape(width: number, height: number): FrameShape {
  const ratio = width / height;
  return ratio < 0.8 ? 'vertical' : ratio > 1.25 ? 'horizontal' : 'square';
}

/** One network's safe area of a frame, in pixels. */
export function safeArea(network: Network, frame: { width: number; height: number }): Rect {
  return toRect(SAFE_ZONES[network][frameShape(frame.width, frame.height)], frame);
}

/** The area safe on every network at once: the largest margin on each side. */
export function safeAreaForAll(frame: { width: number; height: number }): Rect {
  const shape = frameShape(frame.width, frame.height);
  const m = NETWORKS.map((n) => SAFE_ZONES[n][shape]);
  const worst = (k: keyof Margins) => Math.max(...m.map((x) => x[k]));
  return toRect({ top: worst('top'), bottom: worst('bottom'), left: worst('left'), right: worst('right') }, frame);
}

function toRect(m: Margins, { width, height }: { width: number; height: number }): Rect {
  return { x: m.left * width, y: m.top * height, width: (1 - m.left - m.right) * width, height: (1 - m.top - m.bottom) * height };
}

export const inside = (inner: Rect, outer: Rect, slack = 0.5) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;
