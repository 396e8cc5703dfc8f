/**
 * Line colours with at least 3:1 against white (WCAG 1.4.11, graphical objects): blue, green,
 * orange, purple, teal, red.
 */
export const SERIES_COLOURS = [
  '#2d6fb2',
  '#2f8a3b',
  '#c0580c',
  '#7a4fc2',
  '#1a7f84',
  '#c23b3b',
] as const;

/**
 * The y axis' ticks for counts up to `max`: 0 and whole steps of 1, 2 or 5 × 10ⁿ, at most six
 * ticks, the last at or above `max` (an empty chart still has 0 and 1).
 */
export const axisTicks = (max: number): number[] => {
  const wanted = Math.max(1, max) / 5;
  const power = 10 ** Math.floor(Math.log10(wanted));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((k) => k * power).find((s) => s >= wanted)!,
  );
  const count = Math.max(1, Math.ceil(Math.max(1, max) / step));
  return Array.from({ length: count + 1 }, (_, index) => index * step);
};

/** Every how many points an x label is written, so that about ten fit. */
export const labelStep = (points: number): number => Math.max(1, Math.ceil(points / 10));
