// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, PAGE_SIZE_MAX, pageQuerySchema } from '@retail/contract';
import { listPage } from './resource-call';
import { paged, routeFetch, type SeenRequest } from './route-fetch.test-support';

const list = defineEndpoint({
  method: 'POST',
  path: '/api/test/thing/list',
  summary: 'list',
  access: { authority: 'THING_LIST' },
  isolation: { owned: 'thing' },
  query: pageQuerySchema,
  body: z.object({}).passthrough(),
  kind: 'paged',
  response: z.object({ id: z.number() }),
});

/** A server of `total` things in id order, serving pages of at most PAGE_SIZE_MAX. */
const serve = (total: number, shift = () => 0) =>
  routeFetch({
    [`POST ${list.path}`]: ({ query }) => {
      const size = Number(query.get('pageSize'));
      const from = (Number(query.get('pageNum')) - 1) * size - shift();
      const ids = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({
        id: from + i + 1,
      }));
      return paged(ids, total, size);
    },
  });

const pagesAsked = (requests: SeenRequest[]) =>
  requests.map((request) => [request.query.get('pageNum'), request.query.get('pageSize')]);

afterEach(() => vi.unstubAllGlobals());

describe('listPage', () => {
  it('asks a page the server serves as it is', async () => {
    const requests = serve(45);
    const answer = await listPage(list, { pageNum: 2, pageSize: 20 }, {});
    expect(pagesAsked(requests)).toEqual([['2', '20']]);
    expect(answer.entities.map((row) => row.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 21),
    );
  });

  it('reads a page of 10,000 as server pages of 500, none past the end', async () => {
    const requests = serve(1_230);
    const answer = await listPage(list, { pageNum: 1, pageSize: 10_000 }, { name: 'x' });
    expect(pagesAsked(requests)).toEqual([
      ['1', String(PAGE_SIZE_MAX)],
      ['2', String(PAGE_SIZE_MAX)],
      ['3', String(PAGE_SIZE_MAX)],
    ]);
    expect(requests.every((request) => (request.body as { name: string }).name === 'x')).toBe(true);
    expect(answer.totalCount).toBe(1_230);
    expect(answer.pageSize).toBe(10_000);
    expect(answer.entities.map((row) => row.id)).toEqual(
      Array.from({ length: 1_230 }, (_, i) => i + 1),
    );
  });

  it('the second page of 1,000 is server pages 3 and 4; a row seen twice is kept once', async () => {
    let calls = 0;
    // A thing added at the top between the two calls pushes the second page down by one.
    const requests = serve(5_000, () => (calls++ === 0 ? 0 : 1));
    const answer = await listPage(list, { pageNum: 2, pageSize: 1_000 }, {});
    expect(pagesAsked(requests)).toEqual([
      ['3', String(PAGE_SIZE_MAX)],
      ['4', String(PAGE_SIZE_MAX)],
    ]);
    const ids = answer.entities.map((row) => row.id);
    expect(ids[0]).toBe(1_001);
    expect(ids).toHaveLength(999);
    expect(new Set(ids).size).toBe(ids.length);
    expect(answer.currentPage).toBe(2);
  });
});
