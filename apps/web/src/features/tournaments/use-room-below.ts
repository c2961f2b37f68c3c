import { type RefObject, useEffect } from 'react';

/**
 * Keeps room under the page for a card fixed at the bottom of the screen (the tournament indicator):
 * the body's bottom padding follows the card's height plus `gapPx`, so the page's last links and
 * buttons can scroll above the card instead of staying under it. Undone when the card goes.
 */
export function useRoomBelow(ref: RefObject<HTMLElement | null>, gapPx: number): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const { style } = document.body;
    const before = style.paddingBottom;
    const observer = new ResizeObserver(() => {
      style.paddingBottom = `${element.offsetHeight + gapPx}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.paddingBottom = before;
    };
  }, [ref, gapPx]);
}
