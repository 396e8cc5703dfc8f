// Without zod: the dashboard asks for its default window and loads no schema
// (statistics.schemas.ts re-exports these).

/** Longest activity window the dashboard may ask for, in days. */
export const STATISTICS_MAX_DAYS = 90;
export const STATISTICS_DEFAULT_DAYS = 14;
