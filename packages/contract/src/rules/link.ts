/** Link check (console.md §5): http:, https:, mailto: and tel: prefixes are accepted. */
export const isLink = (value: string): boolean => /^(https?:|mailto:|tel:)/i.test(value.trim());

// Host name labels, or a dotted IPv4 address; `localhost` counts as a host.
const HOST =
  '(?:localhost|(?:\\d{1,3}\\.){3}\\d{1,3}|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63})';
const URL_PATTERN = new RegExp(`^(?:https?|ftp)://${HOST}(?::(\\d{1,5}))?(?:[/?#][^\\s]*)?$`, 'i');

/** URL check (console.md §5): http, https or ftp with a host or IP, an optional port and a path. */
export const isUrl = (value: string): boolean => {
  const match = URL_PATTERN.exec(value);
  if (!match) return false;
  const ipv4 = /^(?:https?|ftp):\/\/((?:\d{1,3}\.){3}\d{1,3})(?=[:/?#]|$)/i.exec(value);
  if (ipv4 && ipv4[1]!.split('.').some((octet) => Number(octet) > 255)) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
};
