import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { callAs } from './admin-calls';
import { bodyOf, expectStatus, type TestApp } from './test-app';

// The calls a registry resource's API test makes, as one of the demo users, under one path
// prefix (`/api/warehouse/`): edit, list, an action, and the refusal check.

export type Row = { id: number } & Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * `session` is read at each call (the app and tokens are made in `beforeAll`); `me` is who
 * calls when a call does not say.
 */
export const resourceCalls = <W extends string>(
  session: () => { t: TestApp; tokens: Record<W, string> },
  prefix: string,
  me: NoInfer<W>,
) => {
  const call = (who: W, method: Method, path: string, payload?: object, language?: string) =>
    callAs(session().t, session().tokens[who], method, `${prefix}${path}`, payload, language);
  const ok = <T>(response: LightMyRequestResponse): T => {
    expectStatus(response, 200);
    return bodyOf(response).data as T;
  };
  return {
    call,
    /** Creates or updates; answers the record (200 checked). */
    edit: async (path: string, body: object, who: W = me) =>
      ok<Row>(await call(who, 'PATCH', `${path}/edit`, body)),
    /** A POST of an action (or any call) as it answers. */
    act: (path: string, body: object, who: W = me, language?: string) =>
      call(who, 'POST', path, body, language),
    /** The first 100 rows of a list with this filter (200 checked). */
    entities: async (path: string, filter: object = {}, who: W = me): Promise<Row[]> => {
      const response = await call(who, 'POST', `${path}/list?pageSize=100&pageNum=1`, filter);
      expectStatus(response, 200);
      return (response.json() as { entities: Row[] }).entities;
    },
    /** Checks a refusal's status (and field); answers its description. */
    refused: (response: LightMyRequestResponse, status: number, field?: string) => {
      expectStatus(response, status);
      if (field !== undefined) expect(bodyOf(response).field).toBe(field);
      return bodyOf(response).description;
    },
  };
};
