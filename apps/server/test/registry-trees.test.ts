import { type EndpointDef, type Resource, resourceList } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, startDemoApp } from './support/admin-calls';
import { bodyOf as answerOf, type TestApp } from './support/test-app';
import type { Target } from './isolation/fixture-helpers';
import { bodyOf } from './isolation/registry-fixtures';

// Every registry resource declared as a tree (`tree: { parentField }`), from its declaration
// alone: a record never moves below one of its own, and one with records below it stays.
// Nothing to write for a new tree; its isolation and authority cases come from
// isolation/registry-fixtures.ts as for any resource.

const trees = resourceList().filter((resource) => resource.tree) as Resource[];

type Saved = { id: number } & Record<string, unknown>;

describe('registry trees', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    token = demo.sunrise;
  });
  afterAll(() => t.close());

  it('has trees to check', () => {
    expect(trees.map((resource) => resource.key)).toEqual(
      expect.arrayContaining(['goodsType', 'frontGoodsType', 'itemType']),
    );
  });

  it.each(trees.map((resource) => [resource.key, resource] as const))(
    '%s: refuses a parent below the record naming the field, and a remove while records hang below',
    async (key, resource) => {
      const field = resource.tree?.parentField ?? '';
      const { edit, remove, queryForList } = resource.endpoints as Record<string, EndpointDef>;
      const body = (word: string) => bodyOf(resource, `${word}-${key}`)({ rows: {} } as Target);
      const save = async (word: string, extra: Record<string, unknown>) => {
        const response = await callAs(t, token, 'PATCH', edit!.path, { ...body(word), ...extra });
        expect(response.statusCode, response.body).toBe(200);
        return answerOf(response).data as Saved;
      };
      const records = async () =>
        answerOf(await callAs(t, token, 'POST', queryForList!.path, {})).data as Saved[];

      const top = await save('top', { [field]: null });
      const middle = await save('middle', { [field]: top.id });
      const bottom = await save('bottom', { [field]: middle.id });
      for (const below of [middle, bottom]) {
        const loop = await callAs(
          t,
          token,
          'PATCH',
          edit!.path,
          { ...body('top'), id: top.id, [field]: below.id },
          'zh',
        );
        expect(loop.statusCode, loop.body).toBe(400);
        expect(answerOf(loop).field).toBe(field);
        expect(answerOf(loop).description).toContain(
          (resource.labels.zh.fields as Record<string, string>)[field],
        );
      }
      const removeTop = await callAs(t, token, 'DELETE', `${remove!.path}?id=${top.id}`);
      expect(removeTop.statusCode, removeTop.body).toBe(400);
      const kept = (await records())
        .filter((row) => [top.id, middle.id, bottom.id].includes(row.id))
        .sort((a, b) => a.id - b.id);
      expect(kept.map((row) => [row.id, row[field]])).toEqual([
        [top.id, null],
        [middle.id, top.id],
        [bottom.id, middle.id],
      ]);

      // Once nothing hangs below, it goes.
      for (const record of [bottom, middle, top])
        expect(
          (await callAs(t, token, 'DELETE', `${remove!.path}?id=${record.id}`)).statusCode,
        ).toBe(200);
    },
  );
});
