import { describe, expect, it } from 'vitest';
import {
  CHOOSER_PAGE_SIZES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PAGE_SIZE_OPTIONS,
  endpointUrl,
  pageQuerySchema,
  pagePathSchema,
  paginationModelSchema,
  pagedSchema,
} from '../src';
import { z } from 'zod';

describe('page-size options and limits', () => {
  it('shared pagination defaults to 20 of 10/20/30/50', () => {
    expect(PAGE_SIZE_DEFAULT).toBe(20);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 30, 50]);
    expect(paginationModelSchema.parse({})).toEqual({ total: 0, page: 1, limit: 20 });
  });
  it('dialogs have their own sizes, each default among its options and within the maximum', () => {
    expect(CHOOSER_PAGE_SIZES.store).toEqual({ default: 10, options: [10, 20, 30, 40] });
    expect(CHOOSER_PAGE_SIZES.fileBank).toEqual({ default: 15, options: [15, 30, 60, 90] });
    expect(CHOOSER_PAGE_SIZES.specification).toEqual({ default: 10, options: [10, 20, 30, 40] });
    expect(CHOOSER_PAGE_SIZES.product.options).toEqual([10, 20, 30, 50, 80, 130, 210, 440]);
    for (const sizes of Object.values(CHOOSER_PAGE_SIZES)) {
      expect(sizes.options).toContain(sizes.default);
      expect(Math.max(...sizes.options)).toBeLessThanOrEqual(PAGE_SIZE_MAX);
    }
  });
  it('list query coerces strings, defaults, and refuses sizes above the maximum', () => {
    expect(pageQuerySchema.parse({})).toEqual({ pageSize: 20, pageNum: 1 });
    expect(pageQuerySchema.parse({ pageSize: '30', pageNum: '2' })).toEqual({
      pageSize: 30,
      pageNum: 2,
    });
    expect(pageQuerySchema.safeParse({ pageSize: PAGE_SIZE_MAX + 1 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageSize: 0 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageNum: -1 }).success).toBe(false);
    expect(pagePathSchema.parse({ size: '15', page: '1' })).toEqual({ size: 15, page: 1 });
  });
  it('paged answers carry entities, totalCount, pageSize, currentPage', () => {
    const schema = pagedSchema(z.object({ id: z.number() }));
    const answer = {
      successful: true,
      status: 200,
      entities: [{ id: 1 }],
      totalCount: 1,
      pageSize: 20,
      currentPage: 1,
    };
    expect(schema.parse(answer)).toEqual(answer);
    expect(schema.safeParse({ ...answer, totalCount: -1 }).success).toBe(false);
  });
  it('builds URLs with path parameters', () => {
    expect(
      endpointUrl({ path: '/api/file/file-folder/list/:size/:page' }, { size: 15, page: 2 }),
    ).toBe('/api/file/file-folder/list/15/2');
    expect(() => endpointUrl({ path: '/api/x/:id' })).toThrow('Missing path parameter "id"');
  });
});
