// Without zod: the console's shell builds its error map and selects from the dictionary it loads
// after login, and loads no schema (dictionary.schemas.ts re-exports these).

/** The dictionary's namespace of error texts (console.md §8): value is a status, desc its text. */
export const DICTIONARY_ERROR_CODE = 'ERROR_CODE';

/** What these helpers read of a dictionary entry (dictionary.schemas.ts: DictionaryEntry). */
export type DictionaryEntryText = { bigType: string; value: string; desc: string };

/**
 * The console's error map (console.md §8): ERROR_CODE entries, value (a status) → desc.
 * Entries of other namespaces and values that are not whole numbers are ignored.
 */
export const errorMapOf = (entries: ReadonlyArray<DictionaryEntryText>): Record<number, string> => {
  const map: Record<number, string> = {};
  for (const entry of entries) {
    if (entry.bigType !== DICTIONARY_ERROR_CODE || !/^\d+$/.test(entry.value.trim())) continue;
    map[Number(entry.value)] = entry.desc;
  }
  return map;
};

/** Options of a dictionary-backed select: desc as label, value as value. */
export const dictionaryOptions = (
  entries: ReadonlyArray<DictionaryEntryText>,
  bigType: string,
): Array<{ label: string; value: string }> =>
  entries
    .filter((entry) => entry.bigType === bigType)
    .map((entry) => ({ label: entry.desc, value: entry.value }));
