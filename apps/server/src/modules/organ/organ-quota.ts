import { ORGAN_CONF_KEYS, type OrganConfKey } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { subtreeRange } from '../../scope/scope';
import { withoutRowWall } from '../../scope/row-security';
import { untyped } from '../../scope/scoped-db';

// Organisation settings read along the organisation path (docs/organisations.md): the value in
// force for an organisation is its own row's, else its parent's, …, else the key's default.
// Quotas (`user.max`, `store.max`; 0 = unlimited) are enforced here for the user and store
// modules: one more record must fit under the quota in force at its organisation and at every
// organisation above it.

/** '/1/12/57/' → ['/1/', '/1/12/', '/1/12/57/']: the paths of an organisation and those above it. */
export const pathsAbove = (organPath: string): string[] => {
  const ids = organPath.split('/').filter(Boolean);
  return ids.map((_, index) => `/${ids.slice(0, index + 1).join('/')}/`);
};

const idOfPath = (path: string): number => Number(path.split('/').filter(Boolean).pop());

/**
 * The value of `key` in force for each organisation of the path, from the root down: the
 * nearest row on the way up, else the key's default.
 */
export const settingsAlongPath = async (
  db: Db,
  organPath: string,
  key: OrganConfKey,
): Promise<{ organId: number; organPath: string; value: number }[]> => {
  const paths = pathsAbove(organPath);
  const spec = ORGAN_CONF_KEYS[key];
  // Settings of the organisations above the caller's: read past the row-level wall.
  const rows = (await withoutRowWall(db, () =>
    untyped(db)
      .selectFrom('organConf')
      .select(['organId', 'value'])
      .where('setting', '=', spec.code)
      .where(
        'organId',
        'in',
        paths.map((path) => idOfPath(path)),
      )
      .execute(),
  )) as { organId: number; value: number }[];
  const own = new Map(rows.map((row) => [row.organId, Number(row.value)]));
  let inForce: number = spec.default;
  return paths.map((path) => {
    const organId = idOfPath(path);
    inForce = own.get(organId) ?? inForce;
    return { organId, organPath: path, value: inForce };
  });
};

/** The value of `key` in force for the organisation at `organPath`. */
export const effectiveSetting = async (
  db: Db,
  organPath: string,
  key: OrganConfKey,
): Promise<number> => (await settingsAlongPath(db, organPath, key)).at(-1)?.value ?? 0;

const COUNTED = {
  'user.max': { table: 'user', message: 'organQuota.users' },
  'store.max': { table: 'store', message: 'organQuota.stores' },
} as const satisfies Record<OrganConfKey, { table: string; message: string }>;

/**
 * Refuses (400 naming the quota and the organisation) one more user or store at `organPath`
 * when it would exceed the quota in force at that organisation or at any above it. Run it in the
 * transaction that creates the record, so that the count and the insert go together. A record
 * moving there is `moving` (its id): it is not counted where it already is.
 */
export const organQuota = async (
  trx: Db,
  organPath: string,
  key: OrganConfKey,
  moving?: number,
): Promise<void> => {
  // Counted over each organisation's whole subtree, siblings of the caller's included.
  await withoutRowWall(trx, () => checkQuotas(trx, organPath, key, moving));
};

const checkQuotas = async (
  trx: Db,
  organPath: string,
  key: OrganConfKey,
  moving: number | undefined,
): Promise<void> => {
  const { table, message } = COUNTED[key];
  for (const organ of await settingsAlongPath(trx, organPath, key)) {
    if (organ.value <= 0) continue;
    const [lower, upper] = subtreeRange(organ.organPath);
    let query = untyped(trx)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .where('organPath', '>=', lower)
      .where('organPath', '<', upper);
    if (moving !== undefined) query = query.where('id', '<>', moving);
    const counted = (await query.executeTakeFirstOrThrow()) as { count: number | string };
    if (Number(counted.count) + 1 <= organ.value) continue;
    const named = (await untyped(trx)
      .selectFrom('organ')
      .select('organName')
      .where('id', '=', organ.organId)
      .executeTakeFirst()) as { organName: string } | undefined;
    throw new AppError(400, message, {
      field: 'organId',
      values: { organ: named?.organName ?? String(organ.organId), max: String(organ.value) },
    });
  }
};
