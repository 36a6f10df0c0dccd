// Builds the browser bundle only (the Worker is bundled by wrangler). Hashed
// files go to dist/client/assets; the manifest tells the Worker which to link.
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: 'asset-manifest.json',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: 'client/entry.client.tsx',
      onwarn(warning, warn) {
        // "use client" markers in sonner and lucide mean nothing without RSC.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
