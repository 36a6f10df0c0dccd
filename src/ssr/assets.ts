// Which hashed files a page needs, read from the Vite manifest of the client build.
import { SHELL_ONLY_PAGE } from '../common/i18n';
import type { Locale } from '../common/locales';
import type { Env } from '../env';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'client/entry.client.tsx';

/**
 * Each locale's messages are two chunks, the shell's and the rest (decision 050); a page preloads what it
 * shows: the landing the shell's alone, every other page both.
 */
export function messageFiles(locale: Locale, routeId: string): string[] {
  const base = `src/common/i18n/${locale === 'en' ? 'en' : 'pt-BR'}`;
  return routeId === SHELL_ONLY_PAGE ? [`${base}.shell.ts`] : [`${base}.shell.ts`, `${base}.app.ts`];
}
const MANIFEST_PATH = '/asset-manifest.json';

let cached: Manifest | null = null;

/** Production keeps the manifest for the isolate's life; development rereads it after every rebuild. */
export async function loadManifest(env: Env): Promise<Manifest> {
  if (cached && env.APP_ENV === 'production') return cached;
  const res = await env.ASSETS.fetch(new URL(MANIFEST_PATH, 'https://assets.invalid').toString());
  if (!res.ok) throw new Error('Client build missing: run `npm run build` (dist/client/asset-manifest.json).');
  cached = (await res.json()) as Manifest;
  return cached;
}

export interface PageAssets {
  entry: string;
  css: string[];
  preload: string[];
}

// A page's assets change only with the manifest: worked out once per page, not per request.
const assetsByManifest = new WeakMap<Manifest, Map<string, PageAssets>>();

/** The entry, its CSS, and every module the page's chunk imports (for modulepreload). */
export function pageAssets(manifest: Manifest, pageFiles: string[]): PageAssets {
  let byPage = assetsByManifest.get(manifest);
  if (!byPage) assetsByManifest.set(manifest, (byPage = new Map()));
  const key = pageFiles.join('|');
  let assets = byPage.get(key);
  if (!assets) byPage.set(key, (assets = collectAssets(manifest, pageFiles)));
  return assets;
}

function collectAssets(manifest: Manifest, pageFiles: string[]): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in the client manifest`);
  const files = new Set<string>();
  const css = new Set<string>(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(CLIENT_ENTRY);
  pageFiles.forEach(visit);
  files.delete(entry.file);
  return { entry: `/${entry.file}`, css: [...css].map((c) => `/${c}`), preload: [...files].map((f) => `/${f}`) };
}
