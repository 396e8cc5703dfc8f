import {
  DICTIONARY_ERROR_CODE,
  dictionaryOptions as contractOptions,
  errorMapOf,
} from '@retail/contract';
import { localStore, sessionStore } from '../lib/storage';
import { subscribeSession } from '../lib/session-store';
import { createValueStore } from './value-store';

/** Dictionary entry (console.md §3): in selectors desc is the label and value the value. */
export type DictionaryEntry = {
  bigType: string;
  parentId?: number | null;
  value: string;
  desc: string;
  sorted?: number | null;
};

/** The namespace whose entries map an error status (value) to its text (desc), console.md §8. */
export const ERROR_CODE_NAMESPACE = DICTIONARY_ERROR_CODE;

export type SelectOption = { label: string; value: string | number };

const isEntry = (value: unknown): value is DictionaryEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DictionaryEntry).bigType === 'string' &&
  (value as DictionaryEntry).value !== undefined;

/** The dictionary of this session (session value `dictionaryList`), loaded after login. */
export const dictionary = createValueStore<DictionaryEntry[]>(
  () => (sessionStore.get('dictionaryList') ?? []).filter(isEntry),
  (list) => sessionStore.set('dictionaryList', list),
);

/** Error map (local value): status → text, from the ERROR_CODE entries. */
export const buildErrorMap = (entries: readonly DictionaryEntry[]): Record<string, string> =>
  errorMapOf(entries);

/** Stores a freshly loaded dictionary and rebuilds the error map from it. */
export const setDictionary = (entries: readonly unknown[]): void => {
  const list = entries.filter(isEntry);
  dictionary.set(list);
  localStore.set('errorMap', buildErrorMap(list));
};

export const errorMapText = (status: number | null | undefined): string | undefined =>
  status == null ? undefined : localStore.get('errorMap')?.[String(status)];

/** Options of a dictionary-backed select: entries of one namespace, desc as label, value as value. */
export const dictionaryOptions = (
  entries: readonly DictionaryEntry[],
  bigType: string,
  numeric = false,
): SelectOption[] =>
  contractOptions(entries, bigType).map((option) => ({
    label: option.label,
    // A number field submits numbers: the dictionary stores every value as text.
    value:
      numeric && option.value !== '' && !Number.isNaN(Number(option.value))
        ? Number(option.value)
        : option.value,
  }));

export const useDictionaryOptions = (bigType: string, numeric = false): SelectOption[] =>
  dictionaryOptions(dictionary.use(), bigType, numeric);

// A logout (or another login) changes the session's lists under the store: read them again.
subscribeSession(() => {
  dictionary.refresh();
});
