// How tangled the client features are (decision 031), for a person or a closing note:
//   node scripts/feature-imports.mjs          every import in client/features/A of client/features/B,
//                                              grouped by pair, then the import cycles
//   node scripts/feature-imports.mjs --count  the totals only
// Lint enforces the same facts (rules `palco/feature-boundaries` and `palco/no-cycle`); this prints them.
import { crossFeatureImports, findCycles, readImportGraph, rel } from './lib/import-graph.mjs';

const countOnly = process.argv.includes('--count');
const graph = readImportGraph();
const cross = crossFeatureImports(graph);
const cycles = findCycles(graph.edges);

const pairs = new Map();
for (const edge of cross) {
  const key = `${edge.fromFeature} → ${edge.toFeature}`;
  pairs.set(key, [...(pairs.get(key) ?? []), edge]);
}

if (!countOnly) {
  for (const [pair, edges] of [...pairs].sort((x, y) => y[1].length - x[1].length || x[0].localeCompare(y[0]))) {
    console.log(`${pair} (${edges.length})`);
    for (const e of edges) console.log(`  ${rel(e.from)}:${e.line}  ${e.specifier}`);
  }
  for (const cycle of cycles) console.log(`cycle: ${cycle.map((f) => rel(f)).join(' ⇄ ')}`);
}
console.log(`cross-feature import lines: ${cross.length}, feature pairs: ${pairs.size}, import cycles: ${cycles.length}`);
