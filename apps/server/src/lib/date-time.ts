const pad = (value: number): string => String(value).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in the server's time zone, the one date format of the API. */
export const formatDateTime = (epochMs: number): string => {
  const date = new Date(epochMs);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
};
