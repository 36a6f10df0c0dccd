#!/usr/bin/env node
// Calibrates the viral predictor's WEIGHTS on the evaluation set (decision 086):
// prints how many labelled pairs the current weights rank right, searches the
// weights for more (src/common/viral/calibrate.ts) and prints the result to copy
// into src/common/viral/factors.ts. Run: node scripts/calibrate-viral.mjs
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const out = join(tmpdir(), `calibrate-viral-${process.pid}.mjs`);
await build({
  stdin: {
    contents: "export * from './src/common/viral/calibrate'; export { WEIGHTS } from './src/common/viral/factors';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: out,
  logLevel: 'warning',
});
const { agreement, searchWeights, WEIGHTS } = await import(pathToFileURL(out).href);
const set = JSON.parse(readFileSync(join(root, 'tests/fixtures/viral-eval.json'), 'utf8'));
const pct = (a) => `${a.agreed}/${a.pairs} (${Math.round((a.agreed / a.pairs) * 100)} %), mean margin ${a.meanMargin.toFixed(1)}`;
// Start from the weights in factors.ts, or from others given as JSON (the practice's rounded ones, to redo the search).
const start = process.argv[2] ? JSON.parse(process.argv[2]) : WEIGHTS;
const { weights, before, after } = searchWeights(set.pairs, start);
console.log(`before: ${pct(before)}  missed: ${before.missed.join(', ') || 'none'}`);
console.log(`after:  ${pct(after)}  missed: ${after.missed.join(', ') || 'none'}`);
console.log('weights:', JSON.stringify(weights));
// The trade-off pairs alone: the single-practice ones agree under any positive weights.
const trade = set.pairs.filter((p) => p.tradeOff);
console.log(`trade-off pairs, before: ${pct(agreement(trade, start))}, after: ${pct(agreement(trade, weights))}`);
// Leave one talk out: weights searched on the other three talks, agreement on the one left out.
for (const talk of [...new Set(set.pairs.map((p) => p.talk))]) {
  const fit = set.pairs.filter((p) => p.talk !== talk);
  const held = set.pairs.filter((p) => p.talk === talk);
  const w = searchWeights(fit, start).weights;
  console.log(`held out ${talk}: ${pct(agreement(held, start))} -> ${pct(agreement(held, w))}`);
}
