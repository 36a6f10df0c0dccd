// Builds the browser bundle only (the Worker is bundled by wrangler). Hashed
// files go to dist/client/assets; the manifest tells the Worker which to link.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import { BUNDLED_FONTS, bundledFontSource, bundledFontTtfUrl, bundledFontUrl, bundledFontWoffSource } from './src/common/brand/fonts.ts';
import { woffToSfnt } from './scripts/lib/woff.ts';
import { speechModels } from './scripts/lib/speech-assets.ts';
import { visionModels } from './scripts/lib/vision-assets.ts';

const require = createRequire(import.meta.url);

/**
 * The brand kits' curated fonts, copied from their npm packages into the
 * bundle at the paths src/common/brand/fonts.ts names: self-hosted, so no font
 * service is ever called, and only the latin files of the weights we use.
 */
function bundledFonts(): Plugin {
  return {
    name: 'palco-bundled-fonts',
    generateBundle() {
      for (const font of BUNDLED_FONTS) {
        for (const weight of font.weights) {
          this.emitFile({
            type: 'asset',
            fileName: bundledFontUrl(font.id, weight).slice(1),
            source: readFileSync(require.resolve(bundledFontSource(font.id, weight))),
          });
          // TrueType for the PDF export, which embeds fonts (fetched only when a PDF is made).
          this.emitFile({
            type: 'asset',
            fileName: bundledFontTtfUrl(font.id, weight).slice(1),
            source: woffToSfnt(readFileSync(require.resolve(bundledFontWoffSource(font.id, weight)))),
          });
        }
      }
    },
  };
}

export default defineConfig({
  publicDir: 'client/public',
  resolve: { tsconfigPaths: true },
  plugins: [bundledFonts(), speechModels(), visionModels()],
  // The media Web Worker (client/media/worker.ts) as an ES module, so each job's
  // code (mediabunny for probing, later speech and rendering) is its own chunk,
  // fetched by the worker on that job's first use.
  worker: { format: 'es' },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: 'asset-manifest.json',
    target: 'es2022',
    sourcemap: false,
    // The PDF exporter (pdf-lib and fontkit, ~1.1 MB) is its own chunk, fetched on
    // the first PDF export only; no page loads it.
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      input: 'client/entry.client.tsx',
      output: {
        // The runtime every page needs in one chunk: left to itself, Rollup splits
        // React's scheduler and JSX runtime apart once the Konva chunk shares them,
        // and the first visit pays for more, smaller files.
        // The query library is not in it: the landing never uses it (decision 050); the pages that do share it.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next)\//.test(id)) return 'runtime';
        },
      },
      onwarn(warning, warn) {
        // "use client" markers in sonner and lucide mean nothing without RSC.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
