import { createBoundedCache } from './bounded-cache';

/** Which answer a call asks for, and the version of everything that answer is read from. */
export type AnswerReuse = {
  key: string;
  version: number;
  /** When the version only sees this node's writes: how long an answer is trusted at most. */
  maxAgeMs?: number;
};

type Kept = { version: number; json: Promise<string>; at: number };

/** Answers longer than this are not kept (a few wide pages would crowd out every other). */
const MAX_KEPT_CHARS = 256 * 1024;

/**
 * Serialised answers kept by key and sent again while their version has not moved. The version
 * must be read before the answer is computed, so an answer is never kept under a version newer
 * than its data. Calls that miss together share one computation.
 */
export const createAnswerCache = (maxEntries: number) => {
  const kept = createBoundedCache<string, Kept>(maxEntries);
  return {
    answer: (reuse: AnswerReuse, compute: () => Promise<string>): Promise<string> => {
      const entry = kept.get(reuse.key);
      const now = performance.now();
      if (
        entry &&
        entry.version === reuse.version &&
        (reuse.maxAgeMs === undefined || now - entry.at < reuse.maxAgeMs)
      )
        return entry.json;
      const json = compute();
      // Kept from the start, so that calls arriving meanwhile wait for this one.
      kept.set(reuse.key, { version: reuse.version, json, at: now });
      json.then(
        (text) => {
          if (text.length > MAX_KEPT_CHARS && kept.get(reuse.key)?.json === json)
            kept.delete(reuse.key);
        },
        () => {
          if (kept.get(reuse.key)?.json === json) kept.delete(reuse.key);
        },
      );
      return json;
    },
  };
};
