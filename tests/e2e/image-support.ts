// Reading back what an image tool saved to the library, decoded in the page as a
// person's browser would: its size, the RGBA of some pixels, and how many pixels
// of a band are near a colour (the image editor's, layers' and cut-out's e2e files).
import type { Page } from 'playwright-core';

export interface NearColour {
  rgb: [number, number, number];
  /** The largest sum of the three channels' differences that counts as near. */
  within: number;
  /** From this fraction of the height down (0: the whole picture). */
  fromY?: number;
  /** Only fully opaque pixels count. */
  opaque?: boolean;
}

export const readLibraryImage = (page: Page, org: string, id: string, at: [number, number][], near?: NearColour) =>
  page.evaluate(
    async ([o, a, points, n]) => {
      const bitmap = await createImageBitmap(await (await fetch(`/api/v1/orgs/${o}/assets/${a}/content`)).blob());
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const pixels = points.map(([x, y]) => Array.from(ctx.getImageData(x, y, 1, 1).data));
      let count = 0;
      if (n) {
        const top = Math.floor(bitmap.height * (n.fromY ?? 0));
        const all = ctx.getImageData(0, top, bitmap.width, bitmap.height - top).data;
        for (let i = 0; i < all.length; i += 4) {
          const d = Math.abs(all[i]! - n.rgb[0]) + Math.abs(all[i + 1]! - n.rgb[1]) + Math.abs(all[i + 2]! - n.rgb[2]);
          if (d < n.within && (!n.opaque || all[i + 3] === 255)) count++;
        }
      }
      return { width: bitmap.width, height: bitmap.height, pixels, count };
    },
    [org, id, at, near ?? null] as const,
  );
