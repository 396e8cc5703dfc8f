import type { ChannelContext } from '../channel-driver';

// What the providers' drivers share: an app's parameters checked, the notification address the
// provider is given for an order, and amounts in yuan text (the providers' form) to and from
// integer cents, never through a float.

/** The named parameters of the app's config, each present, else an error naming the first missing. */
export const paramsOf = <K extends string>(
  ifCode: string,
  context: ChannelContext,
  names: readonly K[],
): Record<K, string> => {
  const found = {} as Record<K, string>;
  for (const name of names) {
    const value = context.params[name]?.trim();
    if (!value) throw new Error(`${ifCode}: the app's config lacks the parameter ${name}`);
    found[name] = value;
  }
  return found;
};

/**
 * Where the provider notifies an order's outcome: `<notifyBaseUrl>/api/pay/notify/<ifCode>/<payOrderId>`
 * (the order in the path, so that the app whose keys check it is known before anything else).
 */
export const notifyUrlOf = (ifCode: string, context: ChannelContext, payOrderId: string) => {
  const { notifyBaseUrl } = paramsOf(ifCode, context, ['notifyBaseUrl']);
  return `${notifyBaseUrl.replace(/\/+$/, '')}/api/pay/notify/${ifCode}/${payOrderId}`;
};

/** The last path segment of a notification's path (the order it names). */
export const lastSegment = (path: string): string | undefined => {
  const segment = path.split('?')[0]?.split('/').filter(Boolean).pop();
  return segment && /^[A-Za-z0-9_-]{1,32}$/.test(segment) ? segment : undefined;
};

/** 1234 → "12.34". */
export const yuanOf = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** "12.34" (or "12.3", "12") → 1234; anything else → undefined. */
export const centsOf = (yuan: unknown): number | undefined => {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(String(yuan ?? '').trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};
