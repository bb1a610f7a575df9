import { useLayoutEffect, useState, type CSSProperties } from 'react';

const TILE = '[data-testid="tv-live-tile"]';

/** At home the picture sits exactly behind the live TV tile, wherever the layout (or right-to-left) puts it. */
export function useTileRect(active: boolean): CSSProperties | undefined {
  const [rect, setRect] = useState<CSSProperties>();
  useLayoutEffect(() => {
    if (!active) return;
    let observer: ResizeObserver | undefined;
    const measure = () => {
      const tile = document.querySelector<HTMLElement>(TILE);
      if (!tile) return false;
      const box = tile.getBoundingClientRect();
      setRect({ left: box.left, top: box.top, width: box.width, height: box.height });
      return tile;
    };
    const tile = measure();
    const frame = tile ? 0 : requestAnimationFrame(() => void measure());
    if (tile) {
      observer = new ResizeObserver(() => void measure());
      observer.observe(tile);
    }
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return active ? rect : undefined;
}
