// How a network's interface over a video is named (decisions 088, 095), shared
// by the viral predictor's suggestion and the publish form's check: where a
// text sits ("under TikTok's buttons on the right") and which way it leaves.
// A raw word table, spread into each feature's own bilingual messages.
export const SAFE_ZONE_WORDS = {
  /** As "under TikTok's …". */
  zones: {
    top: ['a barra do topo', 'bar at the top'],
    bottom: ['a legenda e o som embaixo', 'caption and sound line at the bottom'],
    left: ['a margem da esquerda', 'margin on the left'],
    right: ['os botões da direita', 'buttons on the right'],
  },
  /** Which way a text leaves a zone: away from its side. */
  away: {
    top: ['baixo', 'down'],
    bottom: ['cima', 'up'],
    left: ['a direita', 'right'],
    right: ['a esquerda', 'left'],
  },
} as const;
