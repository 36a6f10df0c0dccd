import { useEffect, useState } from 'react';

/**
 * False in the server render and in the first client render (so hydration
 * matches the server's HTML), true once the component is on the page: for
 * parts that exist in the browser only (a canvas, the toaster).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
