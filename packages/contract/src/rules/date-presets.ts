/** Date presets of the range pickers (console.md §9). */
export const DATE_PRESETS = [
  { key: 'today', days: 0 },
  { key: 'lastWeek', days: 7 },
  { key: 'lastMonth', days: 30 },
  { key: 'last3Months', days: 90 },
] as const;

export type DatePresetKey = (typeof DATE_PRESETS)[number]['key'];

const DAY_MS = 86_400_000;

/**
 * The [start, end] of a preset relative to `now`: today is midnight to now; the others
 * reach back that many days from now.
 */
export const datePresetRange = (key: DatePresetKey, now: Date): [Date, Date] => {
  const preset = DATE_PRESETS.find((p) => p.key === key)!;
  if (preset.days === 0) {
    return [new Date(now.getFullYear(), now.getMonth(), now.getDate()), new Date(now)];
  }
  return [new Date(now.getTime() - preset.days * DAY_MS), new Date(now)];
};
