// Timer and listener hooks shared by the views. Each one cleans up after itself so a
// block removed from the page (or re-rendered in the builder) leaves nothing running.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRenderContext } from './context';

/** The latest value, readable from timers without restarting them. */
export const useLatest = <T>(value: T) => {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
};

/** Calls `callback` every `delay` ms; null pauses. A change of `restartKey` starts a fresh period. */
export const useInterval = (
  callback: () => void,
  delay: number | null,
  restartKey: unknown = 0,
) => {
  const latest = useLatest(callback);
  useEffect(() => {
    if (delay === null || delay <= 0) return undefined;
    const timer = setInterval(() => latest.current(), delay);
    return () => clearInterval(timer);
  }, [delay, restartKey, latest]);
};

/** Calls `callback` once after `delay` ms; null cancels. */
export const useTimeout = (callback: () => void, delay: number | null) => {
  const latest = useLatest(callback);
  useEffect(() => {
    if (delay === null) return undefined;
    const timer = setTimeout(() => latest.current(), delay);
    return () => clearTimeout(timer);
  }, [delay, latest]);
};

export type Carousel = { index: number; select: (index: number) => void };

/**
 * A cyclic index over `count` items advancing every `interval` ms (0 or null: no autoplay).
 * `select` sets the index and restarts the period, so the chosen item stays a full interval.
 */
export const useCarousel = (count: number, interval: number | null): Carousel => {
  const [state, setState] = useState({ index: 0, restarts: 0 });
  const advance = useCallback(() => {
    setState((s) => ({ ...s, index: count > 0 ? (s.index + 1) % count : 0 }));
  }, [count]);
  useInterval(advance, count > 1 ? interval : null, state.restarts);
  const select = useCallback((index: number) => {
    setState((s) => ({ index, restarts: s.restarts + 1 }));
  }, []);
  // A shorter list after an edit must not leave the index past its end.
  return { index: count > 0 ? state.index % count : 0, select };
};

/** Whole seconds counting down from `from` to 0, one per second, while `running`. */
export const useCountdown = (from: number, running = true): number => {
  const [left, setLeft] = useState(from);
  useInterval(() => setLeft((n) => Math.max(0, n - 1)), running && left > 0 ? 1000 : null);
  return left;
};

/** The page's vertical scroll offset, from the host's scroll container or the window. */
export const useScrollOffset = (): number => {
  const { scrollContainer } = useRenderContext();
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const element = scrollContainer?.() ?? null;
    const target: HTMLElement | Window = element ?? window;
    const update = () => setOffset(element ? element.scrollTop : window.scrollY);
    update();
    target.addEventListener('scroll', update, { passive: true });
    return () => target.removeEventListener('scroll', update);
  }, [scrollContainer]);
  return offset;
};
