import type { LightMyRequestResponse } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import { expect } from 'vitest';
import { formatDateTime } from '../src/lib/date-time';
import { callAs, startDemoApp } from './support/admin-calls';
import { bodyOf, expectStatus, type TestApp } from './support/test-app';

// The world of the activities' API tests (marketing-activity*.test.ts): the demo app, Sunrise's
// administrator, the demo's goods and categories by code and name, and the calls the tests make.
// Each test file sets it up once (`startActivityWorld`) and closes it after.

export type Row = { id: number } & Record<string, unknown>;
export const DAY = 86_400_000;

/** The app and the administrator's token, set by `startActivityWorld`. */
export const world = {} as { t: TestApp; token: string };
export const goods: Record<string, number> = {};
export const categories: Record<string, number> = {};

export const startActivityWorld = async () => {
  const demo = await startDemoApp();
  world.t = demo.t;
  world.token = demo.sunrise;
  const rows = await sql<{ id: number; goodsCode: string; typeName: string; typeId: number }>`
    select g.id, g.goods_code as "goodsCode", t.name as "typeName", t.id as "typeId"
    from goods g join goods_type t on t.id = g.goods_type_id
    where g.tenant_id = ${demo.sunriseId}`.execute(db());
  for (const row of rows.rows) {
    goods[row.goodsCode] = row.id;
    categories[row.typeName] = row.typeId;
  }
};

export const at = (days: number) => formatDateTime(world.t.clock.now() + days * DAY);
export const call = (path: string, body: object, language?: string) =>
  callAs(
    world.t,
    world.token,
    path.endsWith('/edit') ? 'PATCH' : 'POST',
    `/api/${path}`,
    body,
    language,
  );
export const ok = async (response: Promise<LightMyRequestResponse>) => {
  const answer = await response;
  expectStatus(answer, 200);
  const data = bodyOf(answer).data;
  return (Array.isArray(data) ? data[0] : data) as Row;
};
export const edit = (path: string, body: object) => ok(call(`${path}/edit`, body));
/** A refusal: its status, field and text (checked when given). */
export const refused = async (
  response: Promise<LightMyRequestResponse>,
  field: string | undefined,
  text?: string | RegExp,
) => {
  const answer = await response;
  expectStatus(answer, 400);
  const body = bodyOf(answer);
  if (field !== undefined) expect(body.field).toBe(field);
  if (text !== undefined) expect(body.description).toMatch(text);
  return body.description ?? '';
};
export const db = () => world.t.app.db.withoutPlugins();
export const firstRow = async (query: RawBuilder<Record<string, unknown>>) =>
  (await query.execute(db())).rows[0] ?? {};
export const count = async (table: string, where = sql`1 = 1`) =>
  Number((await firstRow(sql`select count(*) as n from ${sql.table(table)} where ${where}`)).n);
export const statusOf = async (table: string, id: number) =>
  Number((await firstRow(sql`select status from ${sql.table(table)} where id = ${id}`)).status);

export const MD = 'promotion/promotion-markdown';
export const FR = 'promotion/promotion-full-reduction';

export const markdown = async (name: string, from: number, to: number, items: object[] = []) => {
  const row = await edit(MD, { name, startTime: at(from), endTime: at(to) });
  for (const item of items) await edit(`${MD}-item`, { markdownId: row.id, ...item });
  return row;
};
export const reduction = async (
  name: string,
  from: number,
  to: number,
  options: { conditionType?: number; productScope?: number; tiers?: object[]; scope?: object[] },
) => {
  const { tiers = [{ limitPrice: 5000, discountPrice: 500 }], scope = [], ...rest } = options;
  const row = await edit(FR, { name, startTime: at(from), endTime: at(to), ...rest });
  for (const tier of tiers) await edit(`${FR}-rule`, { reductionId: row.id, ...tier });
  for (const line of scope) await edit('promotion/promo-scope', { reductionId: row.id, ...line });
  return row;
};
