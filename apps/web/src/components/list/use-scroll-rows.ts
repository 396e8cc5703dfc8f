import { useEffect, useRef, useState, type UIEvent } from 'react';

/** Rows one scroll event moves from which the scroll is fast: the rows it brings are light. */
const FAST_ROWS = 3;
/** How long a fast scroll rests before its light rows are drawn in full. */
const FULL_AFTER_MS = 100;

/**
 * The first row in view of a box scrolled over rows of `rowHeight`, and whether the scroll is
 * fast: a fast scroll (a drag of the scroll bar, a fling, Page Down) brings several rows a frame,
 * which draw light until it has rested FULL_AFTER_MS; a slow one (arrows, the wheel) never is.
 */
export const useScrollRows = (rowHeight: number) => {
  const [first, setFirst] = useState(0);
  const firstRef = useRef(0);
  const [fast, setFast] = useState(false);
  const fastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(fastTimer.current), []);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const next = Math.floor(event.currentTarget.scrollTop / rowHeight);
    if (next === firstRef.current) return;
    if (Math.abs(next - firstRef.current) >= FAST_ROWS) {
      setFast(true);
      clearTimeout(fastTimer.current);
      fastTimer.current = setTimeout(() => setFast(false), FULL_AFTER_MS);
    }
    firstRef.current = next;
    // Not flushed at once: when frames come late, React draws only the latest position.
    setFirst(next);
  };
  return { first, fast, onScroll };
};
