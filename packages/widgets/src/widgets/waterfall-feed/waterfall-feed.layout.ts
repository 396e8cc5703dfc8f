// The waterfall placement, pure so the view and the tests share it.

/** §9: columns 180 px wide with 10 px between them; the feed is at most 5000 px high. */
export const WATERFALL_COLUMN_WIDTH = 180;
export const WATERFALL_GAP = 10;
export const WATERFALL_MAX_HEIGHT = 5000;

export type WaterfallLayout = {
  columns: number;
  positions: { left: number; top: number }[];
  /** Height of the feed, capped at WATERFALL_MAX_HEIGHT. */
  height: number;
};

/**
 * As many 180 px columns as fit the width (at least one), centred; each item goes to the
 * top of the shortest column so far.
 */
export const waterfallLayout = (width: number, heights: readonly number[]): WaterfallLayout => {
  const pitch = WATERFALL_COLUMN_WIDTH + WATERFALL_GAP;
  const columns = Math.max(1, Math.floor((width + WATERFALL_GAP) / pitch));
  const used = columns * pitch - WATERFALL_GAP;
  const offset = Math.max(0, (width - used) / 2);
  const bottoms: number[] = Array.from({ length: columns }, () => 0);
  const positions = heights.map((height) => {
    const column = bottoms.indexOf(Math.min(...bottoms));
    const top = bottoms[column] ?? 0;
    bottoms[column] = top + height + WATERFALL_GAP;
    return { left: offset + column * pitch, top };
  });
  const tallest = Math.max(0, ...bottoms.map((bottom) => bottom - WATERFALL_GAP));
  return { columns, positions, height: Math.min(WATERFALL_MAX_HEIGHT, tallest) };
};
