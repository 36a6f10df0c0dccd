// The build turns the bundled WOFF fonts into TrueType for the PDF export: the
// result must be a font our own byte check accepts, with every table intact.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { bundledFontWoffSource } from '../../src/common/brand/fonts';
import { detectFont } from '../../src/features/brand-kits/font-bytes';
import { woffToSfnt } from '../../scripts/lib/woff';

const require = createRequire(import.meta.url);

describe('woffToSfnt', () => {
  it('makes a TrueType file with the same tables, the head magic in place', () => {
    const woff = new Uint8Array(readFileSync(require.resolve(bundledFontWoffSource('lora', 700))));
    const ttf = woffToSfnt(woff);
    expect(detectFont(ttf)).toBe('truetype');
    const w = new DataView(woff.buffer, woff.byteOffset);
    const t = new DataView(ttf.buffer);
    expect(t.getUint16(4)).toBe(w.getUint16(12));
    expect(ttf.byteLength).toBeGreaterThanOrEqual(w.getUint32(16) - 3 * w.getUint16(12));
  });

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(new TextEncoder().encode('<html></html>'.padEnd(64)))).toThrow('not a WOFF file');
  });
});
