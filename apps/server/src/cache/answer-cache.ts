/** Which answer a call asks for, and the version of everything that answer is read from. */
export type AnswerReuse = {
  key: string;
  version: number;
  /** When the version only sees this node's writes: how long an answer is trusted at most. */
  maxAgeMs?: number;
};

export type AnswerCacheLimits = {
  /** Answers kept at most. */
  entries: number;
  /** Characters of all kept answers together, at most. */
  chars: number;
};

/** Answers longer than this are not kept (a few wide pages would crowd out every other). */
const MAX_ANSWER_CHARS = 256 * 1024;

type Kept = { version: number; json: Promise<string>; at: number; chars: number };

/**
 * Serialised answers kept by key and sent again while their version has not moved. The version
 * must be read before the answer is computed, so an answer is never kept under a version newer
 * than its data. Calls that miss together share one computation. When full, the answers kept
 * longest go first (a hit does not reorder: the answers of a busy list are replaced by new
 * versions often enough, and a hit stays a plain lookup).
 */
export const createAnswerCache = (limits: AnswerCacheLimits) => {
  const kept = new Map<string, Kept>();
  let chars = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    chars -= entry.chars;
  };
  const makeRoom = () => {
    for (const key of kept.keys()) {
      if (kept.size <= limits.entries && chars <= limits.chars) return;
      drop(key);
    }
  };

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
      drop(reuse.key);
      const json = compute();
      // Kept from the start, so that calls arriving meanwhile wait for this one.
      const fresh: Kept = { version: reuse.version, json, at: now, chars: 0 };
      kept.set(reuse.key, fresh);
      makeRoom();
      json.then(
        (text) => {
          if (kept.get(reuse.key) !== fresh) return;
          if (text.length > MAX_ANSWER_CHARS) {
            drop(reuse.key);
            return;
          }
          fresh.chars = text.length;
          chars += text.length;
          makeRoom();
        },
        () => {
          if (kept.get(reuse.key) === fresh) drop(reuse.key);
        },
      );
      return json;
    },
    /** How many answers and characters are kept now. */
    size: () => ({ entries: kept.size, chars }),
  };
};
