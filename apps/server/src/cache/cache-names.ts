/**
 * Every cache of the server, by name (cache/README.md says what each keeps and why). The
 * switch (CACHE=on|off) turns them all on or off; a configuration may leave some off by name
 * (`without`), to measure what one is worth (bench/profile-calls.ts --without=…).
 */
export const CACHE_NAMES = [
  /** Serialised answers of the goods list and get-user-info (lib/route.ts `reuse`). */
  'answers',
  /** The identity resolved from a session (modules/auth/session.service.ts). */
  'identity',
  /** Category and brand names of listed goods (modules/goods/catalogue-names.ts). */
  'catalogue-names',
  /** The gateway's route switches, read on every call (modules/gateway/gateway.service.ts). */
  'gateway-switches',
] as const;

export type CacheName = (typeof CACHE_NAMES)[number];

/** What the configuration says of caching. */
export type CacheSwitch = {
  /** CACHE=on (default) or off: every cache at once. */
  on: boolean;
  /** Caches left off while the others keep (not an environment variable: for measuring). */
  without?: readonly CacheName[] | undefined;
};
