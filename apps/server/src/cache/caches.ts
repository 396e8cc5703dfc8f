import { type AnswerReuse, createAnswerCache } from './answer-cache';
import { type BoundedMap, createBoundedMap } from './bounded-map';
import type { CacheName, CacheSwitch } from './cache-names';
import type { ChangeCounters } from './change-counters';
import { createKeptValues, type KeptValues, type KeptValuesOptions } from './kept-values';
import type { TableVersion, WriteTracking } from './write-tracking';

/** Answers kept per endpoint that reuses them, at most, and their JSON characters (32 MB). */
const KEPT_ANSWERS = 2000;
const KEPT_ANSWER_CHARS = 32 * 1024 * 1024;

/** Serialised answers of one endpoint (see answer-cache.ts). */
export type AnswerCache = {
  answer: (reuse: AnswerReuse, compute: () => Promise<string>) => Promise<string>;
};

/**
 * The one seam every cache of the server is made through (cache/README.md): each is named,
 * and keeps nothing when the switch is off, so that every call then reads the database.
 */
export type Caches = {
  /** Whether the named cache keeps anything (off: compute or read everything afresh). */
  keeps: (name: CacheName) => boolean;
  /** A version of these tables (SQL names), moved by every write to them (write-tracking.ts). */
  watch: (tables: readonly string[]) => TableVersion;
  /** The change counters triggers move with every goods, category and brand change. */
  counters: ChangeCounters;
  /** Values read from the database, kept while their tables stand still and `maxAgeMs` at most. */
  values: <K, V>(name: CacheName, options: KeptValuesOptions) => KeptValues<K, V>;
  /** A map of at most `maxSize` entries, the least recently used dropped first. */
  map: <K, V>(name: CacheName, maxSize: number) => BoundedMap<K, V>;
  /** Serialised answers of one endpoint; undefined when answers are not kept. */
  answers: () => AnswerCache | undefined;
};

/** A map that keeps nothing: what every cache is when the switch is off. */
const emptyMap = <K, V>(): BoundedMap<K, V> => ({
  get: () => undefined,
  set: () => {},
  delete: () => {},
  clear: () => {},
  size: 0,
});

const noValues = <K, V>(): KeptValues<K, V> => ({
  get: () => undefined,
  read: (_key, load) => load(),
  delete: () => {},
});

export const createCaches = ({
  cacheSwitch,
  writes,
  counters,
}: {
  cacheSwitch: CacheSwitch;
  writes: Pick<WriteTracking, 'watch'>;
  counters: ChangeCounters;
}): Caches => {
  const keeps = (name: CacheName) => cacheSwitch.on && !(cacheSwitch.without ?? []).includes(name);
  return {
    keeps,
    watch: writes.watch,
    counters,
    values: <K, V>(name: CacheName, options: KeptValuesOptions) =>
      keeps(name) ? createKeptValues<K, V>(options) : noValues<K, V>(),
    map: <K, V>(name: CacheName, maxSize: number) =>
      keeps(name) ? createBoundedMap<K, V>(maxSize) : emptyMap<K, V>(),
    answers: () =>
      keeps('answers')
        ? createAnswerCache({ entries: KEPT_ANSWERS, chars: KEPT_ANSWER_CHARS })
        : undefined,
  };
};
