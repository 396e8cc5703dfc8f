import { describe, expect, it } from 'vitest';
import { customerSession } from './customer.support';

// Point rules through the API: one record per tenant (a second is refused, in the caller's
// language), money in integer cents within limits, and isolation.

describe('point rules', () => {
  const { call, edit, entities, refused } = customerSession();
  const save = (body: object, who: 'sunrise' | 'harbour' = 'sunrise', language?: string) =>
    call(who, 'PATCH', 'point-config/edit', body, language);

  it('keeps one record of rules per tenant', async () => {
    const rules = await edit('point-config', {
      deductEnabled: true,
      deductUnitPrice: 1,
      deductMaxPrice: 50_00,
      givePointPerYuan: 2,
    });
    expect(rules).toMatchObject({ deductEnabled: true, deductMaxPrice: 5000, givePointPerYuan: 2 });
    expect(refused(await save({ givePointPerYuan: 1 }), 400)).toBe(
      'The tenant already has its point rules; edit those',
    );
    expect(refused(await save({ givePointPerYuan: 1 }, 'sunrise', 'zh'), 400)).toContain(
      '本租户已有积分设置',
    );
    const changed = await edit('point-config', { id: rules.id, deductEnabled: false });
    expect(changed).toMatchObject({ deductEnabled: false, deductUnitPrice: 1 });
    // Another tenant has its own.
    await edit('point-config', { givePointPerYuan: 5 }, 'harbour');
    expect((await entities('point-config')).map((row) => row.id)).toEqual([rules.id]);
    refused(await save({ id: rules.id, givePointPerYuan: 9 }, 'harbour'), 404);
  });

  it('takes money in whole cents within limits', async () => {
    const [rules] = await entities('point-config');
    refused(await save({ id: rules?.id, deductUnitPrice: -1 }), 400, 'deductUnitPrice');
    refused(await save({ id: rules?.id, deductMaxPrice: 1.5 }), 400, 'deductMaxPrice');
    refused(await save({ id: rules?.id, givePointPerYuan: 10_001 }), 400, 'givePointPerYuan');
  });
});
