import { describe, expect, it } from 'vitest';
import {
  allEndpoints,
  defineResource,
  money,
  resources,
  state,
  text,
  type TotalsDeclaration,
} from '../src';

// Header totals declared on a resource (registry/totals.ts): a line of the declaration gives the
// resource a totals endpoint that takes the list's filter; a sum of a field that is not a whole
// number, or of an unknown field, is refused when the declaration is written.

const declare = (totals: TotalsDeclaration) =>
  defineResource({
    key: 'sample',
    service: 'payment',
    table: 'sample',
    scope: 'organ',
    noun: 'Samples',
    menu: { directory: 'PAY_MANAGE', icon: 'money' },
    fields: {
      name: text({ max: 20, filter: true }),
      amount: money(),
      state: state([0, 10], { initial: 0, editableIn: [0] }),
    },
    defaultSort: ['name'],
    labels: {
      en: { title: 'Samples', fields: { name: 'Name', amount: 'Amount', state: 'State' } },
      zh: { title: '样例', fields: { name: '名称', amount: '金额', state: '状态' } },
      es: { title: 'Muestras', fields: { name: 'Nombre', amount: 'Importe', state: 'Estado' } },
    },
    // Wide on purpose: what the type allows is checked below, this is the run-time check.
    totals: totals as never,
  });

const LABEL = { en: 'Sum', zh: '合计', es: 'Suma' };

describe('header totals of the registry', () => {
  it('gives the pay orders a totals call with the list’s filter, authority and table', () => {
    const { list, totals } = resources.payOrder.endpoints;
    expect(totals).toMatchObject({
      method: 'POST',
      path: '/api/payment/pay-order/totals',
      access: list.access,
      isolation: list.isolation,
      kind: 'envelope',
    });
    expect(totals?.body).toBe(list.body);
    expect(Object.keys(totals?.response.shape ?? {})).toEqual([
      'count',
      'paidAmount',
      'refundAmount',
    ]);
    expect(allEndpoints()).toContain(totals);
    // A resource without totals has no such call.
    expect('totals' in resources.refundOrder.endpoints).toBe(false);
  });

  it('answers integers only: a count and sums in cents', () => {
    const schema = resources.payOrder.endpoints.totals?.response;
    expect(schema?.safeParse({ count: 2, paidAmount: 1280, refundAmount: 300 }).success).toBe(true);
    expect(schema?.safeParse({ count: 2, paidAmount: 12.8, refundAmount: 300 }).success).toBe(
      false,
    );
    expect(schema?.safeParse({ count: 2, paidAmount: '1280', refundAmount: 300 }).success).toBe(
      false,
    );
  });

  it('refuses sums of a field that is not a whole number, unknown states and a sum named count', () => {
    expect(() => declare({ sums: { total: { field: 'amount', label: LABEL } } })).not.toThrow();
    expect(() => declare({ sums: { total: { field: 'name', label: LABEL } } })).toThrow(
      /not a money or number field/,
    );
    expect(() =>
      declare({ sums: { total: { field: 'amount', states: [20], label: LABEL } } }),
    ).toThrow(/names a state/);
    expect(() => declare({ sums: { count: { field: 'amount', label: LABEL } } })).toThrow(
      /always a total/,
    );
  });

  it('makes a wrong field name a type error', () => {
    const typed = () =>
      defineResource({
        key: 'typed',
        service: 'payment',
        table: 'typed',
        scope: 'organ',
        noun: 'Typed',
        menu: { directory: 'PAY_MANAGE', icon: 'money' },
        fields: { name: text({ max: 20 }), amount: money() },
        defaultSort: ['name'],
        labels: {
          en: { title: 'T', fields: { name: 'N', amount: 'A' } },
          zh: { title: 'T', fields: { name: 'N', amount: 'A' } },
          es: { title: 'T', fields: { name: 'N', amount: 'A' } },
        },
        totals: {
          sums: {
            // @ts-expect-error -- no such field
            missing: { field: 'amont', label: LABEL },
            // @ts-expect-error -- a text is not added up
            named: { field: 'name', label: LABEL },
          },
        },
      });
    expect(typed).toThrow(/not a money or number field/);
  });
});
