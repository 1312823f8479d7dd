import { type RefObject, useEffect, useState } from 'react';

/**
 * How far something `width` CSS pixels wide must shrink to fit the element's width (1 when it fits): a
 * 728 px banner preview on a phone. Follows the element's size.
 */
export function useFitScale(ref: RefObject<HTMLElement | null>, width: number): number {
  const [available, setAvailable] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    // Without ResizeObserver (old browsers, the test DOM) the frame keeps its size and its box crops it.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return available === null || available >= width ? 1 : Math.max(available, 1) / width;
}
