import { type Locale, nameFieldOf, type Resource as Declared } from '@retail/contract';
import { getSession } from '../lib/session-store';
import type { Row } from './define-resource';

// The life cycle of a registry record (its `state()` field): which states still allow edits,
// how a state is named and coloured.

/** The states in which a record may still be edited or removed (undefined: no state field). */
const editableStates = (declared: Declared): readonly number[] | undefined => {
  const field = declared.stateField;
  return field ? declared.fields[field]?.editableIn : undefined;
};

/**
 * Whether the user may change a record: its state still allows edits (always, without a state
 * field), and a shared record (`scope: 'tenant'` or `'platform'`) is one of their own
 * organisation or below — the rows of the tenant's root or of the platform are only read below
 * them (the server answers 404 to an edit or remove).
 */
export const editableRow = (declared: Declared) => {
  const editableIn = editableStates(declared);
  const field = declared.stateField;
  const shared = declared.scope === 'tenant' || declared.scope === 'platform';
  return (row: Row): boolean =>
    (!field || !editableIn || editableIn.includes(row[field] as number)) &&
    (!shared || String(row.organPath ?? '').startsWith(getSession().organPath ?? '/'));
};

/** The caller's organisation path, split: '/1/12/40/' → ['1', '12', '40']. */
const pathParts = (): string[] => (getSession().organPath ?? '').split('/').filter(Boolean);

/**
 * Whether the user may add records of a shared kind, as the server decides (`mayAdd` in the
 * server's `resources/shared-scope.ts`): platform records by platform staff only, a tenant's
 * records by users of the tenant's root organisation (and platform staff). Others read them.
 */
export const mayAddRow = (declared: Declared) => (): boolean => {
  if (declared.scope !== 'tenant' && declared.scope !== 'platform') return true;
  const parts = pathParts();
  const platform = parts.length > 0 && String(getSession().tenantId) === parts[0];
  return platform || (declared.scope === 'tenant' && parts.length === 2);
};

/**
 * A state's tag colour: blue while the record may still change, red once void or cancelled
 * (negative codes), green when done.
 */
export const stateColour =
  (editableIn: readonly number[]) =>
  (value: unknown): string => {
    const state = Number(value);
    if (editableIn.includes(state)) return 'processing';
    return state < 0 ? 'error' : 'success';
  };

/** The colour of a state of this resource's records. */
export const stateColourOf = (declared: Declared, value: unknown): string =>
  stateColour(editableStates(declared) ?? [])(value);

/** The name of a state in the language (its code when the declaration has no text for it). */
export const stateLabel = (declared: Declared, value: number, locale: Locale): string => {
  const field = declared.stateField;
  const options = declared.labels[locale].options as
    Record<string, Record<string, string> | undefined> | undefined;
  return (field && options?.[field]?.[String(value)]) || String(value);
};

/** The text of an action in the language (its name when the declaration has none). */
export const actionLabel = (declared: Declared, action: string, locale: Locale): string =>
  (declared.labels[locale].actions as Record<string, string> | undefined)?.[action] ?? action;

/** How a record is named in titles and questions: its display field (a reference's name), else its id. */
export const recordName = (declared: Declared, row: Row): string => {
  const display = declared.display;
  const name = declared.fields[display]?.named ? row[nameFieldOf(display)] : row[display];
  return typeof name === 'string' && name ? name : `#${String(row.id)}`;
};
