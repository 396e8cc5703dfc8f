import { randomUUID } from 'node:crypto';
import { type EndpointDef, endpointUrl, type Resource } from '@retail/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { Organ } from '../../src/db/schema';
import { ensureRole, ensureUser, grantExactly } from '../../src/db/seed/seed-helpers';
import { startTestApp } from '../support/test-app';
import type { Row } from './fixture-helpers';
import { ownedRows } from './fixtures';
import { bodyOf, sharedResources } from './registry-fixtures';
import { buildWorld, insertRow, snapshot, tokenOf, type World } from './world';

// Generated from the registry: every resource whose rows are shared above their owner is read
// by those it is shared with and written only by its owner's users. `tenant`: a row of the
// tenant's root is in the list of a user of a sub-organisation, whose edit, remove (404) and
// new row (403) are refused with nothing changed, while the root's user removes it. `platform`:
// the same between a tenant's administrator and the platform's staff. On SQLite and on
// PostgreSQL, where the writers' calls pass the row-level wall.

const t = await startTestApp({ config: { captcha: false, jobs: false } });
const world: World = await buildWorld(t);
afterAll(() => t.close());

const db = t.app.db;
const platformOrgan = (await db
  .selectFrom('organ')
  .selectAll()
  .where('parentId', 'is', null)
  .executeTakeFirstOrThrow()) as Organ;
const platformRole = await ensureRole(db, platformOrgan, 'iso-shared', 'iso shared', t.clock.now());
await grantExactly(db, platformRole, world.allCodes);
await ensureUser(
  db,
  { userName: 'iso-platform', name: 'iso-platform', organ: platformOrgan, roleId: platformRole },
  async () => 'no-login',
  t.clock.now(),
);
const platformUser = (await db
  .selectFrom('user')
  .selectAll()
  .where('userName', '=', 'iso-platform')
  .executeTakeFirstOrThrow()) as unknown as Row;

type Who = 'platform' | 'tenantAdmin' | 'subUser';
const userOf = (who: Who): Row => (who === 'platform' ? platformUser : world.users[who]);

const call = async (
  who: Who,
  def: EndpointDef,
  request: { body?: unknown; query?: Record<string, number> },
) => {
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]),
  ).toString();
  return t.app.inject({
    method: def.method,
    url: `${endpointUrl(def, {})}${query ? `?${query}` : ''}`,
    headers: {
      authorization: `Bearer ${await tokenOf(t, userOf(who))}`,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });
};

/** Each kind: who owns the rows, who reads them only, who writes them. */
const KINDS = {
  tenant: { owner: () => world.organs.A, reader: 'subUser', writer: 'tenantAdmin' },
  platform: { owner: () => platformOrgan, reader: 'tenantAdmin', writer: 'platform' },
} as const satisfies Record<string, { owner: () => Organ; reader: Who; writer: Who }>;

describe('shared scope kinds', () => {
  it('the registry has resources of each shared kind', () => {
    const kinds = new Set(sharedResources().map((resource) => resource.scope));
    expect([...kinds].sort()).toEqual(['platform', 'tenant']);
  });

  for (const resource of sharedResources()) {
    const kind = KINDS[resource.scope as keyof typeof KINDS];
    const endpoints = resource.endpoints as Record<string, EndpointDef>;
    const { list, edit, remove } = endpoints as Record<'list' | 'edit' | 'remove', EndpointDef>;
    describe(`${resource.key} (${resource.scope})`, () => {
      /** A fresh row of the owner, marked, that nothing refers to. */
      const shared = async (): Promise<Row> => {
        const organ = kind.owner();
        const marker = `iso-shared-${randomUUID().slice(0, 6)}`;
        const recipe = ownedRows[resource.table];
        if (!recipe) throw new Error(`no row recipe for ${resource.table}`);
        return insertRow(db, resource.table, {
          ...recipe({ marker, organ, rows: world.rows.A, unique: randomUUID().slice(0, 8) }),
          tenantId: organ.tenantId,
          organId: organ.id,
          organPath: organ.organPath,
        });
      };
      const listed = async (who: Who) => {
        const response = await call(who, list, { query: { pageSize: 100, pageNum: 1 }, body: {} });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as { entities: Row[] }).entities.map((row) => row.id);
      };

      it(`is read by ${kind.reader}, who may not change it (404, 403, nothing changed)`, async () => {
        const row = await shared();
        expect(await listed(kind.reader)).toContain(row.id);
        const before = await snapshot(db);
        const body = bodyOf(
          resource as Resource,
          'changed',
        )({ ...world, rows: world.rows.A } as never);
        expect((await call(kind.reader, edit, { body: { ...body, id: row.id } })).statusCode).toBe(
          404,
        );
        expect((await call(kind.reader, remove, { query: { id: row.id } })).statusCode).toBe(404);
        const created = await call(kind.reader, edit, { body });
        expect(created.statusCode, created.body).toBe(403);
        expect(await snapshot(db)).toEqual(before);
      });

      it(`is written by ${kind.writer}`, async () => {
        const row = await shared();
        expect(await listed(kind.writer)).toContain(row.id);
        const removed = await call(kind.writer, remove, { query: { id: row.id } });
        expect(removed.statusCode, removed.body).toBe(200);
        expect(await listed(kind.reader)).not.toContain(row.id);
      });
    });
  }

  // An edit is checked by each resource's own rules too: one valid body per kind, by hand.
  const EDITS = [
    { key: 'payWay', body: { wayCode: 'ISO_SHARED', name: 'Shared way' }, shown: 'Shared way' },
    { key: 'renovationThemeBase', body: { name: 'Shared theme' }, shown: 'Shared theme' },
  ] as const;
  for (const { key, body, shown } of EDITS) {
    const resource = sharedResources().find((entry) => entry.key === key) as Resource;
    const kind = KINDS[resource.scope as keyof typeof KINDS];
    const { list, edit } = resource.endpoints as Record<'list' | 'edit', EndpointDef>;
    it(`${key}: ${kind.writer} changes a shared row (through the row-level wall), ${kind.reader} reads it`, async () => {
      const organ = kind.owner();
      const row = await insertRow(db, resource.table, {
        ...ownedRows[resource.table]?.({
          marker: 'iso-edit',
          organ,
          rows: world.rows.A,
          unique: randomUUID().slice(0, 8),
        }),
        tenantId: organ.tenantId,
        organId: organ.id,
        organPath: organ.organPath,
      });
      const edited = await call(kind.writer, edit, { body: { ...body, id: row.id } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ data: { organId: organ.id } });
      const seen = await call(kind.reader, list, {
        query: { pageSize: 100, pageNum: 1 },
        body: {},
      });
      expect(seen.body).toContain(shown);
    });
  }
});
