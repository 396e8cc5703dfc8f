// What changed between two page documents (a version and the draft, or a version and the one
// before it), in terms an operator reads: blocks added, removed, moved, and the fields changed.
import type { EditorComponent, PageDocument } from './editor-state';

export type PageChange =
  | { kind: 'added'; id: string; type: string; index: number }
  | { kind: 'removed'; id: string; type: string; index: number }
  | { kind: 'moved'; id: string; type: string; from: number; to: number }
  | { kind: 'changed'; id: string; type: string; index: number; paths: string[] }
  | { kind: 'page'; paths: string[] };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every leaf of a value as `path → JSON`, arrays by index ('data.items.2.link.kind'). */
const leaves = (value: unknown, prefix: string, out: Map<string, string>): Map<string, string> => {
  if (isPlainObject(value)) {
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : Object.entries(value);
    if (entries.length === 0) out.set(prefix, JSON.stringify(value));
    for (const [key, item] of entries) leaves(item, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, JSON.stringify(value));
  return out;
};

/** The leaf paths whose values differ, in a stable order. */
export const changedPaths = (before: unknown, after: unknown): string[] => {
  const a = leaves(before, '', new Map());
  const b = leaves(after, '', new Map());
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((path) => a.get(path) !== b.get(path)).sort();
};

/** Indexes (into `values`) of one longest strictly increasing subsequence. */
const longestIncreasing = (values: readonly number[]): Set<number> => {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  let at = tails.length > 0 ? tails[tails.length - 1]! : -1;
  while (at >= 0) {
    kept.add(at);
    at = previous[at]!;
  }
  return kept;
};

const componentFields = (c: EditorComponent) => ({ hidden: c.hidden === true, props: c.props });

/**
 * The changes from `before` to `after`. A block counts as moved only when it left the longest
 * run of blocks that kept their order, so moving one block does not report its neighbours.
 */
export const diffDocuments = (before: PageDocument, after: PageDocument): PageChange[] => {
  const changes: PageChange[] = [];
  const pagePaths = changedPaths(before.page, after.page);
  if (pagePaths.length > 0) changes.push({ kind: 'page', paths: pagePaths });

  const beforeIndex = new Map(before.components.map((c, i) => [c.id, i]));
  const afterIds = new Set(after.components.map((c) => c.id));

  before.components.forEach((c, index) => {
    if (!afterIds.has(c.id)) changes.push({ kind: 'removed', id: c.id, type: c.type, index });
  });

  const common = after.components
    .map((c, to) => ({ c, to, from: beforeIndex.get(c.id) }))
    .filter((entry): entry is { c: EditorComponent; to: number; from: number } => {
      if (entry.from !== undefined) return true;
      changes.push({ kind: 'added', id: entry.c.id, type: entry.c.type, index: entry.to });
      return false;
    });
  const kept = longestIncreasing(common.map((entry) => entry.from));
  common.forEach((entry, i) => {
    if (!kept.has(i))
      changes.push({
        kind: 'moved',
        id: entry.c.id,
        type: entry.c.type,
        from: entry.from,
        to: entry.to,
      });
    const previous = before.components[entry.from]!;
    const paths = changedPaths(componentFields(previous), componentFields(entry.c)).map((path) =>
      path.replace(/^props\./, ''),
    );
    if (paths.length > 0)
      changes.push({ kind: 'changed', id: entry.c.id, type: entry.c.type, index: entry.to, paths });
  });
  return changes;
};
