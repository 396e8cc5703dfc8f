const pad = (value: number): string => String(value).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in the server's time zone, the one date format of the API. */
export const formatDateTime = (epochMs: number): string => {
  const date = new Date(epochMs);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
};

/** `yyyy-MM-dd HH:mm:ss` (server time zone, as formatDateTime writes it) → epoch ms; NaN if not so. */
export const parseDateTime = (text: string): number => {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(y, mo - 1, d, h, mi, s).getTime();
};
