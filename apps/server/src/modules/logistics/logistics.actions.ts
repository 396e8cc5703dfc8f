import type { Db } from '../../db/database';
import type { OwnedTable } from '../../scope/scoped-db';
import { findOwnedOr404, scopedUpdate } from '../../scope/scoped-db';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceRow } from '../../resources/resource.service';

const TABLE = 'logisticsCompany' as OwnedTable;

/**
 * Logistics companies' actions. `enable`: every id must be the caller's to see (else 404 and
 * nothing changes); companies already in that state stay as they are, so a repeat is harmless.
 */
export const createLogisticsActions = ({ db }: { db: Db }) => {
  const enable: ActionHandler = async ({ scope, body }) => {
    const { ids, enable: value } = body as { ids: number[]; enable: 0 | 1 };
    return db.transaction().execute(async (trx) => {
      const changed: ResourceRow[] = [];
      for (const id of [...new Set(ids)]) {
        const row = (await findOwnedOr404(trx, scope, TABLE, id)) as unknown as ResourceRow;
        changed.push(
          row.enable === value
            ? row
            : ((await scopedUpdate(trx, scope, TABLE, id, {
                enable: value,
              } as never)) as unknown as ResourceRow),
        );
      }
      return changed;
    });
  };
  return { enable };
};
