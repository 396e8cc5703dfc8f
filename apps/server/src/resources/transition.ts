import type { ActionDeclaration, Resource, StateLogEntry } from '@retail/contract';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import type { Scope } from '../scope/scope';
import { updatedStamp } from '../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../scope/scoped-db';
import type { ActionHandler } from './resource-actions';
import type { ResourceRow } from './resource.service';
import { ownerOfRow, stampOf, writeStateLog } from './state-log';

// The state machines of registry resources (receipts, shipments, counts, orders…): an action
// declared with `transition: { from, to }` moves the record's state field with a
// compare-and-set, runs the domain's effect in the same transaction (post stock, say), writes the
// state log and answers the record. A repeat on a record already in `to` is a success that
// changes nothing, so a retried request never posts twice.

/** What the domain does when the state moves (in the transaction that moves it). */
export type TransitionEffect = (context: {
  trx: Db;
  scope: Scope;
  /** The record before the change. */
  before: ResourceRow;
  /** The record after it. */
  row: ResourceRow;
}) => Promise<void>;

const camel = (table: string): OwnedTable =>
  table.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as OwnedTable;

/** The handler of a declared transition of this resource. */
export const transitionHandler = (
  db: Db,
  resource: Resource,
  action: string,
  effect?: TransitionEffect,
): ActionHandler => {
  const declared = (resource.actions as Record<string, ActionDeclaration> | undefined)?.[action];
  const field = resource.stateField;
  if (!declared?.transition || !field)
    throw new Error(`${resource.key}.${action} is not a transition of a record with a state`);
  const { from, to } = declared.transition;
  const table = camel(resource.table);

  return async ({ scope, body }) => {
    const { id, remark } = body as { id: number; remark?: string | null };
    return db.transaction().execute(async (trx) => {
      const before = (await findOwnedOr404(trx, scope, table, id)) as unknown as ResourceRow;
      const current = before[field] as number;
      if (current === to) return [before];
      if (!from.includes(current))
        throw new AppError(400, 'state.illegal', { field, values: { state: String(current) } });
      // Only if no one moved it meanwhile.
      const row = (await untyped(trx)
        .updateTable(table)
        .set({ [field]: to, ...updatedStamp(scope) })
        .where('id', '=', id)
        .where(field, '=', current)
        .returningAll()
        .executeTakeFirst()) as ResourceRow | undefined;
      if (!row) throw new AppError(400, 'state.changed');
      await effect?.({ trx, scope, before, row });
      await writeStateLog(trx, {
        owner: ownerOfRow(row),
        resource: resource.key,
        recordId: id,
        action,
        from: current,
        to: to,
        remark: remark ?? null,
        ...stampOf(scope),
      });
      return [row];
    });
  };
};

/** The state changes of one record the caller can see, oldest first (404 when they cannot). */
export const stateHistory = async (
  db: Db,
  scope: Scope,
  resource: Resource,
  id: number,
): Promise<StateLogEntry[]> => {
  await findOwnedOr404(db, scope, camel(resource.table), id);
  return (await untyped(db)
    .selectFrom('state_log')
    .select(['id', 'action', 'fromState', 'toState', 'remark', 'createBy', 'createDate'])
    .where('resource', '=', resource.key)
    .where('recordId', '=', id)
    .orderBy('id')
    .execute()) as StateLogEntry[];
};
