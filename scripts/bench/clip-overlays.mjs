// The overlays the render benches (clip-render.mjs, media.mjs) draw over a
// 1080×1920 cut, as a clipper render carries them: a headline on a dark band
// near the top and word-by-word captions below. Made here, in Node, and handed
// to the page, so both benches draw the same captions.
const WORDS = 'o segredo é constância clareza e uma boa história'.split(' ');

/** `count` cues of the same nine words, one every 3 s, each word 280 ms long. */
const benchCues = (count) =>
  Array.from({ length: count }, (_, i) => ({
    startMs: i * 3000,
    endMs: i * 3000 + 2800,
    words: WORDS.map((text, j) => ({ text, startMs: i * 3000 + j * 300, endMs: i * 3000 + j * 300 + 280 })),
  }));

/** A white headline at the top from 0 to `endMs`; `extra` is what one bench adds (its layout role, weight). */
export const headlineOverlay = ({ text, endMs, fontSize }, extra = {}) => ({
  kind: 'text',
  ...extra,
  startMs: 0,
  endMs,
  text,
  x: 0.5,
  y: 0.1,
  maxWidth: 0.8,
  fontSize,
  fontFamily: 'sans-serif',
  color: '#fff',
  background: 'rgba(0,0,0,0.5)',
});

/** Captions with the spoken word highlighted, `cueCount` cues of them. */
export const captionsOverlay = (cueCount, extra = {}) => ({
  kind: 'captions',
  ...extra,
  y: 0.75,
  maxWidth: 0.85,
  fontSize: 72,
  fontFamily: 'sans-serif',
  color: '#fff',
  highlight: '#ffd400',
  stroke: '#000',
  cues: benchCues(cueCount),
});
