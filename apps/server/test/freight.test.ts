import { freightOf, type FreightRule } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from './support/admin-calls';
import { resourceCalls, type Row } from './support/resource-calls';
import type { TestApp } from './support/test-app';
import { okData, PAGE } from './goods.support';

// Freight templates and their rules through the API: regions kept clean and never in two rules
// of one template, rules only while the template is the caller's, and the freight the rules
// give (the same function checkout uses).

describe('freight templates', () => {
  let t: TestApp;
  let tokens: { sunrise: string; harbour: string };

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = { sunrise: demo.sunrise, harbour: demo.harbour };
  });
  afterAll(() => t.close());

  const { call, edit, refused } = resourceCalls(
    () => ({ t, tokens }),
    '/api/ministore/',
    'sunrise',
  );

  it('keeps each region in one rule of a template and charges by its rules', async () => {
    const template = await edit('freight-template', {
      name: 'Standard parcel',
      chargeType: 10,
      freeOver: 19_900,
    });
    const near = await edit('freight-template-rule', {
      templateId: template.id,
      regions: ' 上海，江苏、浙江, 上海 ',
      firstUnit: 1,
      firstFee: 600,
      extraUnit: 1,
      extraFee: 200,
    });
    expect(near.regions).toBe('上海, 江苏, 浙江');
    await edit('freight-template-rule', {
      templateId: template.id,
      regions: '*',
      firstUnit: 1,
      firstFee: 1200,
      extraUnit: 1,
      extraFee: 500,
    });
    expect(
      refused(
        await call('sunrise', 'PATCH', 'freight-template-rule/edit', {
          templateId: template.id,
          regions: '安徽, 浙江',
          firstUnit: 1,
        }),
        400,
        'regions',
      ),
    ).toBe('The region "浙江" is already in another rule of this template');
    // Its own regions again are fine when the rule itself is edited.
    await edit('freight-template-rule', {
      id: near.id,
      templateId: template.id,
      regions: '上海, 江苏, 浙江, 安徽',
      firstUnit: 1,
      firstFee: 600,
      extraUnit: 1,
      extraFee: 200,
    });
    const rules = (
      (
        await call('sunrise', 'POST', `freight-template-rule/list${PAGE}`, {
          templateId: template.id,
        })
      ).json() as { entities: (FreightRule & Row)[] }
    ).entities;
    expect(rules).toHaveLength(2);
    const quote = (region: string, pieces: number, goodsAmount = 0) =>
      freightOf(
        { chargeType: 10, freeOver: template.freeOver as number, rules },
        { region, pieces, weight: 0, volume: 0, goodsAmount },
      );
    expect(quote('安徽', 3)).toBe(1000);
    expect(quote('广东', 2)).toBe(1700);
    expect(quote('广东', 2, 19_900)).toBe(0);
  });

  it('keeps rules with their template’s owner', async () => {
    const template = await edit('freight-template', { name: 'Sunrise only', chargeType: 20 });
    refused(
      await call('harbour', 'PATCH', 'freight-template-rule/edit', {
        templateId: template.id,
        regions: '*',
        firstUnit: 1000,
      }),
      404,
    );
    const theirs = await call('harbour', 'POST', `freight-template/list${PAGE}`, {});
    expect(
      (theirs.json() as { entities: Row[] }).entities.some((row) => row.id === template.id),
    ).toBe(false);
    // Removing a template removes its rules.
    await edit('freight-template-rule', { templateId: template.id, regions: '*', firstUnit: 1000 });
    await okData(await call('sunrise', 'DELETE', `freight-template/remove?id=${template.id}`));
    const left = await call('sunrise', 'POST', `freight-template-rule/list${PAGE}`, {
      templateId: template.id,
    });
    expect((left.json() as { entities: Row[] }).entities).toEqual([]);
  });
});
