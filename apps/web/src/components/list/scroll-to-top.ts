/** Ease in and out (quadratic), the curve of the original console's page-change scroll. */
const easeInOutQuad = (t: number): number => (t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t);

/** The page's scrolling element (what `window.scrollTo` moves). */
const pageScroller = (): Element | null =>
  typeof document === 'undefined' ? null : (document.scrollingElement ?? document.documentElement);

/**
 * Scrolls smoothly to the top over `durationMs` (console.md §9: 800 ms after a page change).
 * `target` is the element that scrolls; by default the page. Resolves when the scroll is done.
 */
export const scrollToTop = (durationMs: number, target: Element | null = pageScroller()) =>
  new Promise<void>((resolve) => {
    if (!target) return resolve();
    const start = target.scrollTop;
    if (start <= 0 || durationMs <= 0) {
      target.scrollTop = 0;
      return resolve();
    }
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs);
      target.scrollTop = Math.round(start * (1 - easeInOutQuad(progress)));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
