import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DictionaryEntry,
  type ExportJob,
  type Paged,
  XLSX_CONTENT_TYPE,
} from '@retail/contract';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { formatDateTime } from '../src/lib/date-time';
import { callAs, demoToken, userIdOf } from './support/admin-calls';
import { bearer, bodyOf, type TestApp, startTestApp } from './support/test-app';

const CREATE = '/api/admin/export/create';
const LIST = '/api/admin/export/list';
const DOWNLOAD = '/api/admin/export/download';
const REMOVE = '/api/admin/export/remove';

/** More rows than one page of the list (500), so that the export pages through it. */
const BULK_ROWS = 1_150;

const COLUMNS = [
  { key: 'value', header: '值' },
  { key: 'desc', header: 'Description' },
  { key: 'sorted', header: 'Sort' },
];

/** The rows of an .xlsx answer, header row first. */
const sheetRows = async (response: LightMyRequestResponse): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

describe('my exports', () => {
  let t: TestApp;
  let sunrise: string;
  let sunriseStore: string;
  let harbour: string;
  let sunriseId: number;

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    sunrise = await demoToken(t, 'sunrise.admin');
    sunriseStore = await demoToken(t, 'sunrise.store');
    harbour = await demoToken(t, 'harbour.admin');
    const organ = await t.app.db
      .selectFrom('organ')
      .selectAll()
      .where('organName', '=', 'Sunrise Retail')
      .executeTakeFirstOrThrow();
    sunriseId = organ.id;
    const date = formatDateTime(Date.now());
    const owner = { tenantId: organ.tenantId, organId: organ.id, organPath: organ.organPath };
    const audit = { createBy: 'test', createDate: date, updateBy: 'test', updateDate: date };
    const rows = Array.from({ length: BULK_ROWS }, (_, index) => ({
      bigType: 'BULK',
      parentId: null,
      value: `v${String(index).padStart(4, '0')}`,
      desc: index % 2 === 0 ? `even ${index}` : `odd ${index}`,
      sorted: BULK_ROWS - index,
      remark: null,
      ...owner,
      ...audit,
    }));
    for (let start = 0; start < rows.length; start += 200)
      await t.app.db
        .insertInto('dictionary')
        .values(rows.slice(start, start + 200))
        .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const jobsOf = async (token: string): Promise<ExportJob[]> => {
    const response = await callAs(t, token, 'POST', `${LIST}?pageSize=50&pageNum=1`, {});
    expect(response.statusCode).toBe(200);
    return response.json<Paged<ExportJob>>().entities;
  };

  /**
   * Waits until the job is done or failed (it runs after create has answered, behind the jobs
   * earlier tests left running: up to 15 s on a loaded machine).
   */
  const finished = async (token: string, id: number): Promise<ExportJob> => {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const job = (await jobsOf(token)).find((entry) => entry.id === id);
      if (!job) throw new Error(`export ${id} is not in the list`);
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`export ${id} did not finish`);
  };

  const create = async (token: string, body: object, language?: string) =>
    callAs(t, token, 'POST', CREATE, body, language);

  const download = (token: string, id: number) =>
    t.app.inject({ method: 'GET', url: `${DOWNLOAD}?id=${id}`, headers: bearer(token) });

  /** Every row of the list as the screen pages through it. */
  const listAll = async (token: string, filter: object): Promise<DictionaryEntry[]> => {
    const all: DictionaryEntry[] = [];
    for (let pageNum = 1; ; pageNum += 1) {
      const response = await callAs(
        t,
        token,
        'POST',
        `/api/admin/dictionary/list?pageSize=500&pageNum=${pageNum}`,
        filter,
      );
      const page = response.json<Paged<DictionaryEntry>>();
      all.push(...page.entities);
      if (all.length >= page.totalCount || page.entities.length === 0) return all;
    }
  };

  it('exports a filtered list over several pages into an .xlsx whose rows match the list', async () => {
    const filter = { bigType: 'BULK', desc: 'even' };
    const response = await create(sunrise, {
      endpoint: 'dictionary.list',
      body: filter,
      columns: COLUMNS,
      fileName: '偶数 entries',
    });
    expect(response.statusCode).toBe(200);
    const job = bodyOf(response).data as ExportJob;
    expect(job).toMatchObject({
      endpoint: 'dictionary.list',
      fileName: '偶数 entries.xlsx',
      status: 'pending',
      progress: 0,
      createBy: 'sunrise.admin',
    });

    const done = await finished(sunrise, job.id);
    const expected = await listAll(sunrise, filter);
    expect(expected.length).toBe(Math.ceil(BULK_ROWS / 2));
    expect(done).toMatchObject({ status: 'done', progress: 100, rowCount: expected.length });
    expect(done.fileSize).toBeGreaterThan(0);
    expect(done.finishDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const file = await download(sunrise, job.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="__ entries.xlsx"; filename*=UTF-8''${encodeURIComponent('偶数 entries.xlsx')}`,
    );
    const rows = await sheetRows(file);
    expect(rows[0]).toEqual(['值', 'Description', 'Sort']);
    expect(rows.slice(1)).toEqual(expected.map((entry) => [entry.value, entry.desc, entry.sorted]));
  });

  it('applies the caller’s scope through the list itself: another tenant’s rows never appear', async () => {
    const response = await create(harbour, {
      endpoint: 'dictionary.list',
      body: { bigType: 'BULK' },
      columns: COLUMNS,
    });
    expect(response.statusCode).toBe(200);
    const job = await finished(harbour, (bodyOf(response).data as ExportJob).id);
    expect(job).toMatchObject({ status: 'done', rowCount: 0 });
    expect(job.fileName).toMatch(/^dictionary\.list-\d{14}\.xlsx$/);
    const rows = await sheetRows(await download(harbour, job.id));
    expect(rows).toEqual([['值', 'Description', 'Sort']]);
  });

  it('exports a list paged in the path, and any other user’s list endpoint', async () => {
    const referenced = await create(sunriseStore, {
      endpoint: 'dictionaryReference.organReferencedPage',
      body: { bigType: 'ERROR_CODE' },
      columns: [
        { key: 'value', header: 'Status' },
        { key: 'desc', header: 'Text' },
      ],
    });
    expect(referenced.statusCode).toBe(200);
    const job = await finished(sunriseStore, (bodyOf(referenced).data as ExportJob).id);
    const rows = await sheetRows(await download(sunriseStore, job.id));
    expect(rows).toContainEqual(['404', '请求的资源不存在']);
    expect(rows).toHaveLength(11);

    const users = await create(sunrise, {
      endpoint: 'user.list',
      body: {},
      columns: [
        { key: 'userName', header: 'User' },
        { key: 'enabled', header: 'Enabled' },
      ],
    });
    expect(users.statusCode).toBe(200);
    const usersJob = await finished(sunrise, (bodyOf(users).data as ExportJob).id);
    const userRows = await sheetRows(await download(sunrise, usersJob.id));
    const names = userRows.slice(1).map((row) => row[0]);
    expect(names).toEqual(expect.arrayContaining(['sunrise.admin', 'sunrise.store']));
    expect(names.some((name) => String(name).startsWith('harbour'))).toBe(false);
  });

  it('writes money (integer cents) as yuan with two decimals', async () => {
    const item = await callAs(t, sunrise, 'PATCH', '/api/warehouse/item/edit', {
      itemNo: 'EXPORT-1',
      name: 'Exported item',
      costPrice: 1234,
      sellingPrice: 5,
    });
    expect(item.statusCode, item.body).toBe(200);
    const created = await create(sunrise, {
      endpoint: 'item.list',
      body: { itemNo: 'EXPORT-1' },
      columns: [
        { key: 'itemNo', header: 'Item' },
        { key: 'costPrice', header: 'Cost' },
        { key: 'sellingPrice', header: 'Price' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const job = await finished(sunrise, (bodyOf(created).data as ExportJob).id);
    const rows = await sheetRows(await download(sunrise, job.id));
    expect(rows).toEqual([
      ['Item', 'Cost', 'Price'],
      ['EXPORT-1', 12.34, 0.05],
    ]);
  });

  it('shows, downloads and removes only the caller’s own exports (404 for anyone else)', async () => {
    const response = await create(sunrise, {
      endpoint: 'dictionary.list',
      body: { bigType: 'BULK', value: 'v0001' },
      columns: COLUMNS,
    });
    const job = await finished(sunrise, (bodyOf(response).data as ExportJob).id);
    const row = await t.app.db
      .selectFrom('exportJob')
      .select('filePath')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    const file = join(t.config.dataDir, row.filePath ?? '');
    expect(existsSync(file)).toBe(true);

    // Same tenant, organisation below: still not theirs.
    for (const other of [sunriseStore, harbour]) {
      expect((await jobsOf(other)).some((entry) => entry.id === job.id)).toBe(false);
      const refused = await download(other, job.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toMatch(/json/);
      expect((await callAs(t, other, 'DELETE', `${REMOVE}?id=${job.id}`)).statusCode).toBe(404);
    }
    expect(existsSync(file)).toBe(true);

    expect((await callAs(t, sunrise, 'DELETE', `${REMOVE}?id=${job.id}`)).statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect((await jobsOf(sunrise)).some((entry) => entry.id === job.id)).toBe(false);
    expect((await download(sunrise, job.id)).statusCode).toBe(404);
  });

  it('refuses up front what the list would refuse, and no job is made', async () => {
    const before = await t.app.db.selectFrom('exportJob').select('id').execute();
    // No authority for the list.
    const forbidden = await create(sunriseStore, { endpoint: 'dictionary.list', columns: COLUMNS });
    expect(forbidden.statusCode).toBe(403);
    // An organisation outside the caller's scope.
    const foreign = await create(harbour, {
      endpoint: 'dictionaryReference.organReferencedPage',
      body: { organId: sunriseId },
      columns: COLUMNS,
    });
    expect(foreign.statusCode).toBe(404);
    // A bad filter field, named in the caller's language.
    const badFilter = await create(
      sunrise,
      { endpoint: 'dictionary.list', body: { bigType: 42 }, columns: COLUMNS },
      'zh',
    );
    expect(badFilter.statusCode).toBe(400);
    expect(bodyOf(badFilter)).toMatchObject({
      field: 'bigType',
      description: '字典类型格式不正确',
    });
    // Not a list.
    const notAList = await create(
      sunrise,
      { endpoint: 'dictionary.remove', columns: COLUMNS },
      'en',
    );
    expect(bodyOf(notAList)).toMatchObject({
      status: 400,
      field: 'endpoint',
      description: '"dictionary.remove" is not a list that can be exported',
    });
    // No columns.
    const noColumns = await create(sunrise, { endpoint: 'dictionary.list', columns: [] }, 'es');
    expect(bodyOf(noColumns)).toMatchObject({
      status: 400,
      field: 'columns',
      description: 'Columnas no es válido',
    });
    expect(await t.app.db.selectFrom('exportJob').select('id').execute()).toEqual(before);
  });

  it('lets a user have only a few exports in progress at once', async () => {
    const organ = await t.app.db
      .selectFrom('organ')
      .selectAll()
      .where('organName', '=', 'Sunrise Downtown')
      .executeTakeFirstOrThrow();
    const date = formatDateTime(t.clock.now());
    const userId = await userIdOf(t, 'sunrise.store');
    const unfinished = await t.app.db
      .insertInto('exportJob')
      .values(
        ['pending', 'running', 'running'].map((status) => ({
          userId,
          endpoint: 'dictionaryReference.organReferencedPage',
          fileName: `${status}.xlsx`,
          status,
          progress: 0,
          locale: 'en',
          tenantId: organ.tenantId,
          organId: organ.id,
          organPath: organ.organPath,
          createBy: 'sunrise.store',
          createDate: date,
          updateBy: 'sunrise.store',
          updateDate: date,
        })),
      )
      .returning('id')
      .execute();
    const body = { endpoint: 'dictionaryReference.organReferencedPage', columns: COLUMNS };
    const refused = await create(sunriseStore, body, 'en');
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).description).toBe(
      'You already have 3 exports in progress; wait for one to finish',
    );
    // Someone else's exports do not count.
    const others = await create(sunrise, { ...body, body: { bigType: 'STORE_TYPE' } });
    expect(others.statusCode).toBe(200);
    await t.app.db
      .deleteFrom('exportJob')
      .where(
        'id',
        'in',
        unfinished.map((row) => row.id),
      )
      .execute();
    const own = await create(sunriseStore, body);
    expect(own.statusCode).toBe(200);
    // Finished before the next test, whose export would otherwise wait behind them.
    await finished(sunrise, (bodyOf(others).data as ExportJob).id);
    await finished(sunriseStore, (bodyOf(own).data as ExportJob).id);
  });

  it('writes a safe file name whatever the user typed', async () => {
    // Control characters are refused up front, like in any text of a request.
    const refused = await create(sunrise, {
      endpoint: 'dictionary.list',
      body: { bigType: 'BULK', value: 'v0002' },
      columns: COLUMNS,
      fileName: 'pass\u0007wd.xlsx',
    });
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).field).toBe('fileName');
    const response = await create(sunrise, {
      endpoint: 'dictionary.list',
      body: { bigType: 'BULK', value: 'v0002' },
      columns: COLUMNS,
      fileName: '../../etc/pass"wd|.xlsx',
    });
    const job = await finished(sunrise, (bodyOf(response).data as ExportJob).id);
    expect(job.fileName).toBe('.._.._etc_pass_wd_.xlsx');
    const file = await download(sunrise, job.id);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="\.\._\.\._etc_pass_wd_\.xlsx"; filename\*=UTF-8''/,
    );
  });
  it('fails the jobs whose server stopped, in their user’s language, and no other server’s', async () => {
    const organ = await t.app.db
      .selectFrom('organ')
      .selectAll()
      .where('id', '=', sunriseId)
      .executeTakeFirstOrThrow();
    const userId = await userIdOf(t, 'sunrise.admin');
    const job = async (fileName: string, silentMs: number): Promise<number> => {
      const date = formatDateTime(t.clock.now() - silentMs);
      const row = await t.app.db
        .insertInto('exportJob')
        .values({
          userId,
          endpoint: 'dictionary.list',
          fileName,
          status: 'running',
          progress: 40,
          locale: 'zh',
          tenantId: organ.tenantId,
          organId: organ.id,
          organPath: organ.organPath,
          createBy: 'sunrise.admin',
          createDate: date,
          updateBy: 'sunrise.admin',
          updateDate: date,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    // Silent for 10 minutes: its server is gone. Vouched for a moment ago: another server runs it.
    const orphan = await job('left over.xlsx', 10 * 60_000);
    const alive = await job('still running.xlsx', 5_000);

    // A server starting on the same database sweeps.
    const other = await buildApp(t.config, { clock: t.clock });
    await other.close();
    const jobs = await jobsOf(sunrise);
    expect(jobs.find((entry) => entry.id === orphan)).toMatchObject({
      status: 'failed',
      progress: 40,
      reason: '导出被中断（服务器已重启），请重新导出',
    });
    expect(jobs.find((entry) => entry.id === alive)).toMatchObject({ status: 'running' });
    const refused = await callAs(t, sunrise, 'GET', `${DOWNLOAD}?id=${orphan}`, undefined, 'en');
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).description).toBe('This export is not finished yet');
  });
});
