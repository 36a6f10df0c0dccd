// The project's own ESLint rules (decision 031), for the two things the plugins cannot check:
// - `no-cycle`: no import cycle, type-only imports included (import-x/no-cycle skips those);
// - `feature-boundaries`: a client feature imports another only through the files that feature
//   declares public (the table in eslint.config.js), and a shared layer (client/services,
//   client/slides, …, option `shared`) imports no feature at all, whatever the path's spelling.
// Both read the whole project's graph once (scripts/lib/import-graph.mjs), then the linted file's
// own imports from the text ESLint holds.
import { featureOf, importPath, isPublicSurface, readImportGraph, rel, resolveImport } from './import-graph.mjs';

// Read once per lint run: a whole-repo run takes well under this. An editor's ESLint server lives
// longer, so it reads the other files again after a while (the linted file's own text is always live).
const GRAPH_TTL_MS = 30_000;
let cached = null;
function projectGraph() {
  if (!cached || Date.now() - cached.at > GRAPH_TTL_MS) {
    const graph = readImportGraph();
    const importers = new Map();
    for (const list of graph.edges.values()) for (const { from, to } of list) importers.set(to, [...(importers.get(to) ?? []), from]);
    cached = { at: Date.now(), graph, importers };
  }
  return cached;
}

/** Every file with a chain of imports to `file`: an import of one of them closes a cycle. */
function reaching(importers, file) {
  const seen = new Set();
  const queue = [file];
  while (queue.length) {
    for (const from of importers.get(queue.shift()) ?? []) {
      if (!seen.has(from)) {
        seen.add(from);
        queue.push(from);
      }
    }
  }
  return seen;
}

/** Calls `visit(specifierNode, specifier)` for every way a module names another. */
function importVisitors(visit) {
  const literal = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node : null);
  const check = (node) => node && visit(node, node.value);
  return {
    ImportDeclaration: (n) => check(literal(n.source)),
    ExportAllDeclaration: (n) => check(literal(n.source)),
    ExportNamedDeclaration: (n) => check(literal(n.source)),
    ImportExpression: (n) => check(literal(n.source)),
    TSImportEqualsDeclaration: (n) => check(literal(n.moduleReference?.expression)),
    TSImportType: (n) => check(literal(n.argument?.literal ?? n.argument)),
  };
}

/** A rule that reports a problem: what it checks, its messages, the schema of its options, its visitors. */
const problemRule = ({ description, messages, schema, create }) => ({
  meta: { type: 'problem', docs: { description }, messages, schema },
  create,
});

const noCycle = problemRule({
  description: 'No import cycle, type-only imports included.',
  messages: {
    cycle:
      'Import cycle: {{chain}}. Type-only imports count: the files still cannot be understood or moved apart. Move what both need to a third file.',
  },
  schema: [],
  create(context) {
    const file = context.physicalFilename;
    const { graph, importers } = projectGraph();
    if (!graph.edges.has(file)) return {};
    // A chain back to this file never passes through it, so the disk's graph answers "does it come
    // back?"; this file's own imports come from the text ESLint holds (an editor's unsaved text).
    const back = reaching(importers, file);
    return importVisitors((node, specifier) => {
      const target = resolveImport(specifier, file, graph.root);
      if (!target || (target !== file && !back.has(target))) return;
      const chain = target === file ? [file, file] : [file, ...importPath(graph.edges, target, file)];
      context.report({ node, messageId: 'cycle', data: { chain: chain.map((f) => rel(f, graph.root)).join(' → ') } });
    });
  },
});

const featureBoundaries = problemRule({
  description: "A client feature imports another feature only through that feature's declared public surface.",
  messages: {
    internal:
      "'{{specifier}}' is internal to the {{feature}} feature. Other features may import only its public surface ({{surface}}): move a shared service to its owner, or declare the file public in eslint.config.js (PUBLIC_SURFACES).",
    shared:
      "'{{specifier}}' is in the {{feature}} feature, and shared client code imports no feature: the feature configures the shared code, or the thing moves out of the feature to an owner every tool can import (client/services, client/slides).",
  },
  schema: [
    {
      type: 'object',
      properties: {
        featuresDir: { type: 'string' },
        publicSurfaces: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        // The linted files are a shared layer, not a feature: every import of a feature is an error.
        shared: { type: 'boolean' },
      },
      required: ['publicSurfaces'],
      additionalProperties: false,
    },
  ],
  create(context) {
    const { featuresDir = 'client/features', publicSurfaces, shared = false } = context.options[0];
    const file = context.physicalFilename;
    const root = projectGraph().graph.root;
    const own = featureOf(file, { root, featuresDir });
    if (shared) {
      return importVisitors((node, specifier) => {
        const target = resolveImport(specifier, file, root);
        const feature = target && featureOf(target, { root, featuresDir });
        if (feature) context.report({ node, messageId: 'shared', data: { specifier, feature } });
      });
    }
    if (!own) return {};
    return importVisitors((node, specifier) => {
      const target = resolveImport(specifier, file, root);
      const other = target && featureOf(target, { root, featuresDir });
      if (!other || other === own || isPublicSurface(target, other, publicSurfaces, { root, featuresDir })) return;
      const surface = (publicSurfaces[other] ?? []).join(', ') || 'none declared';
      context.report({ node, messageId: 'internal', data: { specifier, feature: other, surface } });
    });
  },
});

export default { meta: { name: 'palco' }, rules: { 'no-cycle': noCycle, 'feature-boundaries': featureBoundaries } };
