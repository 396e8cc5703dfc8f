import {
  allEndpoints,
  type EndpointDef,
  isRowId,
  type RequestLeaf,
  requestLeaves,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './isolation/world';
import { callAs, startDemoApp, userIdOf } from './support/admin-calls';
import { multipart } from './support/multipart';
import {
  fieldPath,
  inBatches,
  keyOf,
  LOCALES,
  refusalProblem,
  sampleOf,
  sampleUrl,
  type Sent,
  sendBody,
  withValue,
} from './support/request-samples';
import { ADMIN_PASSWORD, bearer, bodyOf, login } from './support/test-app';

// Ids are positive integers: a number in a JSON body, digits (no sign, exponent, hex, leading
// zero, blank or repetition) in a query string, a path or a form field. Anything else is a 400
// naming the field, and changes nothing: `{"id": true}` once reset the platform admin's password.

/** What a JSON body may not carry as an id (nor as an element of a list of ids). */
const BAD_BODY_IDS: unknown[] = [true, [5], '5', 1.5, -1, 0, 2_147_483_648];
/** What a list of ids may not be. */
const BAD_ID_LISTS: unknown[] = [true, '5', 1.5, -1, 0, 2_147_483_648];
/** What an id in a query string may not be (an array: the parameter repeated). */
const BAD_TEXT_IDS: (string | string[])[] = [
  'true',
  '1e3',
  '0x10',
  '',
  ['5', '6'],
  '1.5',
  '-1',
  '0',
  '07',
  ' 7',
  '+7',
  '2147483648',
];

/** What an id in a path may not be (a blank or repeated segment is another route: a 404). */
const BAD_PATH_IDS: string[] = [
  'true',
  '1e3',
  '0x10',
  '1.5',
  '-1',
  '0',
  '07',
  ' 7',
  '+7',
  '2147483648',
];

const idLeaves = allEndpoints().flatMap((def) =>
  requestLeaves(def)
    .filter((leaf) => !leaf.recordKey && isRowId(leaf))
    .map((leaf) => ({ def, leaf })),
);

type Case = {
  def: EndpointDef;
  leaf: Pick<RequestLeaf, 'part' | 'path'>;
  value: unknown;
  /** The body sent; for a query case, the query string. */
  body?: unknown;
  query?: string;
  params?: Record<string, string>;
  /** Whether the rest of the request is valid, so the answer must name this field. */
  named: boolean;
};

const bodyCases = (
  def: EndpointDef,
  path: (string | number)[],
  values: unknown[],
  good: unknown,
) => {
  const schema = def.body;
  if (!schema) return [];
  const named = schema.safeParse(withValue(schema, path, good)).success;
  return values.map((value): Case => ({
    def,
    leaf: { part: 'body', path },
    value,
    body: withValue(schema, path, value),
    named,
  }));
};

const queryString = (name: string, value: string | string[]): string =>
  (Array.isArray(value) ? value : [value])
    .map((each) => `${name}=${encodeURIComponent(each)}`)
    .join('&');

const cases: Case[] = idLeaves.flatMap(({ def, leaf }): Case[] => {
  if (leaf.part === 'body') {
    const inList = leaf.path.at(-1) === 0;
    return [
      ...bodyCases(def, leaf.path, BAD_BODY_IDS, 1),
      ...(inList ? bodyCases(def, leaf.path.slice(0, -1), BAD_ID_LISTS, [1]) : []),
    ];
  }
  if (leaf.part === 'query' && leaf.path.length === 1)
    return BAD_TEXT_IDS.map((value) => ({
      def,
      leaf,
      value,
      query: queryString(String(leaf.path[0]), value),
      ...(def.body ? { body: sampleOf(def.body) } : {}),
      named: true,
    }));
  if (leaf.part === 'params' && leaf.path.length === 1)
    return BAD_PATH_IDS.map((value) => ({
      def,
      leaf,
      value,
      params: { [String(leaf.path[0])]: value },
      ...(def.body ? { body: sampleOf(def.body) } : {}),
      named: true,
    }));
  throw new Error(`${keyOf(def)}: an id in ${leaf.part} the suite does not know how to send`);
});

/** Endpoints that take `?id=`. */
const queryIdEndpoints = [
  ...new Set(idLeaves.filter(({ leaf }) => leaf.part === 'query').map(({ def }) => def)),
];

let c: Awaited<ReturnType<typeof startDemoApp>>;

/** A Sunrise storefront shopper's token: the shoppers' endpoints are called with it. */
let shopperToken = '';
/** The token an endpoint is called with: a shopper's, or the platform admin's. */
const tokenFor = (def: EndpointDef): string => (def.access === 'shopper' ? shopperToken : c.admin);

beforeAll(async () => {
  c = await startDemoApp();
  shopperToken = await c.shopper();
});
afterAll(() => c.t.close());

describe('strict ids', () => {
  it('the walk finds the id fields of bodies and query strings', () => {
    const keys = new Set(
      idLeaves.map(({ def, leaf }) => `${keyOf(def)} ${leaf.part}.${fieldPath(leaf.path)}`),
    );
    for (const expected of [
      'POST /api/admin/user/reset-password body.id',
      'POST /api/admin/user/enable body.id',
      'POST /api/admin/get-user-info body.userId',
      'POST /api/ministore/goods/lanuch body.ids.0',
      'POST /api/ministore/goods-sku/save-spec-values body.values.0.itemIds.0',
      'DELETE /api/admin/user/remove query.id',
      'DELETE /api/ministore/brand/remove query.id',
      'GET /api/admin/export/download query.id',
    ])
      expect(keys).toContain(expected);
    expect(cases.length).toBeGreaterThan(500);
    // Every body case can be told apart: the rest of its sample body is valid.
    expect(cases.filter((entry) => !entry.named).map((entry) => keyOf(entry.def))).toEqual([]);
  });

  it('refuses an id of the wrong type in every body, query string and path with a 400 naming it, and changes nothing', async () => {
    const before = await snapshot(c.t.app.db);
    const problems = (
      await inBatches(cases, 8, async (entry, index): Promise<string> => {
        const locale = LOCALES[index % LOCALES.length] ?? 'en';
        const response = await sendBody(
          c.t,
          tokenFor(entry.def),
          entry.def,
          entry.body,
          locale,
          entry.query,
          entry.params,
        );
        const sent: Sent = {
          def: entry.def,
          leaf: entry.leaf,
          value: entry.value,
          field: entry.named ? fieldPath(entry.leaf.path) : undefined,
          locale,
          response,
        };
        // `?id=` (blank) is a missing id.
        return refusalProblem(sent, entry.value === '' ? ['field.required'] : ['field.invalid']);
      })
    ).filter(Boolean);
    expect(problems).toEqual([]);
    expect(await snapshot(c.t.app.db)).toEqual(before);
  }, 90_000); // over 500 calls in one walk: a loaded machine takes longer than the default

  it('`{"id": true}` on reset-password leaves the platform admin’s password alone', async () => {
    const adminId = await userIdOf(c.t, 'admin');
    expect(adminId).toBe(1);
    for (const id of [true, [adminId], String(adminId), 1.5, 0, -1]) {
      const response = await callAs(c.t, c.admin, 'POST', '/api/admin/user/reset-password', {
        id,
        password: 'Taken#Over1',
      });
      expect(response.statusCode, JSON.stringify(id)).toBe(400);
      expect(bodyOf(response).field).toBe('id');
    }
    expect((await login(c.t, { userName: 'admin', password: ADMIN_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await login(c.t, { userName: 'admin', password: 'Taken#Over1' })).statusCode).toBe(400);
  });

  it('a plain `?id=7` still works: an unknown id is a 404, a known one is removed', async () => {
    const answers = await inBatches(queryIdEndpoints, 8, async (def) => {
      const response = await c.t.app.inject({
        method: def.method,
        url: sampleUrl(def, 'id=2147480000'),
        headers: bearer(tokenFor(def)),
      });
      return `${keyOf(def)} ${response.statusCode}`;
    });
    expect(answers).toEqual(queryIdEndpoints.map((def) => `${keyOf(def)} 404`));

    const created = await callAs(c.t, c.admin, 'PATCH', '/api/admin/todo/edit', {
      title: 'Remove me',
    });
    const id = (bodyOf(created).data as { id: number }).id;
    const removed = await callAs(c.t, c.admin, 'DELETE', `/api/admin/todo/remove?id=${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await callAs(c.t, c.admin, 'DELETE', `/api/admin/todo/remove?id=${id}`);
    expect(again.statusCode).toBe(404);
  });

  it('ids in the upload form are digits too (organId, fileFolderId), else a 400 naming them', async () => {
    for (const [field, value] of [
      ['organId', 'true'],
      ['organId', '1e3'],
      ['fileFolderId', '0x10'],
      ['fileFolderId', '-1'],
      ['organId', '07'],
    ] as const) {
      const form = multipart(
        { [field]: value },
        { name: 'file', fileName: 'x.png', contentType: 'image/png', bytes: Buffer.from('x') },
      );
      const response = await c.t.app.inject({
        method: 'POST',
        url: '/api/file/file-service/upload',
        headers: { ...bearer(c.admin), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, `${field}=${value}: ${response.body}`).toBe(400);
      expect(bodyOf(response).field).toBe(field);
    }
  });
});
