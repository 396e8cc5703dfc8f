import type { ResourceServices } from '../../resources/resource-services';
import type { Scope } from '../../scope/scope';
import type { Db } from '../database';
import { seedScopeOf } from './seed-helpers';

// The demo tenant's organisation types and its root organisation's profile (SEED=demo), made
// through the registry's services with their checks, as the tenant administrator's clicks would.

const TENANT_ADMIN = 'sunrise.admin';

/** A valid unified social credit code (its check character agrees), made up for the demo. */
export const DEMO_CREDIT_CODE = '91310000MA1FL4CT3U';

type Row = { id: number } & Record<string, unknown>;

/** Once per database: skipped when the demo tenant has organisation types already. */
export const seedDemoOrganisations = async (
  db: Db,
  { services }: ResourceServices,
  nowMs: number,
): Promise<void> => {
  const scope = await seedScopeOf(db, TENANT_ADMIN, nowMs);
  if (!scope) return;
  if ((await services.organType.all(scope, {} as never)).length > 0) return;
  const edit = async (service: { edit: (s: Scope, b: never) => Promise<unknown> }, body: object) =>
    (await service.edit(scope, body as never)) as Row;
  const headquarters = await edit(services.organType, {
    code: 'HQ',
    name: 'Headquarters',
    level: 1,
    remark: 'The tenant itself',
  });
  await edit(services.organType, {
    code: 'STORE',
    name: 'Franchise store',
    level: 3,
    remark: 'A store run by a franchisee',
  });
  await edit(services.organInfo, {
    organTypeId: headquarters.id,
    fullName: 'Sunrise Retail Co., Ltd.',
    shortName: 'Sunrise Retail',
    creditCode: DEMO_CREDIT_CODE,
    legalPerson: 'Zhang Wei',
    contactName: 'Chen Jing',
    contactPhone: '021-5555-0100',
    address: '100 Century Avenue, Pudong, Shanghai',
    description: 'Headquarters of the Sunrise Retail chain.',
  });
};
