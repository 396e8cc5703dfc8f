import {
  allEndpoints,
  type EndpointDef,
  endpointUrl,
  isRowId,
  leafName,
  type Locale,
  type RequestLeaf,
  requestLeaves,
} from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './isolation/world';
import { callAs, startDemoApp } from './support/admin-calls';
import {
  fieldPath,
  inBatches,
  keyOf,
  LOCALES,
  refusal,
  refusalProblem,
  sampleOf,
  sampleUrl,
  sendBody,
  withValue,
} from './support/request-samples';
import { ADMIN_PASSWORD, bearer, bodyOf, login } from './support/test-app';

// No request text may hold a control character (U+0000–U+001F, U+007F; text areas keep tab,
// line feed and carriage return). A NUL used to give a 500 on PostgreSQL for about 60 endpoints
// (login and the file bank among them) and on SQLite in the goods name search; now every text
// field of every request answers 400 naming the field, reason `invalid`, in the caller's
// language, and nothing is written.

/** Other characters each field is tried with, besides NUL (one each, in turn). */
const OTHERS = ['\u0001', '\u0008', '\u000B', '\u001B', '\u001F', '\u007F'];

/** A valid text of the field with `bad` put inside it (after its first character). */
const spoiled = (good: string, bad: string): string => `${good.slice(0, 1)}${bad}${good.slice(1)}`;

type Case = {
  def: EndpointDef;
  leaf: Pick<RequestLeaf, 'part' | 'path'>;
  value: string;
  /** The field the answer names; undefined where only a 400 is asked for. */
  field: string | undefined;
  send: (locale: Locale) => Promise<import('fastify').LightMyRequestResponse>;
};

let c: Awaited<ReturnType<typeof startDemoApp>>;

const textLeaves = allEndpoints().flatMap((def) =>
  requestLeaves(def)
    .filter((leaf) => leaf.type === 'string')
    // Ids as text are digits only: strict-ids.test.ts tries them.
    .filter((leaf) => leaf.part === 'body' || !isRowId(leaf))
    .map((leaf) => ({ def, leaf })),
);

const casesOf = (def: EndpointDef, leaf: RequestLeaf, index: number): Case[] => {
  const good = String(sampleOf(leaf.field, leafName(leaf)) ?? 'Sample') || 'Sample';
  const values = [
    spoiled(good, '\u0000'),
    spoiled(good, OTHERS[index % OTHERS.length] ?? '\u0001'),
  ];
  const path = leaf.path;
  if (leaf.part === 'body') {
    const schema = def.body;
    if (!schema) return [];
    const bodyWith = (text: string) =>
      leaf.recordKey
        ? withValue(schema, path, { [text]: sampleOf(recordValueOf(def, path)) })
        : withValue(schema, path, text);
    const named = !leaf.recordKey && schema.safeParse(bodyWith(good)).success;
    return values.map((value) => ({
      def,
      leaf,
      value,
      field: named ? fieldPath(path) : undefined,
      send: (locale) => sendBody(c.t, tokenFor(def), def, bodyWith(value), locale),
    }));
  }
  const name = String(path[0]);
  return values.map((value): Case => {
    const headers = (locale: Locale) => ({ ...bearer(tokenFor(def)), 'accept-language': locale });
    const base = { def, leaf, value, field: name };
    if (leaf.part === 'query')
      return {
        ...base,
        send: (locale) =>
          c.t.app.inject({
            method: def.method,
            url: sampleUrl(def, `${name}=${encodeURIComponent(value)}`),
            headers: headers(locale),
            ...(def.body ? { payload: sampleOf(def.body) as object } : {}),
          }),
      };
    if (leaf.part === 'params')
      return {
        ...base,
        send: (locale) => {
          const params = { ...(sampleOf(def.params!) as Record<string, string>), [name]: value };
          return c.t.app.inject({
            method: def.method,
            url: endpointUrl(def, params),
            headers: headers(locale),
            ...(def.body ? { payload: sampleOf(def.body) as object } : {}),
          });
        },
      };
    return {
      ...base,
      send: (locale) =>
        c.t.app.inject({
          method: def.method,
          url: sampleUrl(def),
          headers: { ...headers(locale), [name]: value },
          ...(def.body ? { payload: sampleOf(def.body) as object } : {}),
        }),
    };
  });
};

/** The value schema of the record at `path` of an endpoint's body. */
const recordValueOf = (def: EndpointDef, path: (string | number)[]) => {
  const valueLeaf = requestLeaves(def).find(
    (leaf) => leaf.part === 'body' && fieldPath(leaf.path) === fieldPath([...path, '*']),
  );
  return valueLeaf?.field ?? def.body!;
};

const cases = textLeaves.flatMap(({ def, leaf }, index) => casesOf(def, leaf, index));

/** A Sunrise storefront shopper's token: the shoppers' endpoints are called with it. */
let shopperToken = '';
/** The token an endpoint is called with: a shopper's, or the platform admin's. */
const tokenFor = (def: EndpointDef): string => (def.access === 'shopper' ? shopperToken : c.admin);

beforeAll(async () => {
  c = await startDemoApp();
  shopperToken = await c.shopper();
});
afterAll(() => c.t.close());

describe('control characters in request text', () => {
  it('the walk finds text in bodies, query strings, paths and headers', () => {
    const keys = new Set(
      textLeaves.map(({ def, leaf }) => `${keyOf(def)} ${leaf.part}.${fieldPath(leaf.path)}`),
    );
    for (const expected of [
      'POST /api/admin/user/login body.userName',
      'POST /api/admin/user/login body.password',
      'POST /api/admin/user/login headers.validatecode',
      'POST /api/ministore/goods/list body.goodsName',
      'POST /api/file/file-service/list body.fileName',
      'GET /api/file/object/:tenant/:year/:month/:name params.name',
      'POST /api/admin/organ/query-tenant-list query.organName',
      'POST /api/ministore/goods-type-props/save-type-props body.props.0.values.0',
      'POST /api/admin/export/create body.columns.0.header',
    ])
      expect(keys).toContain(expected);
    expect(textLeaves.length).toBeGreaterThan(150);
    // Every body case can be told apart: the rest of its sample body is valid.
    expect(
      cases
        .filter((entry) => entry.field === undefined && !('recordKey' in entry.leaf))
        .map((entry) => `${keyOf(entry.def)} ${fieldPath(entry.leaf.path)}`),
    ).toEqual([]);
  });

  it('every text field of every request refuses NUL and other control characters with a 400 naming it, and nothing changes', async () => {
    const before = await snapshot(c.t.app.db);
    const problems = (
      await inBatches(cases, 8, async (entry, index) => {
        const locale = LOCALES[index % LOCALES.length] ?? 'en';
        const response = await entry.send(locale);
        return refusalProblem({ ...entry, locale, response });
      })
    ).filter(Boolean);
    expect(problems).toEqual([]);
    expect(await snapshot(c.t.app.db)).toEqual(before);
  });

  it('login with a NUL in the user name or password is a 400 naming it, not a 500', async () => {
    for (const [field, body] of [
      ['userName', { userName: 'ad\u0000min', password: ADMIN_PASSWORD }],
      ['userName', { userName: '\u0000', password: ADMIN_PASSWORD }],
      ['password', { userName: 'admin', password: `${ADMIN_PASSWORD}\u0000` }],
    ] as const) {
      const response = await login(c.t, body, { language: 'es' });
      expect(response.statusCode, response.body).toBe(400);
      expect(bodyOf(response)).toMatchObject({
        field,
        description: refusal(
          allEndpoints().find((def) => def.path === '/api/admin/user/login')!,
          field,
          'es',
        ),
      });
    }
    expect((await login(c.t, { userName: 'admin', password: ADMIN_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('the goods name search with a NUL is a 400 (it was a 500 on SQLite)', async () => {
    for (const url of ['/api/ministore/goods/list', '/api/ministore/goods/query-for-list']) {
      const response = await callAs(c.t, c.admin, 'POST', url, { goodsName: 'Mi\u0000lk' }, 'zh');
      expect(response.statusCode, response.body).toBe(400);
      expect(bodyOf(response).field).toBe('goodsName');
    }
  });

  it('text areas keep tab, line feed and carriage return; single-line fields refuse them', async () => {
    const remark = 'first line\r\n\tsecond line';
    const created = await callAs(c.t, c.admin, 'PATCH', '/api/ministore/brand/edit', {
      name: 'Tabbed brand',
      remark,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((bodyOf(created).data as { remark: string }).remark).toBe(remark);
    for (const name of ['Tab\tbed', 'Line\nfeed', 'Carriage\rreturn']) {
      const refused = await callAs(c.t, c.admin, 'PATCH', '/api/ministore/brand/edit', { name });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(bodyOf(refused).field).toBe('name');
    }
    // Surrounding blanks are still trimmed away, as before.
    const trimmed = await callAs(c.t, c.admin, 'PATCH', '/api/ministore/brand/edit', {
      name: '\t Trimmed brand \n',
    });
    expect((bodyOf(trimmed).data as { name: string }).name).toBe('Trimmed brand');
  });
});
