import { z } from 'zod';
import type { Translations } from '../i18n/locale';
import type { FieldSpec } from './fields';

// Header totals of a list (console.md §2: "header totals"): the number of records the list's
// filter matches and named sums over them, declared once on the resource (`totals`). The
// registry derives a read endpoint `POST /api/{service}/{kebab key}/totals` that takes exactly
// the list's filter and answers `{ count, <name>: … }`, with the list's authority; the server
// runs it through the list's own filter and scope code, so the figures always add up to the
// rows the list shows.

/** The fields of a declaration a sum may add: whole numbers (money in cents, counts). */
export type NumberField<F extends Record<string, FieldSpec>> = {
  [K in keyof F]: F[K]['record'] extends z.ZodType<number> ? K : never;
}[keyof F] &
  string;

/** One named sum of the header. */
export type TotalSum<N extends string = string> = {
  /** The field added up (money or an integer). */
  field: N;
  /** Only records whose state field (the one `state()` declares) is one of these count. */
  states?: readonly number[];
  /** The figure's label in each language. */
  label: Translations;
};

export type TotalsDeclaration<N extends string = string> = {
  /** The count's label in each language (default: the console's "Records"). */
  count?: Translations;
  /** Sums by name (the answer's keys, beside `count`). */
  sums: Record<string, TotalSum<N>>;
};

/** The answer of a totals endpoint: the count and each sum, integers (money in cents). */
export const totalsSchemaOf = (totals: TotalsDeclaration): z.ZodObject =>
  z.object({
    count: z.number().int(),
    ...Object.fromEntries(Object.keys(totals.sums).map((name) => [name, z.number().int()])),
  });

/** Refuses a declaration whose sums add what is not a whole number or name unknown states. */
export const checkTotals = (
  key: string,
  fields: Record<string, FieldSpec>,
  totals: TotalsDeclaration,
): void => {
  const stateField = Object.values(fields).find((spec) => spec.editableIn);
  for (const [name, sum] of Object.entries(totals.sums)) {
    if (name === 'count') throw new Error(`${key}: "count" is always a total; name the sum else`);
    const spec = fields[sum.field];
    if (spec?.kind !== 'money' && spec?.kind !== 'number')
      throw new Error(`${key}: the total ${name} adds ${sum.field}, not a money or number field`);
    if (sum.states && !sum.states.every((state) => stateField?.options?.includes(state)))
      throw new Error(`${key}: the total ${name} names a state its state field does not have`);
  }
};
