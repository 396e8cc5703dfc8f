// The mixed workload's users and what each can see: accounts of several tenants and
// organisation levels added to the bench database (before the server starts), then, through
// the running server's API, the rows each of them reads and edits during the run.
import { endpoints } from '@retail/contract';
import type { DatabaseConfig } from '../apps/server/src/config/config';
import { createDatabase } from '../apps/server/src/db/database';
import type { Organ } from '../apps/server/src/db/schema';
import { DEMO_ROLE_NAMES, roleAuthorityCodes } from '../apps/server/src/db/seed/roles';
import { ensureRole, ensureUser, grantExactly } from '../apps/server/src/db/seed/seed-helpers';
import { hashPassword } from '../apps/server/src/lib/password';
import { logIn, sessionHeaders } from './http-load';
import { TENANT_ADMIN } from './seed-goods';
import type { Actor, GoodsSample, Role } from './workload-mix';

type Where = 'platform' | 'tenant' | 'region' | 'store';
type UserSpec = {
  userName: string;
  name: string;
  role: Role;
  /** The first or the second bench tenant. */
  tenant: 0 | 1;
  share: number;
};

/** Who works during the run; store operators send most requests, as there are most of them. */
export const USERS: readonly UserSpec[] = [
  { userName: 'admin', name: 'platform admin', role: 'platform', tenant: 0, share: 10 },
  { userName: TENANT_ADMIN, name: 'tenant admin (North)', role: 'tenant', tenant: 0, share: 15 },
  {
    userName: 'bench-south-admin',
    name: 'tenant admin (South)',
    role: 'tenant',
    tenant: 1,
    share: 15,
  },
  {
    userName: 'bench-north-region',
    name: 'region admin (North)',
    role: 'region',
    tenant: 0,
    share: 20,
  },
  {
    userName: 'bench-north-store',
    name: 'store operator (North)',
    role: 'store',
    tenant: 0,
    share: 20,
  },
  {
    userName: 'bench-south-store',
    name: 'store operator (South)',
    role: 'store',
    tenant: 1,
    share: 20,
  },
];
const ROLE_CODES: Record<Exclude<Where, 'platform'>, 'tenant-admin' | 'store-operator'> = {
  tenant: 'tenant-admin',
  region: 'tenant-admin',
  store: 'store-operator',
};
/** Stores each non-platform user opens before the run (the bench data has none). */
const STORES_EACH = 3;
const SAMPLE_PAGE = 50;

const depthOf = (organ: Organ) => organ.organPath.split('/').length - 2;

/** The organisation a user works at: a tenant's root, a region below it, or a deepest store. */
const organOf = (organs: Organ[], tenants: Organ[], spec: UserSpec): Organ => {
  const tenant = tenants[spec.tenant];
  if (!tenant) throw new Error('The bench data has fewer than two tenants');
  const inTenant = organs.filter((organ) => organ.organPath.startsWith(tenant.organPath));
  const depth =
    spec.role === 'region'
      ? depthOf(tenant) + 1
      : spec.role === 'store'
        ? Math.max(...inTenant.map(depthOf))
        : depthOf(tenant);
  const organ = inTenant.find((candidate) => depthOf(candidate) === depth);
  if (!organ) throw new Error(`No organisation for ${spec.userName}`);
  return organ;
};

/** Adds the users (the platform admin and the first tenant admin exist already). */
export const addBenchUsers = async (
  config: DatabaseConfig,
  password: string,
  nowMs = Date.now(),
) => {
  const handle = createDatabase(config);
  try {
    const hash = await hashPassword(password);
    await handle.db.transaction().execute(async (trx) => {
      const organs = await trx.selectFrom('organ').selectAll().orderBy('id').execute();
      const tenants = organs.filter((organ) => organ.type === 1);
      for (const spec of USERS) {
        if (spec.role === 'platform') continue;
        const code = ROLE_CODES[spec.role];
        const tenant = tenants[spec.tenant] as Organ;
        const roleId = await ensureRole(trx, tenant, code, DEMO_ROLE_NAMES[code], nowMs);
        await grantExactly(trx, roleId, roleAuthorityCodes[code]());
        const organ = organOf(organs, tenants, spec);
        await ensureUser(
          trx,
          { userName: spec.userName, name: spec.name, organ, roleId },
          async () => hash,
          nowMs,
        );
      }
    });
  } finally {
    await handle.db.destroy();
  }
};

type Paged<T> = { entities?: T[]; totalCount?: number; description?: string };

export type Client = {
  /** A console call as the user; throws on anything but 2xx. */
  call: <T>(method: 'POST' | 'PATCH', path: string, body: unknown) => Promise<T>;
  headers: Record<string, string>;
};

export const clientOf = async (
  baseUrl: string,
  userName: string,
  password: string,
): Promise<Client> => {
  const headers = sessionHeaders(await logIn(baseUrl, userName, password));
  return {
    headers,
    call: async <T>(method: 'POST' | 'PATCH', path: string, body: unknown) => {
      const response = await fetch(baseUrl + path, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as T & { description?: string };
      if (!response.ok)
        throw new Error(`${userName} ${path}: ${response.status} ${answer.description ?? ''}`);
      return answer;
    },
  };
};

const idsOf = async (client: Client, path: string) =>
  (
    (
      await client.call<Paged<{ id: number }>>(
        'POST',
        `${path}?pageNum=1&pageSize=${SAMPLE_PAGE}`,
        {},
      )
    ).entities ?? []
  ).map((row) => row.id);

const unique = (ids: number[]) => [...new Set(ids)];

/** What one user sees: goods of a first and a later page, categories, brands, stores. */
const actorOf = async (spec: UserSpec, client: Client): Promise<Actor> => {
  const goodsPath = endpoints.goods.list.path;
  const first = await client.call<Paged<GoodsSample>>(
    'POST',
    `${goodsPath}?pageNum=1&pageSize=${SAMPLE_PAGE}`,
    {},
  );
  const total = first.totalCount ?? 0;
  const laterPage = Math.max(1, Math.min(200, Math.floor(total / SAMPLE_PAGE)));
  const later = await client.call<Paged<GoodsSample>>(
    'POST',
    `${goodsPath}?pageNum=${laterPage}&pageSize=${SAMPLE_PAGE}`,
    {},
  );
  const goods = [...(first.entities ?? []), ...(later.entities ?? [])].map(
    ({ id, goodsName, goodsCode, goodsTypeId, brandId }) => ({
      id,
      goodsName,
      goodsCode,
      goodsTypeId,
      brandId,
    }),
  );
  const actor = {
    name: spec.name,
    role: spec.role,
    share: spec.share,
    goods,
    // Categories and brands belong to the tenant's root: a region or a store does not list
    // them, but filters its goods by those its goods carry.
    typeIds: unique([
      ...(await idsOf(client, endpoints.goodsType.list.path)),
      ...goods.map((row) => row.goodsTypeId),
    ]),
    brandIds: unique([
      ...(await idsOf(client, endpoints.brand.list.path)),
      ...goods.flatMap((row) => (row.brandId === null ? [] : [row.brandId])),
    ]),
    storeIds: await idsOf(client, endpoints.store.list.path),
    pages: Math.ceil(total / 20),
  };
  for (const [what, list] of Object.entries({
    goods,
    typeIds: actor.typeIds,
    brandIds: actor.brandIds,
    storeIds: actor.storeIds,
  }))
    if (list.length === 0) throw new Error(`${spec.name} sees no ${what}`);
  return actor;
};

/** Logs every user in, opens a few stores for each, and finds what each can see. */
export const actorsOf = async (baseUrl: string, password: string) => {
  const clients = await Promise.all(
    USERS.map((spec) => clientOf(baseUrl, spec.userName, password)),
  );
  for (const [index, spec] of USERS.entries())
    if (spec.role !== 'platform')
      for (let store = 1; store <= STORES_EACH; store += 1)
        await clients[index]?.call('PATCH', endpoints.store.edit.path, {
          storeName: `Bench store ${spec.userName} ${store}`,
          city: 'Bench',
        });
  const actors: Actor[] = [];
  for (const [index, spec] of USERS.entries())
    actors.push(await actorOf(spec, clients[index] as Client));
  return { actors, headers: clients.map((client) => client.headers) };
};
