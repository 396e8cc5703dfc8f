/** The API's one date-time format (console.md §5). */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
export const INVALID_DATE_STRING = 'Invalid date string format';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** True when `value` is a real calendar time written as yyyy-MM-dd HH:mm:ss. */
export const isDateString = (value: string): boolean => {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return false;
  // Day 0 of the next month is the last day of this one, leap years included.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth;
};

/** Parses yyyy-MM-dd HH:mm:ss as local time; anything else raises 'Invalid date string format'. */
export const parseDateString = (value: string): Date => {
  if (!isDateString(value)) throw new Error(INVALID_DATE_STRING);
  const [y, mo, d, h, mi, s] = DATE_TIME.exec(value)!.slice(1).map(Number) as number[];
  return new Date(y!, mo! - 1, d!, h!, mi!, s!);
};

/** Formats a time as yyyy-MM-dd HH:mm:ss in local time. */
export const formatDateString = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
