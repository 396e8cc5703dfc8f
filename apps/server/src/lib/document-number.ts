import type { Db } from '../db/database';
import type { Scope } from '../scope/scope';
import { untyped } from '../scope/scoped-db';
import { formatDateTime } from './date-time';

/**
 * `RK20261125000001`: the prefix, the day and the day's next number of that prefix, taken by an
 * atomic upsert (unique across tenants, so never a clash, however many are made at once).
 */
export const documentNumber = async (db: Db, prefix: string, scope: Scope): Promise<string> => {
  const day = formatDateTime(scope.nowMs).slice(0, 10).replace(/\D/g, '');
  const { last } = (await untyped(db)
    .insertInto('documentSequence')
    .values({ prefix, day, last: 1 })
    .onConflict((oc) =>
      oc
        .columns(['prefix', 'day'])
        .doUpdateSet((eb) => ({ last: eb('documentSequence.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow()) as { last: number };
  return `${prefix}${day}${String(last).padStart(6, '0')}`;
};
