// Where the preview's drawing is on screen: the canvas element fills the stage and
// shows its drawing whole inside it (object-fit: contain), so the drawing is a
// centred box of the element, `k` screen pixels per canvas pixel.
import { useLayoutEffect, useState, type RefObject } from 'react';

export function shownBox(canvas: HTMLCanvasElement) {
  const box = canvas.getBoundingClientRect();
  const k = Math.min(box.width / canvas.width, box.height / canvas.height);
  const width = canvas.width * k;
  const height = canvas.height * k;
  return { left: box.left + (box.width - width) / 2, top: box.top + (box.height - height) / 2, width, height, k };
}

export type StageRect = { left: number; top: number; width: number; height: number };

/**
 * The drawing's box relative to the stage (the canvas's offset parent), kept up to date as the
 * page resizes: crop mode's focusable box is laid over it. `size` is the drawing's size.
 */
export function useShownRect(canvas: RefObject<HTMLCanvasElement | null>, size: { width: number; height: number }, on: boolean) {
  const [rect, setRect] = useState<StageRect | null>(null);
  useLayoutEffect(() => {
    const c = canvas.current;
    if (!on || !c) return setRect(null);
    const measure = () => {
      const k = Math.min(c.clientWidth / size.width, c.clientHeight / size.height);
      const width = size.width * k;
      const height = size.height * k;
      setRect({ left: c.offsetLeft + (c.clientWidth - width) / 2, top: c.offsetTop + (c.clientHeight - height) / 2, width, height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(c);
    return () => observer.disconnect();
  }, [canvas, size.width, size.height, on]);
  return rect;
}
