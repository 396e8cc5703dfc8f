import { afterAll, describe, expect, it } from 'vitest';
import { grantExactly } from '../../src/db/seed/seed-helpers';
import { startTestApp } from '../support/test-app';
import { apiRoutes, callEndpoint, firstRequestOf, keyOf, targetOf } from './suite-support';
import { buildWorld, snapshot, tokenOf, type World } from './world';

// Generated from the server's own route table: every endpoint that needs an authority refuses
// (403, nothing changed) a user holding every other authority, even when pointed at records
// of their own organisation; every endpoint that needs a session refuses a call without (401).

// Scheduled jobs off: "nothing changed" is read from the write journal, and a job's own writes
// (a report task coming due while the machine is busy) are not the request's.
const t = await startTestApp({ config: { captcha: false, jobs: false } });
const world: World = await buildWorld(t);
const { routes, problems } = apiRoutes(t);
afterAll(() => t.close());

describe('endpoint authorities', () => {
  it('every API route is a classified contract endpoint', () => {
    expect(problems).toEqual([]);
  });

  for (const { def } of routes) {
    const { access } = def;
    if (access === 'public') continue;
    // Pointed at the caller's own sub-organisation: only the missing authority may refuse it.
    const request = () => {
      const target = targetOf(world, 'A1', def);
      return { target, request: firstRequestOf(def, target) };
    };

    if (typeof access === 'object') {
      it(`${keyOf(def)} refuses a user without ${access.authority}`, async () => {
        expect(world.allCodes, `${access.authority} is not in the authority tree`).toContain(
          access.authority,
        );
        await grantExactly(
          t.app.db,
          world.lackingRoleId,
          world.allCodes.filter((code) => code !== access.authority),
        );
        const token = await tokenOf(t, world.users.lacking);
        const { target, request: sent } = request();
        const before = await snapshot(t.app.db);
        const response = await callEndpoint(t, def, sent, token, target);
        expect(response.statusCode, response.body).toBe(403);
        expect(await snapshot(t.app.db)).toEqual(before);
      });
    }

    it(`${keyOf(def)} refuses a call without a session`, async () => {
      const { target, request: sent } = request();
      const before = await snapshot(t.app.db);
      const response = await callEndpoint(t, def, sent, null, target);
      expect(response.statusCode, response.body).toBe(401);
      expect(await snapshot(t.app.db)).toEqual(before);
    });
  }
});
