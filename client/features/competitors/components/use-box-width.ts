// The width a chart has to draw in, followed as the page resizes: both the uPlot
// charts and the heatmap's own canvas redraw at their box's width, not a fixed one.
import { useEffect, useRef, useState } from 'react';

export function useBoxWidth<T extends HTMLElement>() {
  const box = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}
