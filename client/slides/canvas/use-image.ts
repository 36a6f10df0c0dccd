import { useEffect, useState } from 'react';

// Loaded images by URL: the editor, the thumbnails and the export share them,
// and an export draws only once every image is here.
const loaded = new Map<string, HTMLImageElement>();

export function loadImage(url: string): Promise<HTMLImageElement | null> {
  const hit = loaded.get(url);
  if (hit) return Promise.resolve(hit);
  return new Promise((resolve) => {
    const img = new window.Image();
    img.onload = () => {
      loaded.set(url, img);
      resolve(img);
    };
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/** An HTMLImageElement once the URL has loaded (null before, or on error). */
export function useImage(url: string | null): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(() => (url ? (loaded.get(url) ?? null) : null));
  useEffect(() => {
    if (!url) return setImage(null);
    let live = true;
    setImage(loaded.get(url) ?? null);
    void loadImage(url).then((img) => live && setImage(img));
    return () => {
      live = false;
    };
  }, [url]);
  return image;
}
