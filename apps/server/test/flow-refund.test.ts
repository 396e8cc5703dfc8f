import type { FlowInstance, FlowTask, StateLogEntry } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from './goods.support';
import { type OrderWorld, type Row, type ShopOrder, startOrderWorld } from './order.support';

// After-sales refunds through an approval (docs/approvals.md "Wired into the product"): while a
// definition of business type `refund` is active for the order's organisation, staff's Agree
// puts the request in "approving" and starts a process (businessKey = the request's id, the
// refund amount, order number and way as variables); it is agreed only when the process ends
// approved (then refunded as usual), rejected with the approver's reason when it is rejected
// or stopped. Without a definition, Agree is immediate. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.

type AfterSale = { id: number; status: number; refundPrice: number; auditReason: string | null };

/** Two steps: the admin, then (the refund above 5.00, a condition on `refundPrice`) the store. */
const refundProcess = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" id="defs" targetNamespace="http://retail/flow">
  <process id="refund_check" name="Refund check" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="manager" />
    <userTask id="manager" name="Manager" flowable:assignee="sunrise.admin" />
    <sequenceFlow id="f2" sourceRef="manager" targetRef="gw" />
    <exclusiveGateway id="gw" default="small" />
    <sequenceFlow id="big" sourceRef="gw" targetRef="store">
      <conditionExpression xsi:type="tFormalExpression">\${refundPrice &gt; 500 &amp;&amp; way == 10}</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="small" sourceRef="gw" targetRef="end" />
    <userTask id="store" name="Store" flowable:assignee="sunrise.store" />
    <sequenceFlow id="f3" sourceRef="store" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

let w: OrderWorld;
beforeAll(async () => {
  w = await startOrderWorld();
  await okData(
    await w.act('/api/ministore/goods-stock/adjust', {
      id: w.stock.id,
      change: 20,
      reason: 'Delivery',
    }),
  );
});
afterAll(() => w.t.close());

type Who = 'sunrise' | 'sunriseStore';
const flow = async <T>(who: Who, path: string, body: object): Promise<T> =>
  okData<T>(await w.act(`/api/flow/${path}`, body, who));
const todo = async (who: Who, businessKey: string) =>
  (
    (await w.act(`/api/flow/task/todo?pageSize=10&pageNum=1`, { businessKey }, who)).json() as {
      entities: FlowTask[];
    }
  ).entities;

/** A paid order of `count` bananas and the shopper's refund-only request of one of them. */
const requested = async (mobile: string, count = 2) => {
  const buyer = await w.shopper(mobile);
  const order = await okData<ShopOrder>(await w.checkout(buyer, count));
  await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }));
  const afterSale = await okData<AfterSale>(
    await w.shop(buyer.token, 'after-sale/apply', {
      orderId: order.id,
      way: 10,
      applyReason: 'Bruised',
      lines: [{ orderItemId: order.lines[0]?.id, count: 1 }],
    }),
  );
  expect(afterSale).toMatchObject({ status: 10, refundPrice: 980 });
  return { buyer, order, afterSale };
};

const requestRow = async (id: number) =>
  (await w.list('/api/order/refund', { id })).find((row) => row.id === id) as Row;
const history = async (id: number) =>
  (await okData<StateLogEntry[]>(await w.act('/api/order/refund/history', { id }))).map((entry) => [
    entry.action,
    entry.fromState,
    entry.toState,
    entry.remark,
    entry.createBy,
  ]);

describe('after-sales refunds through an approval', () => {
  it('agrees at once while no refund approval is deployed', async () => {
    const { afterSale } = await requested('13500000001');
    const [agreed] = await okData<Row[]>(
      await w.act('/api/order/refund/agree', { id: afterSale.id }),
    );
    expect(agreed?.status).toBe(40);
    expect((await history(afterSale.id)).map((entry) => entry.slice(0, 3))).toEqual([
      ['apply', 10, 10],
      ['agree', 10, 40],
    ]);
  });

  it('waits for the process: agreed when both steps approve, then refunded; the wrong user cannot decide', async () => {
    const definition = await flow<Row>('sunrise', 'flowable-definition/deploy', {
      xml: refundProcess,
      businessType: 'refund',
    });
    expect(definition).toMatchObject({ businessType: 'refund', state: 10 });
    const { buyer, order, afterSale } = await requested('13500000002');

    const [approving] = await okData<Row[]>(
      await w.act('/api/order/refund/agree', { id: afterSale.id, remark: 'Photos look bad' }),
    );
    expect(approving?.status).toBe(15);
    // Again, or rejected meanwhile: refused naming the process, in the caller's language.
    const [first] = await todo('sunrise', String(afterSale.id));
    expect(first).toMatchObject({ businessType: 'refund', name: 'Manager' });
    const instanceId = String(first?.instanceId);
    w.refused(
      await w.act('/api/order/refund/agree', { id: afterSale.id }, 'sunrise', 'en'),
      400,
      new RegExp(`being approved \\(process ${instanceId}\\)`),
    );
    w.refused(
      await w.act('/api/order/refund/agree', { id: afterSale.id }, 'sunrise', 'zh'),
      400,
      new RegExp(`审批中（流程 ${instanceId}）`),
    );
    w.refused(
      await w.act('/api/order/refund/reject', { id: afterSale.id, remark: 'No' }),
      400,
      new RegExp(instanceId),
    );
    // The shopper sees it being approved and cannot withdraw it meanwhile; the order cannot ship.
    const [seen] = await okData<AfterSale[]>(await w.shop(buyer.token, 'after-sale/list'));
    expect(seen?.status).toBe(15);
    w.refused(await w.shop(buyer.token, 'after-sale/cancel', { id: afterSale.id }), 400);
    const logistics = await w.edit('/api/ministore/logistics', { code: 'YT', name: 'YTO' });
    w.refused(
      await w.act('/api/order/order/ship', {
        id: order.id,
        logisticsId: logistics.id,
        logisticsNo: 'YT1',
      }),
      400,
    );

    // The variables the conditions read.
    const detail = await flow<{ variables: Record<string, unknown> }>(
      'sunrise',
      'instance/detail',
      { id: first?.instanceId },
    );
    expect(detail.variables).toMatchObject({ refundPrice: 980, orderNo: order.orderNo, way: 10 });

    // Not the store operator's step (not even one they can see: 404); the admin approves it; the
    // store's step follows (980 > 500), which the admin can see but not decide (403).
    const stranger = await w.act(
      '/api/flow/task/approve',
      { taskId: first?.id },
      'sunriseStore',
      'en',
    );
    expect(stranger.statusCode).toBe(404);
    expect(await todo('sunriseStore', String(afterSale.id))).toEqual([]);
    const step = await flow<{ instance: FlowInstance }>('sunrise', 'task/approve', {
      taskId: first?.id,
      comment: 'Fine',
    });
    expect(step.instance).toMatchObject({ status: 1, currentNodes: 'Store' });
    expect((await requestRow(afterSale.id)).status).toBe(15);
    const [second] = await todo('sunriseStore', String(afterSale.id));
    expect(second).toMatchObject({ name: 'Store' });
    expect(
      (await w.act('/api/flow/task/approve', { taskId: second?.id }, 'sunrise')).statusCode,
    ).toBe(403);
    const end = await flow<{ instance: FlowInstance }>('sunriseStore', 'task/approve', {
      taskId: second?.id,
    });
    expect(end.instance.status).toBe(2);
    // Agreed in the ending transaction: awaiting the refund; a repeat changes nothing.
    expect((await requestRow(afterSale.id)).status).toBe(40);
    expect(
      (await w.act('/api/flow/task/approve', { taskId: second?.id }, 'sunriseStore')).statusCode,
    ).toBe(409);
    const [again] = await okData<Row[]>(
      await w.act('/api/order/refund/agree', { id: afterSale.id }),
    );
    expect(again?.status).toBe(40);
    expect(await history(afterSale.id)).toEqual([
      ['apply', 10, 10, 'Bruised', expect.stringMatching(/^customer:/)],
      ['submit', 10, 15, 'Photos look bad', 'sunrise.admin'],
      ['agree', 15, 40, `#${instanceId}`, 'sunrise.store'],
    ]);

    // The refund proceeds: the money goes back through the payment platform.
    const [refunded] = await okData<Row[]>(
      await w.act('/api/order/refund/refund', { id: afterSale.id }),
    );
    expect(refunded).toMatchObject({ status: 50, refundPrice: 980 });
    const payOrder = (await w.list('/api/payment/pay-order', { mchOrderNo: order.orderNo }))[0];
    expect(payOrder).toMatchObject({ refundAmount: 980 });
    const done = await okData<ShopOrder>(
      await w.shop(buyer.token, 'order/detail', { id: order.id }),
    );
    expect(done).toMatchObject({ refundPrice: 980, refundStatus: 10 });
    expect(done.lines[0]).toMatchObject({ refundedCount: 1, refundPrice: 980 });
  });

  it('rejects the request with the approver’s reason when the process is rejected; a stop rejects it too', async () => {
    const { buyer, order, afterSale } = await requested('13500000003');
    await okData(await w.act('/api/order/refund/agree', { id: afterSale.id }));
    const [task] = await todo('sunrise', String(afterSale.id));
    await flow('sunrise', 'task/reject', { taskId: task?.id, reason: 'Photos show no damage' });
    const rejected = await requestRow(afterSale.id);
    expect(rejected).toMatchObject({ status: 62, auditReason: 'Photos show no damage' });
    expect((await history(afterSale.id)).slice(1)).toEqual([
      ['submit', 10, 15, null, 'sunrise.admin'],
      ['reject', 15, 62, 'Photos show no damage', 'sunrise.admin'],
    ]);
    // The shopper reads the reason; the line is free to be asked for again.
    const [seen] = await okData<AfterSale[]>(await w.shop(buyer.token, 'after-sale/list'));
    expect(seen).toMatchObject({ status: 62, auditReason: 'Photos show no damage' });
    const again = await okData<AfterSale>(
      await w.shop(buyer.token, 'after-sale/apply', {
        orderId: order.id,
        way: 10,
        applyReason: 'Bruised',
        lines: [{ orderItemId: order.lines[0]?.id, count: 1 }],
      }),
    );

    // Stopped by its starter: rejected with the stop's comment.
    await okData(await w.act('/api/order/refund/agree', { id: again.id }));
    const [running] = await todo('sunrise', String(again.id));
    const stopped = await flow<FlowInstance>('sunrise', 'instance/stop', {
      id: running?.instanceId,
      comment: 'Asked by phone instead',
    });
    expect(stopped.status).toBe(4);
    expect(await requestRow(again.id)).toMatchObject({
      status: 62,
      auditReason: 'Asked by phone instead',
    });
    expect((await history(again.id)).at(-1)).toEqual([
      'reject',
      15,
      62,
      'Asked by phone instead',
      'sunrise.admin',
    ]);
    const line = (
      await okData<ShopOrder>(await w.shop(buyer.token, 'order/detail', { id: order.id }))
    ).lines[0];
    expect(line?.afterSaleStatus).toBe(0);
  });

  it('sends a return through the process too: approved, it awaits the parcel', async () => {
    const buyer = await w.shopper('13500000004');
    const order = await okData<ShopOrder>(await w.checkout(buyer, 1));
    await okData(await w.shop(buyer.token, 'order/sandbox-pay', { id: order.id }));
    const logistics = await w.edit('/api/ministore/logistics', { code: 'ZT', name: 'ZTO' });
    await okData(
      await w.act('/api/order/order/ship', {
        id: order.id,
        logisticsId: logistics.id,
        logisticsNo: 'ZT1',
      }),
    );
    const afterSale = await okData<AfterSale>(
      await w.shop(buyer.token, 'after-sale/apply', {
        orderId: order.id,
        way: 20,
        applyReason: 'Wrong size',
        lines: [{ orderItemId: order.lines[0]?.id, count: 1 }],
      }),
    );
    // The wrong way is refused before any process starts.
    w.refused(
      await w.act('/api/order/refund/agree', { id: afterSale.id }, 'sunrise', 'en'),
      400,
      /return and refund/,
    );
    expect(await todo('sunrise', String(afterSale.id))).toEqual([]);
    const [approving] = await okData<Row[]>(
      await w.act('/api/order/refund/agree-return', { id: afterSale.id }),
    );
    expect(approving?.status).toBe(15);
    // A return takes only the manager's step (the condition reads `way`).
    const [task] = await todo('sunrise', String(afterSale.id));
    const end = await flow<{ instance: FlowInstance }>('sunrise', 'task/approve', {
      taskId: task?.id,
    });
    expect(end.instance.status).toBe(2);
    expect((await requestRow(afterSale.id)).status).toBe(20);
    expect((await history(afterSale.id)).at(-1)?.slice(0, 3)).toEqual(['agreeReturn', 15, 20]);
  });
});
