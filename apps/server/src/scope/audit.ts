import type { AuditAction } from '@retail/contract';
import type { Db } from '../db/database';
import { createdStamp, type Scope } from './scope';

// The audit log (issue 14, docs/security.md "Audit log"): what the scope layer's writes
// (`ownedInsert`, `scopedUpdate`, `scopedDelete`) did to a record, written in the same
// transaction as the change: who, when, the fields changed, the record before and after.
// The row belongs to the record's organisation, so it is seen where the record is.

type Values = Record<string, unknown>;

/** Never copied into the log: password hashes, secrets, tokens. */
const SECRET = /password|secret|token|hash/i;
/** Stamps every write moves: not "changes". */
const STAMPS = new Set(['createBy', 'createDate', 'updateBy', 'updateDate']);
const JSON_LIMIT = 100_000;
const CHANGES_LIMIT = 2000;

const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

const redacted = (row: Values | undefined): Values | undefined =>
  row &&
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, SECRET.test(key) ? '******' : value]),
  );

const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1)}…` : text;

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '∅';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return cut(text, 80);
};

/** `name: "Old" → "New"; sort: 1 → 2` for a change, `name: "New"` for a new or removed record. */
export const changesOf = (before: Values | undefined, after: Values | undefined): string => {
  const fields = Object.keys({ ...before, ...after }).filter(
    (key) => !STAMPS.has(key) && key !== 'id',
  );
  const parts =
    before && after
      ? fields
          .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
          .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`)
      : fields
          .filter((key) => ['tenantId', 'organPath'].every((owner) => owner !== key))
          .filter((key) => (after ?? before)?.[key] !== null)
          .map((key) => `${key}: ${shown((after ?? before)?.[key])}`);
  return cut(parts.join('; '), CHANGES_LIMIT);
};

/** Writes the log row of one change, in `db` (the change's transaction). */
export const auditChange = async (
  db: Db,
  scope: Scope,
  table: string,
  action: AuditAction,
  before: Values | undefined,
  after: Values | undefined,
): Promise<void> => {
  const row = (after ?? before) as Values;
  const [old, now] = [redacted(before), redacted(after)];
  await (db as unknown as Db)
    .insertInto('auditLog' as never)
    .values({
      tenantId: row.tenantId,
      organId: row.organId,
      organPath: row.organPath,
      ...createdStamp(scope),
      tableName: snakeCase(table),
      recordId: Number(row.id),
      action,
      userId: scope.userId,
      changes: changesOf(old, now),
      before: old ? cut(JSON.stringify(old), JSON_LIMIT) : null,
      after: now ? cut(JSON.stringify(now), JSON_LIMIT) : null,
    } as never)
    .execute();
};

/** Runs `work` in `db`'s transaction, or in a new one when `db` is not a transaction. */
export const atomically = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);
