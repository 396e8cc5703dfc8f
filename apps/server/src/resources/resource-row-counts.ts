import type { Resource } from '@retail/contract';
import { snake } from '../db/migrations/list-indexes';
import { textSumDaysOf, textSumFiltersOf, textSumsIndexOf } from '../db/migrations/list-text-index';
import { hasStateSums, summedColumnsOf } from '../db/migrations/state-sums';
import { countedColumnsOf, hasValueCounts } from '../db/migrations/value-counts';
import type { CountedValue } from './row-counts';

// When a registry list's total comes from counters rather than a count of its rows
// (resources/row-counts.ts): nothing but the scope narrows it (the row counters), or one
// few-valued exact filter alone does (the counters by value of the lists that grow).

/** A filter value the body gives (not left out, null or empty). */
export const given = (value: unknown) => value !== undefined && value !== null && value !== '';

type Filter = Record<string, unknown>;

/** Days or times from and to, both included, each when given. */
type Between = { from?: string; to?: string };

/** `createdBetween`'s days (yyyy-MM-dd), each when given. */
const createdDaysOf = (filter: Filter): Between => ({
  ...(given(filter.createdFrom) ? { from: String(filter.createdFrom) } : {}),
  ...(given(filter.createdTo) ? { to: String(filter.createdTo) } : {}),
});

/**
 * Days as bounds of `createDate` (yyyy-MM-dd HH:mm:ss), both included: from the first day's
 * start to the last day's end.
 */
export const boundsOfDays = ({ from, to }: Between): Between => ({
  ...(from ? { from: `${from} 00:00:00` } : {}),
  ...(to ? { to: `${to} 23:59:59` } : {}),
});

/** `createdBetween`'s days as bounds of `createDate`. */
export const createdBoundsOf = (filter: Filter): Between => boundsOfDays(createdDaysOf(filter));

/** What narrows a search's totals beside its text index: values of columns, and the days. */
export type TextSumsFilter = { values: CountedValue[]; days: Between };

/** The one filter the kept sums are read by: the state, or another counted value (else none). */
export type KeptFilter = { state?: CountedValue; by?: CountedValue };

/** The list's `rowCounts` (crud.ts): its table, and which filters its counters answer. */
export const rowCountsOf = (resource: Resource) => {
  const fields = Object.entries(resource.fields);
  const counted = new Set(hasValueCounts(resource) ? countedColumnsOf(resource) : []);
  const sums = hasStateSums(resource) ? summedColumnsOf(resource) : undefined;
  /**
   * The filters a search's totals may be narrowed by beside its text index: state, an app, and
   * ('') the days a list searched by them was made in.
   */
  const textKept = textSumsIndexOf(resource) && [
    ...(resource.stateField ? [snake(resource.stateField)] : []),
    ...textSumFiltersOf(resource),
    ...(textSumDaysOf(resource).length && !resource.rows ? [''] : []),
  ];
  /** The filters the body gives, by field name ('' for the days and a fixed row set). */
  const filteredBy = (filter: Filter): string[] => [
    ...(resource.rows || given(filter.createdFrom) || given(filter.createdTo) ? [''] : []),
    ...fields.filter(([name, spec]) => spec.filter && given(filter[name])).map(([name]) => name),
  ];
  const unfiltered = (filter: Filter) => filteredBy(filter).length === 0;
  const byValue = (filter: Filter): CountedValue | undefined => {
    const [name, ...more] = filteredBy(filter);
    if (name === undefined || more.length > 0 || !counted.has(name)) return undefined;
    const value = filter[name];
    return {
      column: snake(name),
      value: typeof value === 'boolean' ? Number(value) : (value as string | number),
    };
  };
  return {
    table: resource.table,
    unfiltered,
    byValue,
    /**
     * Whether the kept sums (db/migrations/state-sums.ts) answer the filter's header totals:
     * nothing but the scope narrows the list, or its state alone does, or one other filter
     * they are kept by (then that state or value).
     */
    keptSums: (filter: Filter): KeptFilter | undefined => {
      if (!sums) return undefined;
      if (unfiltered(filter)) return {};
      const value = byValue(filter);
      if (value?.column === sums.state) return { state: value };
      return value && sums.by.includes(value.column) ? { by: value } : undefined;
    },
    /**
     * Whether a search's header totals may be read beside its text index's matches
     * (resources/list-text-totals.ts): the filter without the texts the index answers names
     * nothing else than the state and the filters its sums index keeps (an app), each with a
     * number, and the days (then those values and days).
     */
    textSums: (rest: Filter): TextSumsFilter | undefined => {
      if (!textKept) return undefined;
      const values: CountedValue[] = [];
      for (const name of filteredBy(rest)) {
        if (name === '') {
          if (!textKept.includes('')) return undefined;
          continue;
        }
        const value = rest[name];
        if (!textKept.includes(snake(name)) || typeof value !== 'number') return undefined;
        values.push({ column: snake(name), value });
      }
      return { values, days: createdDaysOf(rest) };
    },
  };
};
