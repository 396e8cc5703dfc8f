import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerSession } from './customer.support';
import type { Row } from './support/resource-calls';

// Customers through the API, as Sunrise's and Harbour's tenant administrators: the profile
// (mobile unique per tenant, balances not editable), points adjusted only through the ledger
// (never below zero, once per request key, also when sent twice at once), level changes with
// their records, and isolation.

describe('customers', () => {
  const { app, call, edit, act, entities, refused } = customerSession();
  const db = () => app().app.db.withoutPlugins();
  /** Customers whose balance differs from the sum of their ledger rows. */
  const ledgerDisagreements = async () =>
    (
      await sql<{ id: number }>`select c.id from customer c where c.point <> coalesce(
        (select sum(r.point) from customer_point_record r where r.customer_id = c.id), 0)`.execute(
        db(),
      )
    ).rows;
  const adjust = (body: object, language?: string) =>
    act('customer/adjust-points', body, 'sunrise', language);

  let level: Row;
  let customer: Row;
  beforeAll(async () => {
    level = await edit('member-level', { name: 'C Gold', level: 31, experience: 8000 });
    customer = await edit('customer', { mobile: '13800000031', nickname: 'Lin', sex: 2 });
  });

  it('keeps mobiles unique per tenant and balances out of the edit', async () => {
    expect(customer).toMatchObject({ point: 0, experience: 0, status: 1, levelId: null });
    refused(
      await call('sunrise', 'PATCH', 'customer/edit', { mobile: '13800000031' }),
      400,
      'mobile',
    );
    await edit('customer', { mobile: '13800000031' }, 'harbour');
    // Balances and level are not the edit's to set.
    const edited = await edit('customer', {
      id: customer.id,
      mobile: '13800000031',
      nickname: 'Lin Mei',
      point: 999,
      experience: 999,
      levelId: level.id,
    });
    expect(edited).toMatchObject({ nickname: 'Lin Mei', point: 0, experience: 0, levelId: null });
    refused(
      await call('sunrise', 'PATCH', 'customer/edit', {
        mobile: '13800000032',
        birthday: '2023-02-30',
      }),
      400,
      'birthday',
    );
    const born = await edit('customer', { mobile: '13800000033', birthday: '1990-05-01' });
    expect(born.birthday).toBe('1990-05-01');
  });

  it('adjusts points through the ledger, never below zero', async () => {
    const [added] = (
      await (await adjust({ id: customer.id, point: 120, reason: 'Welcome gift' })).json()
    ).data as Row[];
    expect(added?.point).toBe(120);
    const [taken] = (
      await (await adjust({ id: customer.id, point: -20, reason: 'Correction' })).json()
    ).data as Row[];
    expect(taken?.point).toBe(100);
    // Taking more than the balance is refused naming the field, in the caller's language.
    expect(
      refused(await adjust({ id: customer.id, point: -101, reason: 'Too much' }), 400, 'point'),
    ).toBe('Not enough points: the balance is 100, 101 cannot be taken');
    expect(
      refused(await adjust({ id: customer.id, point: -101, reason: 'x' }, 'zh'), 400, 'point'),
    ).toContain('当前余额 100');
    expect(
      refused(await adjust({ id: customer.id, point: -101, reason: 'x' }, 'es'), 400, 'point'),
    ).toContain('el saldo es 100');
    refused(await adjust({ id: customer.id, point: 5, reason: '' }), 400, 'reason');
    refused(await adjust({ id: customer.id, point: 0, reason: 'Nothing' }), 400, 'point');
    const ledger = await entities('point-record', { customerId: customer.id });
    expect(ledger.map((row) => [row.point, row.totalPoint, row.bizType, row.title])).toEqual([
      [-20, 100, 2, 'Correction'],
      [120, 120, 2, 'Welcome gift'],
    ]);
    expect(ledger[0]?.customerName).toBe('13800000031');
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('makes an adjustment once per request key, also when sent twice at once', async () => {
    const body = { id: customer.id, point: 7, reason: 'Survey', requestKey: 'survey-31' };
    const answers = await Promise.all([adjust(body), adjust(body), adjust(body)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect((await adjust(body)).statusCode).toBe(200);
    const rows = await entities('point-record', { customerId: customer.id });
    expect(rows.filter((row) => row.title === 'Survey')).toHaveLength(1);
    const [now] = await entities('customer', { mobile: '13800000031' });
    expect(now?.point).toBe(107);
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('never takes points below zero under concurrent deductions', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => adjust({ id: customer.id, point: -30, reason: 'Race' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const [now] = await entities('customer', { mobile: '13800000031' });
    expect(now?.point).toBe(17);
    expect(await ledgerDisagreements()).toEqual([]);
  });

  it('changes the level with a reason kept in the level records', async () => {
    const answer = await act('customer/change-level', {
      id: customer.id,
      levelId: level.id,
      reason: 'VIP by manager',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(((await answer.json()).data as Row[])[0]).toMatchObject({
      levelId: level.id,
      levelName: 'C Gold',
    });
    const [record] = await entities('member-level-record', { customerId: customer.id });
    expect(record).toMatchObject({
      levelId: level.id,
      level: 31,
      remark: 'VIP by manager',
      description: '- → C Gold',
    });
    refused(
      await act('customer/change-level', { id: customer.id, levelId: level.id, reason: '' }),
      400,
      'reason',
    );
    // A level the caller cannot see is refused naming the field.
    const foreign = await edit('member-level', { name: 'H Gold', level: 31 }, 'harbour');
    refused(
      await act('customer/change-level', { id: customer.id, levelId: foreign.id, reason: 'x' }),
      400,
      'levelId',
    );
    // A level in use cannot be removed.
    refused(await call('sunrise', 'DELETE', `member-level/remove?id=${level.id}`), 400);
  });

  it('keeps another tenant’s customers and ledgers out of reach', async () => {
    expect(await entities('customer', { mobile: '13800000031' }, 'harbour')).toHaveLength(1);
    expect(await entities('point-record', { customerId: customer.id }, 'harbour')).toEqual([]);
    refused(
      await act('customer/adjust-points', { id: customer.id, point: 5, reason: 'x' }, 'harbour'),
      404,
    );
    refused(
      await act(
        'customer/change-level',
        { id: customer.id, levelId: level.id, reason: 'x' },
        'harbour',
      ),
      404,
    );
  });
});
