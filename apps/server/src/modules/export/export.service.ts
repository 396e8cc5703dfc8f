import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import {
  EXPORT_MAX_ROWS,
  EXPORT_MAX_UNFINISHED,
  type EndpointDef,
  type ExportCreate,
  type ExportFilter,
  type ExportJob,
  type ExportStatus,
  endpointUrl,
  exportableEndpoint,
  resourceOfPath,
  type Locale,
  PAGE_SIZE_MAX,
  type PageQuery,
  pagingStyleOf,
  type ServerMessageKey,
  translate,
} from '@retail/contract';
import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/database';
import { AppError, type ErrorStatus } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import type { Page } from '../../lib/route';
import { ownerOf, type Scope } from '../../scope/scope';
import { findOwnedOr404, notFound, ownedInsert, scoped, scopedDelete } from '../../scope/scoped-db';
import { createExportRepository, type ExportJobRow } from './export.repository';
import { openSheetWriter } from './xlsx-writer';

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

type ExportServiceDeps = {
  db: Db;
  clock: Clock;
  dataDir: string;
  /** Calls the app itself: the list runs as the caller, with their scope and authorities. */
  inject: Inject;
  log: FastifyBaseLogger;
  /** Exports run at the same time at most; the others wait (pending). */
  concurrency?: number;
};

/** Who asked, as the list calls need it: their own token and language. */
export type Caller = { authorization: string; locale: Locale };

export const EXPORT_FOLDER = 'exports';
/** A process vouches for the jobs it holds this often… */
export const EXPORT_HEARTBEAT_MS = 30_000;
/** …so a job silent for this long belongs to a process that stopped: it can never finish. */
export const EXPORT_STALE_MS = 120_000;
// Path separators, characters Windows refuses, and control characters (below space, DEL).
const FORBIDDEN_IN_NAME = /[/\\:*?"<>|]+/g;
const withoutControls = (text: string): string =>
  [...text]
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? '_' : char))
    .join('');

/** A failure with the text the user reads in "my exports". */
class ExportFailure extends Error {}

/** The list itself refused (bad filter, out of scope, no authority): its status and text. */
class ListRefused extends ExportFailure {
  constructor(
    readonly status: ErrorStatus,
    description: string,
    readonly field: string | undefined,
  ) {
    super(description);
  }
}

const ERROR_STATUSES: readonly number[] = [400, 401, 403, 404, 413, 429, 500];

const toJob = (row: ExportJobRow): ExportJob => ({
  id: row.id,
  userId: row.userId,
  endpoint: row.endpoint,
  fileName: row.fileName,
  status: row.status as ExportStatus,
  progress: row.progress,
  rowCount: row.rowCount,
  fileSize: row.fileSize,
  reason: row.reason,
  finishDate: row.finishDate,
  tenantId: row.tenantId,
  organId: row.organId,
  organPath: row.organPath,
  createBy: row.createBy,
  createDate: row.createDate,
  updateBy: row.updateBy,
  updateDate: row.updateDate,
});

/** A file name without path or control characters, ending in .xlsx. */
export const safeFileName = (wanted: string | undefined, fallback: string): string => {
  const base = withoutControls(wanted ?? '')
    .replace(FORBIDDEN_IN_NAME, '_')
    .replace(/\.xlsx$/i, '')
    .trim();
  return `${(base || fallback).slice(0, 100)}.xlsx`;
};

const queryString = (values: Record<string, string | number | boolean>): string => {
  const search = new URLSearchParams(
    Object.entries(values).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return search ? `?${search}` : '';
};

/** The URL of one page of the list, paging as the endpoint expects it. */
const pageUrl = (def: EndpointDef, body: ExportCreate, pageNum: number): string => {
  const query = body.query ?? {};
  const params = body.params ?? {};
  return pagingStyleOf(def) === 'path'
    ? endpointUrl(def, { ...params, size: PAGE_SIZE_MAX, page: pageNum }) + queryString(query)
    : endpointUrl(def, params) + queryString({ ...query, pageSize: PAGE_SIZE_MAX, pageNum });
};

/** A page of the list exported; a capped total (a "contains" search) is the least there are. */
type ListPage = { entities: unknown[]; totalCount: number; totalCountCapped?: boolean };

/**
 * "My exports". The job pages through the list endpoint by calling the app itself with the
 * caller's own Authorization header, so scope, authorities and validation apply as they do
 * for the screen, and nothing of the list is reimplemented here. The file goes under
 * DATA_DIR/exports; jobs run in this process (a restart fails the unfinished ones).
 */
export const createExportService = ({
  db,
  clock,
  dataDir,
  inject,
  log,
  concurrency = 2,
}: ExportServiceDeps) => {
  const repository = createExportRepository(db);
  const root = resolve(dataDir);
  const waiting: Array<() => Promise<void>> = [];
  const active = new Set<Promise<void>>();
  /** Jobs removed while they run: they stop at their next page. */
  const cancelled = new Set<number>();
  /** Jobs this process holds (waiting or running). */
  const held = new Set<number>();
  const timers: NodeJS.Timeout[] = [];
  let closing = false;

  const pump = (): void => {
    while (active.size < concurrency && waiting.length > 0) {
      const task = waiting.shift();
      if (!task) return;
      const running: Promise<void> = task().finally(() => {
        active.delete(running);
        pump();
      });
      active.add(running);
    }
  };

  const fileOf = (row: Pick<ExportJobRow, 'filePath'>): string | undefined => {
    if (!row.filePath) return undefined;
    const file = resolve(root, row.filePath);
    // Only files inside DATA_DIR are ever read or removed.
    return file.startsWith(root + sep) ? file : undefined;
  };

  const fetchListPage = async (
    def: EndpointDef,
    body: ExportCreate,
    pageNum: number,
    caller: Caller,
  ): Promise<ListPage> => {
    const response = await inject({
      method: 'POST',
      url: pageUrl(def, body, pageNum),
      headers: {
        authorization: caller.authorization,
        'accept-language': caller.locale,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body.body ?? {}),
    });
    let answer: Partial<ListPage> & {
      successful?: boolean;
      description?: string;
      field?: string;
    } = {};
    try {
      answer = response.json();
    } catch {
      // not JSON: reported below as an internal error
    }
    if (response.statusCode === 200 && answer.successful === true && Array.isArray(answer.entities))
      return {
        entities: answer.entities,
        totalCount: Number(answer.totalCount ?? 0),
        ...(answer.totalCountCapped === true ? { totalCountCapped: true } : {}),
      };
    const status = ERROR_STATUSES.includes(response.statusCode)
      ? (response.statusCode as ErrorStatus)
      : 500;
    throw new ListRefused(
      status,
      answer.description ?? translate('server.internal', caller.locale),
      answer.field,
    );
  };

  const fail = (key: ServerMessageKey, locale: Locale, values: Record<string, string> = {}) =>
    new ExportFailure(translate(key, locale, values));

  const tooMany = (page: ListPage, locale: Locale): ExportFailure | undefined =>
    page.totalCount > EXPORT_MAX_ROWS
      ? fail('export.tooManyRows', locale, { max: String(EXPORT_MAX_ROWS) })
      : undefined;

  const run = async (
    job: ExportJobRow,
    def: EndpointDef,
    body: ExportCreate,
    caller: Caller,
    firstPage: ListPage,
  ): Promise<void> => {
    const relativePath = join(EXPORT_FOLDER, `${job.id}-${randomUUID()}.xlsx`);
    const file = join(root, relativePath);
    const stopped = () => closing || cancelled.has(job.id);
    try {
      if (stopped()) throw fail('export.interrupted', caller.locale);
      await repository.update(job.id, {
        status: 'running',
        updateDate: formatDateTime(clock.now()),
      });
      await mkdir(join(root, EXPORT_FOLDER), { recursive: true });
      // A registry resource's money fields are cents: the sheet shows yuan.
      const money = new Set(
        Object.entries(resourceOfPath(def.path)?.fields ?? {})
          .filter(([, spec]) => spec.kind === 'money')
          .map(([name]) => name),
      );
      const sheet = openSheetWriter(file, body.columns, money);
      let written = 0;
      let progress = 0;
      for (let pageNum = 1; ; pageNum += 1) {
        if (stopped()) throw fail('export.interrupted', caller.locale);
        const page = pageNum === 1 ? firstPage : await fetchListPage(def, body, pageNum, caller);
        const limit = tooMany(page, caller.locale);
        if (limit) throw limit;
        written += page.entities.length;
        // Rows added while the export runs could push it past the limit.
        if (written > EXPORT_MAX_ROWS)
          throw fail('export.tooManyRows', caller.locale, { max: String(EXPORT_MAX_ROWS) });
        sheet.addRows(page.entities);
        // The total decides, not the page size: a list may serve smaller pages than asked. A
        // capped total is only the least there are: the pages go on until one is empty.
        const done =
          page.entities.length === 0 || (!page.totalCountCapped && written >= page.totalCount);
        const expected = page.totalCountCapped
          ? Math.max(page.totalCount, written + page.entities.length)
          : page.totalCount;
        // 100 only once the file is complete.
        const now = done ? 99 : Math.min(99, Math.floor((written * 100) / expected));
        if (now !== progress) {
          progress = now;
          await repository.update(job.id, { progress, updateDate: formatDateTime(clock.now()) });
        }
        if (done) break;
      }
      await sheet.finish();
      const { size } = await stat(file);
      await repository.update(job.id, {
        status: 'done',
        progress: 100,
        rowCount: written,
        fileSize: size,
        filePath: relativePath,
        finishDate: formatDateTime(clock.now()),
        updateDate: formatDateTime(clock.now()),
      });
    } catch (error) {
      await rm(file, { force: true }).catch(() => undefined);
      if (!(error instanceof ExportFailure))
        log.error({ err: error, exportId: job.id }, 'export failed');
      const reason =
        error instanceof ExportFailure
          ? error.message
          : translate('server.internal', caller.locale);
      await repository
        .update(job.id, {
          status: 'failed',
          reason: reason.slice(0, 1000),
          finishDate: formatDateTime(clock.now()),
          updateDate: formatDateTime(clock.now()),
        })
        .catch((updateError: unknown) =>
          log.error({ err: updateError, exportId: job.id }, 'export status not saved'),
        );
    } finally {
      cancelled.delete(job.id);
      held.delete(job.id);
    }
  };

  /** The caller's own job (someone else's does not exist for them: 404). */
  const ownJob = async (scope: Scope, id: number): Promise<ExportJobRow> => {
    const row = await findOwnedOr404(db, scope, 'exportJob', id);
    if (row.userId !== scope.userId) throw notFound();
    return row;
  };

  const exportsService = {
    create: async (scope: Scope, body: ExportCreate, caller: Caller): Promise<ExportJob> => {
      const def = exportableEndpoint(body.endpoint);
      if (!def)
        throw new AppError(400, 'export.notExportable', {
          field: 'endpoint',
          values: { endpoint: body.endpoint },
        });
      try {
        pageUrl(def, body, 1);
      } catch {
        throw new AppError(400, 'field.required', { field: 'params' });
      }
      if (
        (await repository.countUnfinished(scoped(db, scope), scope.userId)) >= EXPORT_MAX_UNFINISHED
      )
        throw new AppError(400, 'export.tooManyUnfinished', {
          values: { max: String(EXPORT_MAX_UNFINISHED) },
        });
      // The first page now: a list that refuses the caller or the filter (no authority, ids
      // outside the scope, a bad field) refuses the export the same way, and no job is made.
      let firstPage: ListPage;
      try {
        firstPage = await fetchListPage(def, body, 1, caller);
      } catch (error) {
        if (!(error instanceof ListRefused)) throw error;
        throw new AppError(error.status, 'export.listRefused', {
          values: { reason: error.message },
          ...(error.field ? { field: error.field } : {}),
        });
      }
      if (tooMany(firstPage, caller.locale))
        throw new AppError(400, 'export.tooManyRows', { values: { max: String(EXPORT_MAX_ROWS) } });
      const fallback = `${body.endpoint}-${formatDateTime(scope.nowMs).replace(/\D/g, '')}`;
      const row = await ownedInsert(db, scope, 'exportJob', {
        ...ownerOf(scope),
        userId: scope.userId,
        endpoint: body.endpoint,
        fileName: safeFileName(body.fileName, fallback),
        status: 'pending',
        progress: 0,
        rowCount: null,
        fileSize: null,
        reason: null,
        locale: caller.locale,
        filePath: null,
        finishDate: null,
      });
      held.add(row.id);
      waiting.push(() => run(row, def, body, caller, firstPage));
      pump();
      return toJob(row);
    },

    list: async (scope: Scope, filter: ExportFilter, page: PageQuery): Promise<Page<ExportJob>> => {
      const result = await repository.page(scoped(db, scope), scope.userId, filter, page);
      return { ...result, entities: result.entities.map(toJob) };
    },

    /** The finished file of the caller's own job. */
    download: async (scope: Scope, id: number): Promise<{ file: string; fileName: string }> => {
      const row = await ownJob(scope, id);
      if (row.status !== 'done') throw new AppError(400, 'export.notReady');
      const file = fileOf(row);
      if (!file) throw notFound();
      return { file, fileName: row.fileName };
    },

    remove: async (scope: Scope, id: number): Promise<void> => {
      const row = await ownJob(scope, id);
      cancelled.add(id);
      await scopedDelete(db, scope, 'exportJob', id);
      const file = fileOf(row);
      if (file) await rm(file, { force: true });
    },

    /**
     * Jobs whose process stopped (no heartbeat for EXPORT_STALE_MS) can never finish: they
     * fail, in their user's language. Several servers may share the database: each vouches
     * for its own jobs, so none fails another's.
     */
    failInterrupted: async (): Promise<void> => {
      const before = formatDateTime(clock.now() - EXPORT_STALE_MS);
      for (const row of await repository.unfinishedSince(before)) {
        if (held.has(row.id)) continue;
        await repository.update(row.id, {
          status: 'failed',
          reason: translate('export.interrupted', row.locale as Locale),
          finishDate: formatDateTime(clock.now()),
          updateDate: formatDateTime(clock.now()),
        });
      }
    },

    /** Once the app is ready: sweep now, then keep vouching for our jobs and sweeping. */
    start: async (): Promise<void> => {
      const sweep = () =>
        exportsService
          .failInterrupted()
          .catch((error: unknown) => log.error({ err: error }, 'export sweep failed'));
      await sweep();
      const heartbeat = () =>
        repository
          .touch([...held], formatDateTime(clock.now()))
          .catch((error: unknown) => log.error({ err: error }, 'export heartbeat failed'));
      timers.push(setInterval(heartbeat, EXPORT_HEARTBEAT_MS), setInterval(sweep, EXPORT_STALE_MS));
      for (const timer of timers) timer.unref();
    },

    /** On shutdown: waiting jobs fail, running ones stop at their next page. */
    close: async (): Promise<void> => {
      closing = true;
      for (const timer of timers) clearInterval(timer);
      pump();
      while (active.size > 0) await Promise.allSettled([...active]);
    },
  };
  return exportsService;
};

export type ExportService = ReturnType<typeof createExportService>;
