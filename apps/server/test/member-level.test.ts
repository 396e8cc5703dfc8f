import { describe, expect, it } from 'vitest';
import { customerSession } from './customer.support';

// Member levels through the API, as Sunrise's and Harbour's tenant administrators: names and
// level numbers unique per tenant, discounts within 1–100, experience thresholds that rise
// strictly with the level (refused naming the field, in zh, en and es), and isolation.

describe('member levels', () => {
  const { call, edit, entities, refused } = customerSession();
  const save = (body: object, language?: string) =>
    call('sunrise', 'PATCH', 'member-level/edit', body, language);

  it('keeps names and level numbers unique per tenant', async () => {
    const bronze = await edit('member-level', { name: 'T Bronze', level: 11, experience: 1000 });
    expect(bronze).toMatchObject({ level: 11, experience: 1000, discountPercent: 100, status: 1 });
    refused(await save({ name: 'T Bronze', level: 12, experience: 2000 }), 400, 'name');
    refused(await save({ name: 'T Other', level: 11, experience: 2000 }), 400, 'level');
    // Another tenant has its own names and numbers.
    const harbour = await edit(
      'member-level',
      { name: 'T Bronze', level: 11, experience: 5 },
      'harbour',
    );
    expect(harbour.level).toBe(11);
    expect((await entities('member-level', { name: 'T Bronze' })).map((row) => row.id)).toEqual([
      bronze.id,
    ]);
  });

  it('takes a discount from 1 to 100 per cent', async () => {
    refused(await save({ name: 'T Free', level: 13, discountPercent: 0 }), 400, 'discountPercent');
    refused(
      await save({ name: 'T Free', level: 13, discountPercent: 101 }),
      400,
      'discountPercent',
    );
  });

  it('refuses thresholds that do not rise with the level, in the caller’s language', async () => {
    const silver = await edit('member-level', {
      name: 'T Silver',
      level: 21,
      experience: 3000,
      discountPercent: 95,
    });
    await edit('member-level', { name: 'T Gold', level: 23, experience: 9000 });
    // Between silver and gold, a threshold at or beyond either of theirs is refused.
    const en = refused(
      await save({ name: 'T Mid', level: 22, experience: 3000 }),
      400,
      'experience',
    );
    expect(en).toContain('level 21 (T Silver) needs 3000');
    const zh = refused(
      await save({ name: 'T Mid', level: 22, experience: 9000 }, 'zh'),
      400,
      'experience',
    );
    expect(zh).toContain('等级 23（T Gold）的升级经验是 9000');
    const es = refused(
      await save({ name: 'T Mid', level: 22, experience: 9500 }, 'es'),
      400,
      'experience',
    );
    expect(es).toContain('el nivel 23 (T Gold) necesita 9000');
    const mid = await edit('member-level', { name: 'T Mid', level: 22, experience: 5000 });
    // An edit is checked against the others, not against itself.
    refused(
      await save({ id: silver.id, name: 'T Silver', level: 21, experience: 6000 }),
      400,
      'experience',
    );
    const moved = await edit('member-level', {
      id: silver.id,
      name: 'T Silver',
      level: 21,
      experience: 2500,
      discountPercent: 95,
    });
    expect(moved.experience).toBe(2500);
    expect(mid.level).toBe(22);
    // A lower level than every other may not need more than the lowest of them.
    refused(await save({ name: 'T Low', level: 1, experience: 999_999 }), 400, 'experience');
  });

  it('keeps another tenant’s levels out of reach', async () => {
    const [gold] = await entities('member-level', { name: 'T Gold' });
    expect(await entities('member-level', { name: 'T Gold' }, 'harbour')).toEqual([]);
    refused(
      await call('harbour', 'PATCH', 'member-level/edit', {
        id: gold?.id,
        name: 'Stolen',
        level: 99,
      }),
      404,
    );
    refused(await call('harbour', 'DELETE', `member-level/remove?id=${gold?.id}`), 404);
  });
});
