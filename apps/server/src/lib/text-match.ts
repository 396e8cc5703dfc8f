import { type Expression, type SqlBool, sql } from 'kysely';

/** The `like` pattern of a "contains" text: lowered, the user's `%`, `_` and `\\` escaped. */
const patternOf = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * "Contains" filter of list screens: case-insensitive on both dialects, with the user's `%`
 * and `_` taken literally. `column` is a trusted column reference (`name`, `user.name`).
 */
export const containsText = (column: string, text: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${patternOf(text)} escape '\\'`;

/** `containsText` on a column that holds its texts already lowered (no `lower()` per row). */
export const containsLowered = (column: string, text: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} like ${patternOf(text)} escape '\\'`;

/** Characters a "contains" text needs before a trigram index can answer it. */
export const TRIGRAM = 3;

/**
 * SQLite: a "contains" text as the FTS5 phrase a trigram index of lowered texts (`trigram
 * case_sensitive 1`) answers exactly as `containsText` does, or undefined when it is shorter
 * than a trigram. The text is lowered as `containsText` lowers it and its quotes doubled; `%`,
 * `_` and the query syntax's words are plain characters inside a phrase.
 */
export const trigramPhraseOf = (text: string | null | undefined): string | undefined => {
  if (!text) return undefined;
  const lowered = text.toLowerCase();
  return [...lowered].length < TRIGRAM ? undefined : `"${lowered.replaceAll('"', '""')}"`;
};

/**
 * The distinct trigrams of a "contains" text as FTS5 strings, or undefined when the text is one
 * trigram or shorter. All of them in a row is what the text's phrase matches, in any order: a
 * superset of the phrase's matches, as cheap to find as the rarest trigram is.
 */
export const trigramsOf = (text: string): string[] | undefined => {
  const characters = [...text.toLowerCase()];
  if (characters.length <= TRIGRAM) return undefined;
  const trigrams = new Set<string>();
  for (let start = 0; start + TRIGRAM <= characters.length; start += 1)
    trigrams.add(characters.slice(start, start + TRIGRAM).join(''));
  return [...trigrams].map((trigram) => `"${trigram.replaceAll('"', '""')}"`);
};
