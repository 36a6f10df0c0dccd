// Decision 031: the import graph sees type-only imports and aliases, and lint fails on a type-only
// cycle or on one feature reaching into another's internals, as the closing measurements assume.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossFeatureImports, findCycles, isPublicSurface, readImportGraph, rel } from '../../scripts/lib/import-graph.mjs';

describe('the import graph', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'graph-'));
    // A cycle closed by a type-only import: what import-x/no-cycle does not see.
    write('client/media/a.ts', "import type { B } from './b';\nexport type A = B[];\n");
    write('client/media/b.ts', "import { type A } from './a';\nexport type B = { a: A };\n");
    // Cross-feature imports, relative and aliased, public and internal; a dynamic one; a package.
    write('client/features/one/api.ts', "import { x } from '@client/features/two/model/x';\nimport 'react';\nexport const y = x;\n");
    write('client/features/one/components/c.tsx', "export const load = () => import('../../two/api');\nimport { y } from '../api';\n");
    write('client/features/two/api.ts', 'export const z = 1;\n');
    write('client/features/two/model/x.ts', 'export const x = 1;\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds a cycle that only type imports close', () => {
    const graph = readImportGraph({ root, dirs: ['client'] });
    expect(findCycles(graph.edges).map((c) => c.map((f) => rel(f, root)))).toEqual([['client/media/a.ts', 'client/media/b.ts']]);
  });

  it('lists cross-feature imports whatever their spelling, and tells public from internal', () => {
    const graph = readImportGraph({ root, dirs: ['client'] });
    const cross = crossFeatureImports(graph).map((e) => ({ at: `${rel(e.from, root)}:${e.line}`, to: rel(e.to, root) }));
    expect(cross.sort((a, b) => a.at.localeCompare(b.at))).toEqual([
      { at: 'client/features/one/api.ts:1', to: 'client/features/two/model/x.ts' },
      { at: 'client/features/one/components/c.tsx:1', to: 'client/features/two/api.ts' },
    ]);
    const surfaces = { two: ['api.ts', 'hooks/'] };
    expect(isPublicSurface(path.join(root, 'client/features/two/api.ts'), 'two', surfaces, { root })).toBe(true);
    expect(isPublicSurface(path.join(root, 'client/features/two/hooks/use-z.ts'), 'two', surfaces, { root })).toBe(true);
    expect(isPublicSurface(path.join(root, 'client/features/two/model/x.ts'), 'two', surfaces, { root })).toBe(false);
  });

  it('the project has no import cycle, type-only ones included', { timeout: 60_000 }, () => {
    const graph = readImportGraph();
    expect(findCycles(graph.edges).map((c) => c.map((f) => rel(f)))).toEqual([]);
  });
});

interface Linter {
  lintText(text: string, o: { filePath: string }): Promise<{ messages: { ruleId: string | null; line: number }[] }[]>;
}

describe('npm run lint', () => {
  const repo = path.resolve(import.meta.dirname, '../..');
  const lintRequire = createRequire(path.join(repo, 'tools/lint/package.json'));
  const lint = async (filePath: string, text: string) => {
    // ESLint lives in tools/lint (decision 019), out of the app's type graph: typed here by what is used.
    const { ESLint } = (await import(lintRequire.resolve('eslint'))) as { ESLint: new (o: { cwd: string }) => Linter };
    const eslint = new ESLint({ cwd: repo });
    const [result] = await eslint.lintText(text, { filePath: path.join(repo, filePath) });
    return result!.messages.filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars').map((m) => `${m.ruleId}@${m.line}`);
  };

  it('fails on a cycle closed by type-only imports', { timeout: 60_000 }, async () => {
    // media-ref.ts is what the render's compositions import; making it import one of them back is the
    // protocol ⇄ composition cycle this decision removed.
    const planted =
      "import type { Composition } from './render/composition';\nexport type MediaRef = { blob: Blob } | { url: string; c?: Composition };\n";
    expect(await lint('client/media/media-ref.ts', planted)).toEqual(['palco/no-cycle@1']);
  });

  it("fails on another feature's internals, relative or aliased, and passes the shared owners", { timeout: 60_000 }, async () => {
    const planted = [
      "import { MediaPicker } from '../../library/components/media-picker';",
      "import { AssetMenu } from '@client/features/library/components/asset-menu';",
      "import { kitsQuery } from '../../../services/brand-kits';",
      "import { libraryKey } from '@client/services/library/library';",
      "import { SlideWorkspace } from '@client/slides/editor';",
      'export const used = [MediaPicker, AssetMenu, kitsQuery, libraryKey, SlideWorkspace];',
    ].join('\n');
    expect(await lint('client/features/scripts/components/planted.ts', planted)).toEqual([
      'palco/feature-boundaries@1',
      'palco/feature-boundaries@2',
    ]);
  });

  it('fails when a shared layer imports a feature, whatever the spelling', { timeout: 60_000 }, async () => {
    const planted = [
      "import { useDraftCarousel } from '../../client/features/carousel/api';",
      "import { orgsQuery } from '../services/orgs';",
      'export const used = [useDraftCarousel, orgsQuery];',
    ].join('\n');
    expect(await lint('client/slides/planted.ts', planted)).toEqual(['palco/feature-boundaries@1']);
    const upward = "import { useSlidesT } from '../slides/messages';\nexport const used = useSlidesT;\n";
    expect(await lint('client/services/planted.ts', upward)).toEqual(['no-restricted-imports@1']);
  });

  it('fails when server auth imports account (account builds on auth, not the reverse)', { timeout: 60_000 }, async () => {
    const planted = "import { resendVerificationCode } from '../account/service';\nexport const x = resendVerificationCode;\n";
    expect(await lint('src/features/auth/planted.ts', planted)).toEqual(['no-restricted-imports@1']);
    const allowed = "import { requireAuth } from '../auth/require';\nexport const x = requireAuth;\n";
    expect(await lint('src/features/account/planted.ts', allowed)).toEqual([]);
  });
});
