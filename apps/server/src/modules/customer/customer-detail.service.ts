import type { CustomerDetail } from '@retail/contract';
import type { Db } from '../../db/database';
import type { ResourceServices } from '../../resources/resource-services';
import type { ResourceRow } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable } from '../../scope/scoped-db';
import type { LedgerCustomer } from './customer-ledger';
import { levelRow, levelsOf } from './customer-level';

// One customer's detail (docs/customers.md): the customer read through the registry's customer
// resource (so with the caller's scope: another organisation's customer is a 404), with their
// level's terms and the next level's threshold. The detail's tabs are the registry's lists
// narrowed to the customer.

export const createCustomerDetails = ({
  db,
  services,
}: {
  db: Db;
  services: ResourceServices['services'];
}) => {
  const detail = async (scope: Scope, id: number): Promise<CustomerDetail> => {
    const row = (await findOwnedOr404(
      db,
      scope,
      'customer' as OwnedTable,
      id,
    )) as unknown as ResourceRow & LedgerCustomer;
    const [[customer], level, levels] = await Promise.all([
      services.customer.recordsOf(scope, [row]),
      levelRow(db, row.levelId),
      levelsOf(db, row.tenantId),
    ]);
    const next = levels.find((candidate) => candidate.level > (level?.level ?? 0));
    return {
      customer: customer as unknown as CustomerDetail['customer'],
      level: (level ?? null) as CustomerDetail['level'],
      nextLevel: (next ?? null) as CustomerDetail['nextLevel'],
    };
  };
  return { detail };
};

export type CustomerDetails = ReturnType<typeof createCustomerDetails>;
