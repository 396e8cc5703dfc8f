import type { FlowInstance, FlowInstanceDetail, FlowTask } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, demoToken, startDemoApp, userIdOf } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import { amountProcess, linearProcess, noStartProcess } from './flow.support';

// Approvals on bpmn-engine through the API (docs/approvals.md): deploy with versions and
// refusals, start, todo for the right user only, approve, reject with a reason, hand over,
// claim, decisions refused twice or to others, an exclusive gateway's condition.

type Who = 'admin' | 'store' | 'uptown' | 'harbour';

describe('approvals', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  let storeId: number;

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens.admin = demo.sunrise;
    tokens.store = demo.sunriseStore;
    tokens.uptown = await demoToken(t, 'sunrise.uptown');
    tokens.harbour = demo.harbour;
    storeId = await userIdOf(t, 'sunrise.store');
  });
  afterAll(() => t.close());

  const post = (who: Who, path: string, body: object, language?: string) =>
    callAs(t, tokens[who], 'POST', `/api/flow/${path}`, body, language);
  const ok = async <T>(who: Who, path: string, body: object): Promise<T> => {
    const response = await post(who, path, body);
    expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
    return bodyOf(response).data as T;
  };
  const page = async <T>(who: Who, path: string, body: object = {}): Promise<T[]> => {
    const response = await post(who, `${path}?pageSize=50&pageNum=1`, body);
    expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
    return (response.json() as { entities: T[] }).entities;
  };
  const deploy = (xml: string, extra: object = {}) =>
    ok<{ id: number; key: string; version: number; state: number }>(
      'admin',
      'flowable-definition/deploy',
      {
        xml,
        ...extra,
      },
    );
  const todoOf = (who: Who, key: string) =>
    page<FlowTask>(who, 'task/todo', { definitionKey: key });

  it('deploys a BPMN file as version 1, then 2, and serves its XML', async () => {
    const xml = linearProcess('leave', [
      { id: 'boss', name: 'Boss', attributes: 'flowable:assignee="sunrise.admin"' },
    ]);
    const first = await deploy(xml);
    expect(first).toMatchObject({ key: 'leave', version: 1, state: 10 });
    const second = await deploy(xml);
    expect(second.version).toBe(2);
    const stored = await ok<{ xml: string; version: number }>('admin', 'flowable-definition/xml', {
      id: second.id,
    });
    expect(stored).toMatchObject({ xml, version: 2 });
  });

  it('refuses a file that does not parse or has no start event, naming xml, with the reason', async () => {
    const broken = await post(
      'admin',
      'flowable-definition/deploy',
      { xml: '<definitions><process' },
      'en',
    );
    expect(broken.statusCode).toBe(400);
    expect(bodyOf(broken)).toMatchObject({ field: 'xml' });
    expect(bodyOf(broken).description).toMatch(/does not parse: .+/);
    const noStart = await post(
      'admin',
      'flowable-definition/deploy',
      { xml: noStartProcess },
      'zh',
    );
    expect(noStart.statusCode).toBe(400);
    expect(bodyOf(noStart).description).toBe('流程“nostart”没有开始事件');
    const nobody = await post('admin', 'flowable-definition/deploy', {
      xml: linearProcess('nobody', [{ id: 'x', name: 'X', attributes: '' }]),
    });
    expect(nobody.statusCode).toBe(400);
  });

  it('starts, puts the task in the assignee’s todo only, approves to the end with history', async () => {
    await deploy(
      linearProcess('purchase', [
        { id: 'boss', name: 'Boss', attributes: 'flowable:assignee="sunrise.admin"' },
        { id: 'back', name: 'Starter confirms', attributes: 'flowable:assignee="${INITIATOR}"' },
      ]),
    );
    const started = await ok<FlowInstance>('store', 'instance/start', {
      definitionKey: 'purchase',
      businessKey: 'PO-1',
      variables: { amount: 300 },
    });
    expect(started).toMatchObject({
      status: 1,
      currentNodes: 'Boss',
      startUserName: 'sunrise.store',
    });
    expect(await todoOf('store', 'purchase')).toEqual([]);
    expect(await todoOf('uptown', 'purchase')).toEqual([]);
    const [task] = await todoOf('admin', 'purchase');
    expect(task).toMatchObject({ name: 'Boss', businessKey: 'PO-1', instanceId: started.id });

    // Not theirs: 403 with the assignee named; then the assignee approves; twice is a 409.
    const stranger = await post('store', 'task/approve', { taskId: task?.id }, 'en');
    expect(stranger.statusCode).toBe(403);
    expect(bodyOf(stranger).description).toMatch(/not yours/);
    const approved = await ok<{ instance: FlowInstance }>('admin', 'task/approve', {
      taskId: task?.id,
      comment: 'Fine',
    });
    expect(approved.instance.currentNodes).toBe('Starter confirms');
    const twice = await post('admin', 'task/approve', { taskId: task?.id }, 'es');
    expect(twice.statusCode).toBe(409);
    expect(bodyOf(twice).description).toMatch(/ya se decidió/);

    const [mine] = await todoOf('store', 'purchase');
    await ok('store', 'task/approve', { taskId: mine?.id, comment: 'Received' });
    const [process] = await page<FlowInstance>('store', 'instance/mine', {
      definitionKey: 'purchase',
    });
    expect(process).toMatchObject({ status: 2, currentNodes: '' });
    const detail = await ok<FlowInstanceDetail>('store', 'instance/detail', { id: started.id });
    expect(detail.history.map((entry) => [entry.type, entry.userName, entry.comment])).toEqual([
      ['start', 'sunrise.store', null],
      ['approve', 'sunrise.admin', 'Fine'],
      ['approve', 'sunrise.store', 'Received'],
      ['end', null, null],
    ]);
    expect(detail.completedElementIds).toEqual(
      expect.arrayContaining(['start', 'boss', 'back', 'end']),
    );
    expect(detail.activeElementIds).toEqual([]);
    expect(detail.variables).toEqual({ amount: 300 });
    const finished = await page<FlowTask>('admin', 'task/finished', { definitionKey: 'purchase' });
    expect(finished.map((done) => [done.name, done.status, done.comment])).toEqual([
      ['Boss', 2, 'Fine'],
    ]);
  });

  it('rejects with a reason (required) and ends the instance rejected', async () => {
    await deploy(
      linearProcess('expense', [
        { id: 'boss', name: 'Boss', attributes: 'flowable:assignee="sunrise.admin"' },
      ]),
    );
    const started = await ok<FlowInstance>('store', 'instance/start', { definitionKey: 'expense' });
    const [task] = await todoOf('admin', 'expense');
    const noReason = await post('admin', 'task/reject', { taskId: task?.id, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(bodyOf(noReason).field).toBe('reason');
    await ok('admin', 'task/reject', { taskId: task?.id, reason: 'No receipt attached' });
    const detail = await ok<FlowInstanceDetail>('store', 'instance/detail', { id: started.id });
    expect(detail.instance.status).toBe(3);
    expect(detail.history.at(-1)).toMatchObject({ type: 'reject', comment: 'No receipt attached' });
  });

  it('hands a task over (transfer and delegate) and lets a candidate claim', async () => {
    await deploy(
      linearProcess('travel', [
        { id: 'boss', name: 'Boss', attributes: 'flowable:assignee="sunrise.admin"' },
        {
          id: 'pool',
          name: 'Pool',
          attributes: 'flowable:candidateUsers="sunrise.uptown,sunrise.admin"',
        },
      ]),
    );
    await ok('store', 'instance/start', { definitionKey: 'travel' });
    const [task] = await todoOf('admin', 'travel');
    // Delegated: uptown approves, it returns to the admin; the flow has not moved.
    await ok('admin', 'task/hand-over', {
      taskId: task?.id,
      userId: await userIdOf(t, 'sunrise.uptown'),
      delegate: true,
    });
    expect(await todoOf('admin', 'travel')).toEqual([]);
    const [delegated] = await todoOf('uptown', 'travel');
    expect(delegated).toMatchObject({ ownerName: 'Sunrise Administrator', name: 'Boss' });
    await ok('uptown', 'task/approve', { taskId: delegated?.id, comment: 'Looks right' });
    const [back] = await todoOf('admin', 'travel');
    expect(back).toMatchObject({ id: task?.id, ownerId: null });
    // Transferred to the store user: theirs from now.
    await ok('admin', 'task/hand-over', { taskId: task?.id, userId: storeId });
    const [transferred] = await todoOf('store', 'travel');
    await ok('store', 'task/approve', { taskId: transferred?.id });

    // The pool task: both candidates see it; deciding before claiming is refused; one claims.
    const [pooled] = await todoOf('uptown', 'travel');
    expect(pooled).toMatchObject({ name: 'Pool', claimable: true, assigneeId: null });
    expect((await todoOf('admin', 'travel')).map((open) => open.id)).toEqual([pooled?.id]);
    expect((await post('uptown', 'task/approve', { taskId: pooled?.id })).statusCode).toBe(403);
    await ok('uptown', 'task/claim', { taskId: pooled?.id });
    expect(await todoOf('admin', 'travel')).toEqual([]);
    const late = await post('admin', 'task/claim', { taskId: pooled?.id });
    expect(late.statusCode).toBe(409);
    await ok('uptown', 'task/approve', { taskId: pooled?.id });
  });

  it('follows an exclusive gateway’s condition on the form’s amount', async () => {
    await deploy(amountProcess('spend', 'sunrise.admin', 'sunrise.uptown'));
    for (const [amount, next] of [
      [5000, 'Director'],
      [200, ''],
    ] as const) {
      const started = await ok<FlowInstance>('store', 'instance/start', {
        definitionKey: 'spend',
        businessKey: `S-${amount}`,
        variables: { amount },
      });
      const [task] = await page<FlowTask>('admin', 'task/todo', { businessKey: `S-${amount}` });
      const { instance } = await ok<{ instance: FlowInstance }>('admin', 'task/approve', {
        taskId: task?.id,
      });
      expect(instance.currentNodes, `amount ${amount}`).toBe(next);
      expect(instance.status).toBe(next ? 1 : 2);
      const detail = await ok<FlowInstanceDetail>('store', 'instance/detail', { id: started.id });
      expect(detail.completedElementIds).toContain(next ? 'big' : 'small');
    }
  });

  it('lets only the starter stop a running instance; another tenant sees none of it', async () => {
    const started = await ok<FlowInstance>('store', 'instance/start', { definitionKey: 'expense' });
    const [task] = await todoOf('admin', 'expense');
    expect((await post('harbour', 'instance/detail', { id: started.id })).statusCode).toBe(404);
    expect((await post('harbour', 'task/approve', { taskId: task?.id })).statusCode).toBe(404);
    expect((await post('harbour', 'instance/start', { definitionKey: 'expense' })).statusCode).toBe(
      404,
    );
    expect((await post('admin', 'instance/stop', { id: started.id })).statusCode).toBe(403);
    const stopped = await ok<FlowInstance>('store', 'instance/stop', {
      id: started.id,
      comment: 'Wrong form',
    });
    expect(stopped.status).toBe(4);
    expect(await todoOf('admin', 'expense')).toEqual([]);
  });
});
