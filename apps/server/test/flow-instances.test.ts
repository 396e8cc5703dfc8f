import type { FlowInstance, FlowTask } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, demoToken, startDemoApp } from './support/admin-calls';
import { bodyOf, type TestApp } from './support/test-app';
import { linearProcess } from './flow.support';

// The process instances (`/flow/index`) and approval records (`/flowableRecord/index`):
// administrators see every process of their organisations, whoever started it, with every step
// it went through, and terminate a running one with a reason (docs/approvals.md).

type Who = 'admin' | 'store' | 'uptown' | 'harbour';
type Row = Record<string, unknown>;

describe('process instances and approval records', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;

  beforeAll(async () => {
    const demo = await startDemoApp();
    t = demo.t;
    tokens.admin = demo.sunrise;
    tokens.store = demo.sunriseStore;
    tokens.uptown = await demoToken(t, 'sunrise.uptown');
    tokens.harbour = demo.harbour;
  });
  afterAll(() => t.close());

  const post = (who: Who, path: string, body: object, language?: string) =>
    callAs(t, tokens[who], 'POST', `/api/flow/${path}`, body, language);
  const ok = async <T>(who: Who, path: string, body: object): Promise<T> => {
    const response = await post(who, path, body);
    expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
    return bodyOf(response).data as T;
  };
  const rows = async (who: Who, path: string, body: object = {}): Promise<Row[]> => {
    const response = await post(who, `${path}?pageSize=50&pageNum=1`, body);
    expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
    return (response.json() as { entities: Row[] }).entities;
  };
  const todo = (who: Who) => rows(who, 'task/todo', { definitionKey: 'purchase' });

  let definitionId: number;
  let started: FlowInstance;

  beforeAll(async () => {
    const definition = await ok<{ id: number }>('admin', 'flowable-definition/deploy', {
      xml: linearProcess('purchase', [
        { id: 'boss', name: 'Boss', attributes: 'flowable:assignee="sunrise.admin"' },
      ]),
    });
    definitionId = definition.id;
    started = await ok<FlowInstance>('store', 'instance/start', {
      definitionKey: 'purchase',
      businessKey: 'PO-7',
    });
  });

  it('lists every process of the caller’s organisations with its step, whoever started it', async () => {
    const listed = await rows('admin', 'flow/list', { definitionId });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: started.id,
      definitionId,
      definitionName: 'purchase approval',
      businessKey: 'PO-7',
      startUserName: 'sunrise.store',
      status: 1,
      currentNodes: 'Boss',
      endTime: null,
    });
    // Filters: by status and by who started it.
    expect(await rows('admin', 'flow/list', { definitionId, status: 2 })).toEqual([]);
    expect(await rows('admin', 'flow/list', { startUserName: 'sunrise.st' })).toContainEqual(
      expect.objectContaining({ id: started.id }),
    );
    // Another tenant's administrator sees none of it; a store operator has no such list.
    expect((await post('uptown', 'flow/list', {})).statusCode).toBe(403);
    expect((await rows('harbour', 'flow/list', {})).map((row) => row.id)).not.toContain(started.id);
    expect(await rows('harbour', 'flowable-record/list', { instanceId: started.id })).toEqual([]);
  });

  it('terminates a running process with a reason, once; its todo empties and its records say so', async () => {
    // Out of scope: 404 and nothing changes.
    expect(
      (await post('harbour', 'flow/terminate', { id: started.id, reason: 'Not yours' })).statusCode,
    ).toBe(404);
    expect(
      (await post('store', 'flow/terminate', { id: started.id, reason: 'Mine' })).statusCode,
    ).toBe(403);
    expect(await todo('admin')).toHaveLength(1);

    const missing = await post('admin', 'flow/terminate', { id: started.id }, 'es');
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing).field).toBe('reason');

    const [terminated] = await ok<Row[]>('admin', 'flow/terminate', {
      id: started.id,
      reason: 'Supplier closed',
    });
    expect(terminated).toMatchObject({ id: started.id, status: 4 });
    expect(terminated?.endTime).toEqual(expect.any(String));
    expect(await todo('admin')).toEqual([]);
    const [instance] = await rows('store', 'instance/mine', {});
    expect(instance).toMatchObject({ id: started.id, status: 4 });

    // Again: refused, naming the state it is in, and nothing is written twice.
    const again = await post('admin', 'flow/terminate', { id: started.id, reason: 'Again' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).description).toMatch(/already ended \(cancelled\)/);

    const records = await rows('admin', 'flowable-record/list', { instanceId: started.id });
    expect(records.map((row) => row.type)).toEqual(['stop', 'start']);
    expect(records[0]).toMatchObject({
      userName: 'sunrise.admin',
      comment: 'Supplier closed',
      nodeName: null,
    });
    // By action: only the stop.
    expect(
      (await rows('admin', 'flowable-record/list', { instanceId: started.id, type: 'stop' })).map(
        (row) => row.comment,
      ),
    ).toEqual(['Supplier closed']);
    const tasks = (await rows('admin', 'task/finished', {})) as unknown as FlowTask[];
    expect(tasks.filter((task) => task.instanceId === started.id)).toEqual([]);
  });
});
