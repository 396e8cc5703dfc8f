import { type Migration, sql } from 'kysely';
import type { AnyDb } from './columns';

// Pay ways and channel interfaces are the tenant's as a whole (`scope: 'tenant'`,
// packages/contract/src/payment/channel.resource.ts): rows an organisation below the tenant's
// root wrote before move to the root (a tenant's root organisation has the tenant's id), so
// every user of the tenant reads them and its root's users write them.

const TABLES = ['pay_way', 'pay_interface_define'] as const;

export const tenantWidePayChannels = (): Migration => ({
  async up(db: AnyDb) {
    for (const table of TABLES)
      await sql`update ${sql.table(table)} set organ_id = tenant_id,
        organ_path = (select o.organ_path from organ o where o.id = ${sql.table(table)}.tenant_id)
        where organ_id <> tenant_id`.execute(db);
  },
  async down() {
    // Nothing to undo: the rows stay with their tenant.
  },
});
