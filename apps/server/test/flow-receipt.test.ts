import type { FlowInstance, FlowTask, StateLogEntry } from '@retail/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { callAs, startDemoApp } from './support/admin-calls';
import { resourceCalls, type Row } from './support/resource-calls';
import { bearer, bodyOf, type TestApp } from './support/test-app';
import { linearProcess } from './flow.support';

// Approvals wired into the product and kept in the database (docs/approvals.md): a warehouse
// receipt waits for its process and is received only when it ends approved (rejected: back to
// draft with the reason); a server started on the same database completes a running process.

describe('approvals in the product', () => {
  let t: TestApp;
  let tokens: { sunrise: string; store: string };

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens = { sunrise: demo.sunrise, store: demo.sunriseStore };
  });
  afterAll(() => t.close());

  const { edit, act, refused } = resourceCalls(() => ({ t, tokens }), '/api/warehouse/', 'sunrise');
  const flow = async <T>(who: 'sunrise' | 'store', path: string, body: object): Promise<T> => {
    const response = await callAs(t, tokens[who], 'POST', `/api/flow/${path}`, body);
    expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
    return bodyOf(response).data as T;
  };
  const todo = async (businessKey: string) =>
    (
      (
        await callAs(t, tokens.sunrise, 'POST', '/api/flow/task/todo?pageSize=10&pageNum=1', {
          businessKey,
        })
      ).json() as { entities: FlowTask[] }
    ).entities;
  const onHand = async (warehouseId: number, itemId: number) =>
    (
      await sql<{ quantity: number }>`select quantity from wms_inventory
        where warehouse_id = ${warehouseId} and item_id = ${itemId}`.execute(t.app.db)
    ).rows[0]?.quantity ?? 0;

  it('receives a receipt only when its approval ends approved; a rejection sends it back to draft', async () => {
    const warehouse = await edit('warehouse', { warehouseNo: 'WH-F', name: 'Flow warehouse' });
    const item = await edit('item', { itemNo: 'IT-F', name: 'Rice' });
    const supplier = await edit('supplier', { code: 'SUP-F', name: 'Grain Co.' });
    const receipt = await edit('receipt-order', {
      warehouseId: warehouse.id,
      supplierId: supplier.id,
    });
    await edit('receipt-order-line', {
      receiptOrderId: receipt.id,
      itemId: item.id,
      quantity: 12,
      unitPrice: 100,
    });

    await flow('sunrise', 'flowable-definition/deploy', {
      xml: linearProcess('receipt', [
        { id: 'check', name: 'Check receipt', attributes: 'flowable:assignee="sunrise.admin"' },
      ]),
      businessType: 'receiptOrder',
    });
    const receive = () => act('receipt-order/receive', { id: receipt.id, remark: 'Truck 7' });
    const submitted = (await receive()).json() as { data: Row[] };
    expect(submitted.data[0]?.status).toBe(5);
    expect(await onHand(warehouse.id, item.id)).toBe(0);
    refused(await receive(), 400);
    // Locked while approving.
    refused(await edit_('receipt-order', { id: receipt.id, remark: 'changed' }), 400);

    const [first] = await todo(String(receipt.id));
    expect(first).toMatchObject({ businessType: 'receiptOrder', name: 'Check receipt' });
    await flow('sunrise', 'task/reject', { taskId: first?.id, reason: 'Wrong supplier' });
    const history = (await act('receipt-order/history', { id: receipt.id })).json() as {
      data: StateLogEntry[];
    };
    expect(history.data.map((entry) => [entry.action, entry.toState, entry.remark])).toEqual([
      ['submit', 5, 'Truck 7'],
      ['reject', 0, 'Wrong supplier'],
    ]);
    expect(await onHand(warehouse.id, item.id)).toBe(0);

    // Submitted again and approved: received, stock posted once.
    expect(((await receive()).json() as { data: Row[] }).data[0]?.status).toBe(5);
    const [second] = await todo(String(receipt.id));
    const { instance } = await flow<{ instance: FlowInstance }>('sunrise', 'task/approve', {
      taskId: second?.id,
    });
    expect(instance.status).toBe(2);
    expect(await onHand(warehouse.id, item.id)).toBe(12);
    const done = (await act('receipt-order/history', { id: receipt.id })).json() as {
      data: StateLogEntry[];
    };
    expect(done.data.at(-1)).toMatchObject({ action: 'receive', fromState: 5, toState: 10 });

    // Suspended, the receipt approval no longer applies: receive posts at once.
    const [definition] = (
      (
        await callAs(
          t,
          tokens.sunrise,
          'POST',
          '/api/flow/flowable-definition/list?pageSize=10&pageNum=1',
          {
            key: 'receipt',
          },
        )
      ).json() as { entities: Row[] }
    ).entities;
    await flow('sunrise', 'flowable-definition/suspend', { id: definition?.id });
    const direct = await edit('receipt-order', {
      warehouseId: warehouse.id,
      supplierId: supplier.id,
    });
    await edit('receipt-order-line', {
      receiptOrderId: direct.id,
      itemId: item.id,
      quantity: 3,
      unitPrice: 100,
    });
    expect(
      ((await act('receipt-order/receive', { id: direct.id })).json() as { data: Row[] }).data[0]
        ?.status,
    ).toBe(10);
    expect(await onHand(warehouse.id, item.id)).toBe(15);
  });

  const edit_ = (path: string, body: object) =>
    callAs(t, tokens.sunrise, 'PATCH', `/api/warehouse/${path}/edit`, body);

  it('completes a running process on a second server started on the same database', async () => {
    await flow('sunrise', 'flowable-definition/deploy', {
      xml: linearProcess('restart', [
        { id: 'one', name: 'One', attributes: 'flowable:assignee="sunrise.admin"' },
        { id: 'two', name: 'Two', attributes: 'flowable:assignee="sunrise.admin"' },
      ]),
    });
    const started = await flow<FlowInstance>('store', 'instance/start', {
      definitionKey: 'restart',
      businessKey: 'R-1',
    });
    const [task] = await todo('R-1');
    const other = await buildApp(t.config, { clock: t.clock });
    try {
      const approve = (taskId: number | undefined) =>
        other.inject({
          method: 'POST',
          url: '/api/flow/task/approve',
          headers: bearer(tokens.sunrise),
          payload: { taskId },
        });
      const first = await approve(task?.id);
      expect(first.statusCode, first.body).toBe(200);
      expect(
        (first.json() as { data: { instance: FlowInstance } }).data.instance.currentNodes,
      ).toBe('Two');
    } finally {
      await other.close();
    }
    // Back on the first server, the process carries on from the state the second one wrote.
    const [next] = await todo('R-1');
    expect(next).toMatchObject({ name: 'Two', instanceId: started.id });
    const { instance } = await flow<{ instance: FlowInstance }>('sunrise', 'task/approve', {
      taskId: next?.id,
    });
    expect(instance.status).toBe(2);
  });
});
