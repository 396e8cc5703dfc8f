import type { BrandRecord, LogisticsRecord } from '@retail/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, startDemoApp } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import { catalogueAs, dataOf, entitiesOf, okData, PAGE } from './goods.support';

// Logistics companies, the registry's `logistics` resource, through the API: as Sunrise's and
// Harbour's tenant administrators, as the platform administrator and as a store operator.

type Method = 'POST' | 'PATCH' | 'DELETE';
type Row = {
  id: number;
  tenantId: number;
  code: string;
  enable: number;
  updateBy: string;
  updateDate: string;
};

describe('logistics companies', () => {
  let t: TestApp;
  let tokens: { admin: string; sunrise: string; harbour: string; store: string };
  let sunriseId: number;

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = {
      admin: demo.admin,
      sunrise: demo.sunrise,
      harbour: demo.harbour,
      store: demo.sunriseStore,
    };
    sunriseId = demo.sunriseId;
  });
  afterAll(() => t.close());

  const call = (
    who: keyof typeof tokens,
    method: Method,
    path: string,
    payload?: object,
    language?: string,
  ) => callAs(t, tokens[who], method, `/api/ministore/logistics${path}`, payload, language);

  const create = async (who: keyof typeof tokens, body: object): Promise<LogisticsRecord> =>
    okData<LogisticsRecord>(await call(who, 'PATCH', '/edit', body));

  /** The table as it is, outside any scope (the schema types do not know it). */
  const rows = async (): Promise<Row[]> =>
    (
      await sql<Row>`select id, tenant_id as "tenantId", code, enable, update_by as "updateBy",
        update_date as "updateDate" from logistics_company order by id`.execute(
        t.app.db.withoutPlugins(),
      )
    ).rows;
  const rowOf = async (id: number): Promise<Row | undefined> =>
    (await rows()).find((row) => row.id === id);

  const refused = (response: LightMyRequestResponse, status: number, field?: string) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (field !== undefined) expect(bodyOf(response).field).toBe(field);
    return bodyOf(response).description;
  };

  it('needs a code and a name, says so in the caller’s language, and creates with defaults', async () => {
    const before = (await rows()).length;
    expect(
      refused(await call('sunrise', 'PATCH', '/edit', { name: 'SF Express' }), 400, 'code'),
    ).toBe('Carrier code is required');
    expect(
      refused(
        await call('sunrise', 'PATCH', '/edit', { code: 'SF', name: '  ' }, 'es'),
        400,
        'name',
      ),
    ).toBe('Nombre de la empresa es obligatorio');
    expect((await rows()).length).toBe(before);

    const created = await create('sunrise', { code: 'SF', name: 'SF Express', phone: '95338' });
    expect(created).toMatchObject({
      code: 'SF',
      name: 'SF Express',
      phone: '95338',
      sort: 0,
      enable: 1,
      logo: null,
      organId: sunriseId,
      createBy: 'sunrise.admin',
    });
  });

  it('keeps codes unique per tenant: a clash is a 400 naming the code, another tenant may use it', async () => {
    const first = await create('sunrise', { code: 'YTO', name: 'YTO Express' });
    const before = await rows();
    const clash = await call('sunrise', 'PATCH', '/edit', { code: 'YTO', name: 'Another' });
    expect(refused(clash, 400, 'code')).toBe('Carrier code "YTO" is already in use');
    // Taking the code by an edit is refused too; the platform admin creating in Sunrise as well.
    const other = await create('sunrise', { code: 'YTO2', name: 'YTO Second' });
    refused(
      await call('sunrise', 'PATCH', '/edit', { id: other.id, code: 'YTO', name: 'x' }),
      400,
      'code',
    );
    refused(
      await call('admin', 'PATCH', '/edit', { code: 'YTO', name: 'By admin', organId: sunriseId }),
      400,
      'code',
    );
    expect((await rows()).length).toBe(before.length + 1);
    expect((await rowOf(other.id))?.code).toBe('YTO2');

    // Saving a company with its own code is no clash; Harbour may have a YTO of its own.
    await create('sunrise', { id: first.id, code: 'YTO', name: 'YTO Express', sort: 3 });
    const theirs = await create('harbour', { code: 'YTO', name: 'YTO at the harbour' });
    expect(theirs.organId).not.toBe(sunriseId);
    // Moved into Sunrise by the platform admin, it would clash there: the unique index says so.
    const moved = await call('admin', 'PATCH', '/edit', {
      id: theirs.id,
      code: 'YTO',
      name: 'YTO at the harbour',
      organId: sunriseId,
    });
    expect(refused(moved, 400, 'code')).toBe('Carrier code "YTO" is already in use');
    expect((await rowOf(theirs.id))?.tenantId).not.toBe(sunriseId);
  });

  it('filters by name and code (contains) and by enable, in sort then name order', async () => {
    const ids = [
      await create('harbour', { code: 'ZTO', name: 'Zhongtong', sort: 2 }),
      await create('harbour', { code: 'JD', name: 'JD Logistics', sort: 1, enable: 0 }),
      await create('harbour', { code: 'JTEX', name: 'JT Express', sort: 1 }),
      await create('harbour', { code: 'EMS', name: 'China Post EMS', sort: 2 }),
    ].map((record) => record.id);
    const names = async (filter: object) =>
      entitiesOf<LogisticsRecord>(await call('harbour', 'POST', `/list${PAGE}`, filter)).map(
        (row) => row.name,
      );
    expect(await names({})).toEqual([
      'YTO at the harbour',
      'JD Logistics',
      'JT Express',
      'China Post EMS',
      'Zhongtong',
    ]);
    expect(await names({ name: 'EXPRESS' })).toEqual(['JT Express']);
    expect(await names({ code: 't' })).toEqual(['YTO at the harbour', 'JT Express', 'Zhongtong']);
    expect(await names({ enable: 0 })).toEqual(['JD Logistics']);
    expect(await names({ enable: 1, code: 'j' })).toEqual(['JT Express']);
    const all = dataOf<LogisticsRecord[]>(await call('harbour', 'POST', '/query-for-list', {}));
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
    // The platform admin sees both tenants' companies.
    const codes = dataOf<LogisticsRecord[]>(
      await call('admin', 'POST', '/query-for-list', { code: 'YTO' }),
    );
    expect(codes.map((row) => row.code).sort()).toEqual(['YTO', 'YTO', 'YTO2']);
  });

  it('stores the defaults when an edit leaves sort and enable out', async () => {
    const made = await create('sunrise', { code: 'STO', name: 'STO', sort: 7, enable: 0 });
    expect(made).toMatchObject({ sort: 7, enable: 0 });
    const edited = await create('sunrise', { id: made.id, code: 'STO', name: 'STO Express' });
    expect(edited).toMatchObject({ id: made.id, name: 'STO Express', sort: 0, enable: 1 });
  });

  it('takes a logo that is a same-origin path or an http(s) URL only', async () => {
    const made = await create('sunrise', {
      code: 'DBL',
      name: 'Deppon',
      logo: '/api/file/object/t/dbl.png',
    });
    expect(made.logo).toBe('/api/file/object/t/dbl.png');
    const edit = (logo: string, language?: string) =>
      call(
        'sunrise',
        'PATCH',
        '/edit',
        { id: made.id, code: 'DBL', name: 'Deppon', logo },
        language,
      );
    expect(
      (await okData<LogisticsRecord>(await edit('https://cdn.example.com/dbl.png'))).logo,
    ).toBe('https://cdn.example.com/dbl.png');
    for (const bad of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AA'])
      refused(await edit(bad), 400, 'logo');
    // A private file's signed link would expire where the logo is shown.
    expect(
      refused(await edit('/api/file/object/p/dbl.png?expires=1&signature=x'), 400, 'logo'),
    ).toBe('A private file cannot be shown on the storefront; choose a public picture');
    // Named as this resource names it (not the store icon of the general catalogue).
    expect(refused(await edit('javascript:alert(1)', 'zh'), 400, 'logo')).toBe(
      '公司标志格式不正确',
    );
    const kept = dataOf<LogisticsRecord[]>(
      await call('sunrise', 'POST', '/query-for-list', { code: 'DBL' }),
    );
    expect(kept.map((row) => row.logo)).toEqual(['https://cdn.example.com/dbl.png']);
    expect((await okData<LogisticsRecord>(await edit(''))).logo).toBeNull();
  });

  it('enables and disables several at once, idempotently, all or nothing', async () => {
    const [a, b, c] = [
      await create('sunrise', { code: 'EN1', name: 'Enable one' }),
      await create('sunrise', { code: 'EN2', name: 'Enable two' }),
      await create('sunrise', { code: 'EN3', name: 'Enable three' }),
    ].map((record) => record.id) as [number, number, number];
    const foreign = (await create('harbour', { code: 'EN9', name: 'Harbour’s' })).id;

    t.clock.advance(5_000);
    const first = await call('sunrise', 'POST', '/enable', { ids: [a, b, a], enable: 0 });
    const answer = await okData<LogisticsRecord[]>(first);
    expect(answer.map((row) => [row.id, row.enable])).toEqual([
      [a, 0],
      [b, 0],
    ]);
    const stamped = await rowOf(a);
    expect([stamped?.enable, (await rowOf(b))?.enable, (await rowOf(c))?.enable]).toEqual([
      0, 0, 1,
    ]);

    // Again, later and by someone else: same answer, no row touched, the stamps stay.
    t.clock.advance(5_000);
    const again = await call('admin', 'POST', '/enable', { ids: [a, b], enable: 0 });
    expect(await okData<LogisticsRecord[]>(again)).toEqual(answer);
    expect(await rowOf(a)).toEqual(stamped);
    expect(stamped?.updateBy).toBe('sunrise.admin');

    // Another tenant's id: 404, and the own ids before it are not changed either.
    const before = await rows();
    refused(await call('sunrise', 'POST', '/enable', { ids: [a, b, foreign], enable: 1 }), 404);
    refused(await call('harbour', 'POST', '/enable', { ids: [foreign, c], enable: 0 }), 404);
    expect(await rows()).toEqual(before);

    // A real change moves the stamp; the platform admin may change both tenants' at once.
    t.clock.advance(5_000);
    const both = await okData<LogisticsRecord[]>(
      await call('admin', 'POST', '/enable', { ids: [a, foreign], enable: 1 }),
    );
    expect(both.map((row) => row.enable)).toEqual([1, 1]);
    const moved = await rowOf(a);
    expect(moved?.updateBy).toBe('admin');
    expect(moved?.updateDate).not.toBe(stamped?.updateDate);

    refused(await call('sunrise', 'POST', '/enable', { ids: [], enable: 0 }), 400, 'ids');
    refused(await call('sunrise', 'POST', '/enable', { ids: [a], enable: 2 }), 400, 'enable');
  });

  it('refuses a store operator without the logistics authorities', async () => {
    const id = (await rows())[0]?.id ?? 1;
    for (const [method, path, body] of [
      ['POST', `/list${PAGE}`, {}],
      ['POST', '/query-for-list', {}],
      ['PATCH', '/edit', { code: 'OP', name: 'Operator’s' }],
      ['POST', '/enable', { ids: [id], enable: 0 }],
      ['DELETE', `/remove?id=${id}`, undefined],
    ] as const)
      refused(await call('store', method, path, body), 403);
    expect((await rows()).some((row) => row.code === 'OP')).toBe(false);
  });

  it('removes a company; a removed or foreign id answers 404', async () => {
    const id = (await create('sunrise', { code: 'RM', name: 'To remove' })).id;
    refused(await call('harbour', 'DELETE', `/remove?id=${id}`), 404);
    expect((await call('sunrise', 'DELETE', `/remove?id=${id}`)).statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    refused(await call('sunrise', 'DELETE', `/remove?id=${id}`), 404);
    refused(await call('sunrise', 'PATCH', '/edit', { id, code: 'RM', name: 'Back' }), 404);
    refused(await call('sunrise', 'POST', '/enable', { ids: [id], enable: 0 }), 404);
  });

  it('refuses to remove a brand still used by goods with the brand’s own message', async () => {
    const sunrise = catalogueAs(t, tokens.sunrise);
    const brandId = await sunrise.brand('Used brand');
    const typeId = await sunrise.type('Parcels');
    await sunrise.goods({ goodsName: 'Box', goodsCode: 'BOX', goodsTypeId: typeId, brandId });
    const used = await sunrise.call('DELETE', `/brand/remove?id=${brandId}`);
    expect(refused(used, 400)).toBe(
      'This brand is still used by goods or category brands; remove those first',
    );
    const inSpanish = await sunrise.call('DELETE', `/brand/remove?id=${brandId}`, undefined, 'es');
    expect(refused(inSpanish, 400)).toBe(
      'Esta marca todavía la usan artículos o marcas de categoría; elimínelos primero',
    );
    const still = await sunrise.call('POST', '/brand/query-for-list', { name: 'Used brand' });
    expect(dataOf<BrandRecord[]>(still).map((row) => row.id)).toEqual([brandId]);
  });
});
