import { afterAll, describe, expect, it } from 'vitest';
import { bypassScopeFiltersForTesting } from '../../src/scope/scope';
import { startTestApp } from '../support/test-app';
import { usesPostgres } from '../support/test-database';
import {
  apiRoutes,
  callEndpoint,
  fixturesOf,
  isEmptyAnswer,
  keyOf,
  payloadOf,
  targetOf,
} from './suite-support';
import {
  buildWorld,
  markerOf,
  type OrganKey,
  snapshot,
  tokenOf,
  unpreparedOwnedTables,
  type World,
} from './world';

// Generated from the server's own route table: every endpoint that reads or writes owned data
// is pointed at records outside the caller's scope, and must answer 404 or an empty answer,
// show none of the target's data, and change nothing. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL (node scripts/with-postgres.mjs npx vitest run --project api).

// Scheduled jobs off: "nothing changed" is read from the write journal, and a job's own writes
// (a report task coming due while the machine is busy) are not the request's.
const t = await startTestApp({ config: { captcha: false, jobs: false } });
const world: World = await buildWorld(t);
const { routes, problems } = apiRoutes(t);
afterAll(() => t.close());

// ISOLATION_WALL=rls: the scope layer's conditions are switched off once the world is built,
// so only PostgreSQL's row-level security wall stands between the callers and the targets.
const wallOnly = process.env.ISOLATION_WALL === 'rls';
if (wallOnly) {
  if (!usesPostgres()) throw new Error('ISOLATION_WALL=rls needs PostgreSQL (TEST_DATABASE_URL)');
  bypassScopeFiltersForTesting(true);
  afterAll(() => bypassScopeFiltersForTesting(false));
}

type Case = {
  name: string;
  attacker: keyof World['users'];
  target: OrganKey;
  /** Any text of the target's records starts with this. */
  leak: string;
};

const CASES: Case[] = [
  {
    name: 'tenant A (every authority) → tenant B',
    attacker: 'tenantAdmin',
    target: 'B1',
    leak: markerOf('B'),
  },
  {
    name: 'sub-organisation A1 → its sibling A2',
    attacker: 'subUser',
    target: 'A2',
    leak: markerOf('A2'),
  },
];

describe('endpoint isolation', () => {
  it('every API route is a classified contract endpoint', () => {
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(0);
  });

  it('every owned table has a row recipe in fixtures.ts (ownedRows)', () => {
    expect(
      world.missingRecipes,
      'add a recipe for each to ownedRows in apps/server/test/isolation/fixtures.ts',
    ).toEqual([]);
  });

  it('every owned table is prepared for the scope range (prepareOwnedTable in its migration)', async () => {
    expect(
      await unpreparedOwnedTables(t),
      'call prepareOwnedTable(db, dialect, table) from apps/server/src/scope/scope-schema.ts in the migration',
    ).toEqual([]);
  });

  // Shoppers' endpoints take a shopper's token, not a console user's: order-shopper-isolation.test.ts.
  const covered = routes.filter(
    ({ def }) =>
      def.isolation !== 'public' && def.isolation !== 'global' && def.isolation !== 'shopper',
  );

  for (const { def, route } of covered) {
    describe(keyOf(def), () => {
      // A route whose wall is the whole tenant (the approvals' task calls, docs/security.md) is
      // proven against the sibling by the scope layer's run only: the wall alone cannot.
      const cases =
        wallOnly && route.rowReach === 'tenant'
          ? CASES.filter((scenario) => scenario.target !== 'A2')
          : CASES;
      for (const scenario of cases) {
        it(scenario.name, async () => {
          const fixtures = fixturesOf(def);
          if (typeof fixtures === 'string') throw new Error(fixtures);
          const target = targetOf(world, scenario.target, def);
          for (const [index, fixture] of fixtures.entries()) {
            const token = await tokenOf(t, world.users[scenario.attacker]);
            const before = await snapshot(t.app.db);
            const response = await callEndpoint(t, def, fixture.request(target), token, target);
            const after = await snapshot(t.app.db);
            const which = `${keyOf(def)}${fixtures.length > 1 ? ` (request ${index + 1})` : ''}`;
            const shown = `${response.statusCode} ${response.body.slice(0, 500)}`;

            expect(
              [200, 404].includes(response.statusCode),
              `${which} must answer 404 (or an empty 200) for ${target.marker}'s records; got ` +
                `${shown}. A 400 usually means its fixture in fixtures.ts sends an invalid request.`,
            ).toBe(true);
            expect(
              response.body,
              `${which} leaked ${target.marker}'s data: ${shown}`,
            ).not.toContain(scenario.leak);
            if (response.statusCode === 200 && fixture.answer !== 'own-data') {
              expect(
                isEmptyAnswer(payloadOf(response.json())),
                `${which} answered 200 with data for ${target.marker}'s ids: ${shown}`,
              ).toBe(true);
            }
            expect(after, `${which} changed the database`).toEqual(before);
          }
        });
      }
    });
  }
});
