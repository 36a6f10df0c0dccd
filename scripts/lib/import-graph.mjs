// The project's import graph, read the way the bundler reads it: every `import`, `import type`,
// `export … from` and `import()` of a project file, relative or through the two tsconfig aliases.
// Lint uses it for the two checks import-x cannot make (decision 031): cycles that type-only imports
// close, and one client feature reaching into another's internals. `scripts/feature-imports.mjs`
// prints the same facts for a person.
//
// Type-only imports count: `import type` vanishes from the bundle, but the two files still cannot be
// understood, moved or tested apart, which is what a cycle costs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// TypeScript's own import scanner (the lint package's TypeScript 5.9): it skips comments and strings,
// and sees type-only and dynamic imports alike.
const ts = createRequire(path.join(ROOT, 'tools/lint/package.json'))('typescript');

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TRY_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
const SKIP_DIRS = new Set(['node_modules', 'public', 'dist', 'coverage', '.wrangler']);

/** The aliases of tsconfig `paths`, as prefix → folder. */
export const ALIASES = { '@client/': 'client/', '@src/': 'src/' };

/** Project-relative paths with forward slashes, the form every report and option uses. */
export const rel = (file, root = ROOT) => path.relative(root, file).split(path.sep).join('/');

function listSources(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listSources(path.join(dir, entry.name), out);
    } else if (SOURCE.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

/** The file a specifier names, or null when it is a package (or does not exist). */
export function resolveImport(specifier, fromFile, root = ROOT) {
  const bare = specifier.replace(/[?#].*$/, '');
  let base;
  if (bare.startsWith('.')) base = path.resolve(path.dirname(fromFile), bare);
  else {
    const alias = Object.keys(ALIASES).find((prefix) => bare.startsWith(prefix));
    if (!alias) return null;
    base = path.join(root, ALIASES[alias], bare.slice(alias.length));
  }
  for (const suffix of TRY_SUFFIXES) {
    const candidate = base + suffix;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each import of one file's text: the specifier and its 1-based line. */
export function importsOf(text) {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    line: text.slice(0, pos).split('\n').length,
  }));
}

/**
 * The import graph of the given folders (project-relative). Edges go from importer to imported
 * file, both absolute paths, one per import statement.
 */
export function readImportGraph({ root = ROOT, dirs = ['client', 'src', 'scripts', 'tests'] } = {}) {
  const files = dirs.flatMap((dir) => listSources(path.join(root, dir), []));
  const edges = new Map();
  for (const file of files) edges.set(file, edgesOf(file, readFileSync(file, 'utf8'), root));
  return { root, files, edges };
}

/** One file's edges from its text (the text ESLint holds may be newer than the disk's). */
export function edgesOf(file, text, root = ROOT) {
  const out = [];
  for (const { specifier, line } of importsOf(text)) {
    const to = resolveImport(specifier, file, root);
    if (to) out.push({ from: file, to, specifier, line });
  }
  return out;
}

/** Strongly connected components with more than one file (or a file importing itself): the cycles. */
export function findCycles(edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let next = 0;
  const targets = (file) => [...new Set((edges.get(file) ?? []).map((e) => e.to))];

  // Iterative Tarjan: the client's import chains are deep enough to make recursion a risk.
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [{ file: start, children: null, i: 0 }];
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.children === null) {
        index.set(frame.file, next);
        low.set(frame.file, next);
        next++;
        stack.push(frame.file);
        onStack.add(frame.file);
        frame.children = targets(frame.file);
      }
      if (frame.i < frame.children.length) {
        const child = frame.children[frame.i++];
        if (!index.has(child)) work.push({ file: child, children: null, i: 0 });
        else if (onStack.has(child)) low.set(frame.file, Math.min(low.get(frame.file), index.get(child)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) === index.get(frame.file)) {
        const component = [];
        let file;
        do {
          file = stack.pop();
          onStack.delete(file);
          component.push(file);
        } while (file !== frame.file);
        const selfImport = targets(frame.file).includes(frame.file);
        if (component.length > 1 || selfImport) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/** The shortest chain of imports from one file to another (both included), or null. */
export function importPath(edges, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift();
    for (const { to: next } of edges.get(file) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === to) {
        const chain = [to];
        for (let at = file; at !== null; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

/** The client feature a file belongs to (`client/features/<name>/…`), or null. */
export function featureOf(file, { root = ROOT, featuresDir = 'client/features' } = {}) {
  const inside = rel(file, root);
  const prefix = `${featuresDir}/`;
  if (!inside.startsWith(prefix)) return null;
  const name = inside.slice(prefix.length).split('/')[0];
  return inside.slice(prefix.length).includes('/') ? name : null;
}

/**
 * Whether `file` of feature `name` is one of its declared public surfaces: `surfaces[name]` lists
 * paths inside the feature, a file (with or without its extension) or a folder ending in `/`.
 */
export function isPublicSurface(file, name, surfaces, { root = ROOT, featuresDir = 'client/features' } = {}) {
  const inside = rel(file, root).slice(`${featuresDir}/${name}/`.length);
  return (surfaces[name] ?? []).some((entry) =>
    entry.endsWith('/') ? inside.startsWith(entry) : inside === entry || inside.replace(/\.[^./]+$/, '') === entry,
  );
}

/** Every import in client/features/A/** of a file in client/features/B/**, B ≠ A. */
export function crossFeatureImports(graph, options = {}) {
  const out = [];
  for (const list of graph.edges.values()) {
    for (const edge of list) {
      const a = featureOf(edge.from, { root: graph.root, ...options });
      const b = featureOf(edge.to, { root: graph.root, ...options });
      if (a && b && a !== b) out.push({ ...edge, fromFeature: a, toFeature: b });
    }
  }
  return out;
}
