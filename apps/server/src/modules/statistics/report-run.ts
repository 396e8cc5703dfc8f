import {
  type Locale,
  parseMetrics,
  REPORT_TASK_STATE,
  REPORT_TRIGGER,
  type ReportMetric,
  subjectOfValue,
  translate,
} from '@retail/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { localeOf } from '../../lib/locale';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceRow } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import type { RowsExporter } from '../export/export-rows';
import { computeReport } from './report-query';
import { nextRunOf } from './report-template.hooks';
import { writeStateLog } from '../../resources/state-log';

// Report tasks run (docs/statistics.md): pending → running → succeeded / failed, each move a
// compare-and-set with its row in the state log. A run counts the template's figures through
// the task owner's data scope and writes them into the "my exports" list of the user who
// triggered it (a schedule's: the user who made the task). A running task is never started a
// second time; a failed one keeps its error and can run again.

/** How often the server's clock looks for due tasks (statistics.routes.ts). */
export const REPORT_CLOCK_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A run still "running" after this long belongs to a server that stopped: it failed. */
export const REPORT_STALE_MS = 30 * 60 * 1000;
const SYSTEM = 'system';
const TASK = 'reportTask' as OwnedTable;
const TEMPLATE = 'reportTemplate' as OwnedTable;

type Task = ResourceRow & {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  templateId: number;
  trigger: number;
  runTime: string | null;
  runDay: number;
  dateFrom: string | null;
  dateTo: string | null;
  state: number;
  nextRunAt: string | null;
  userId: number;
  locale: string | null;
};

/** Who a run is for: the user whose exports get the file. */
type Runner = { userId: number; userName: string; locale: Locale };

const isLocale = (value: unknown): value is Locale =>
  value === 'zh' || value === 'en' || value === 'es';

/** The task owner's data scope: its tenant, its organisation and below. */
const scopeOfTask = (task: Task, runner: Runner, nowMs: number): Scope => ({
  userId: runner.userId,
  userName: runner.userName,
  tenantId: task.tenantId,
  organId: task.organId,
  organPath: task.organPath,
  platform: task.tenantId === Number(task.organPath.split('/')[1]),
  authorityCodes: new Set(),
  nowMs,
});

export const createReportRuns = ({
  db,
  now,
  exporter,
  log,
}: {
  db: Db;
  now: () => number;
  exporter: RowsExporter;
  log: FastifyBaseLogger;
}) => {
  const q = untyped(db);

  const logState = async (
    task: Task,
    from: number,
    to: number,
    by: string,
    remark: string | null,
  ) =>
    writeStateLog(db, {
      owner: task,
      resource: 'staticsTask',
      recordId: task.id,
      action: 'run',
      from,
      to,
      remark,
      by,
      date: formatDateTime(now()),
    });

  /** Moves the task to running if no one did; false when it already runs. */
  const claim = async (task: Task, runner: Runner): Promise<boolean> => {
    if (task.state === REPORT_TASK_STATE.running) return false;
    const stamp = formatDateTime(now());
    const moved = await q
      .updateTable(TASK)
      .set({
        state: REPORT_TASK_STATE.running,
        startedAt: stamp,
        finishedAt: null,
        error: null,
        triggeredBy: runner.userName,
        locale: runner.locale,
        updateBy: runner.userName,
        updateDate: stamp,
      })
      .where('id', '=', task.id)
      .where('state', '=', task.state)
      // A schedule that ran meanwhile has moved its next run: never twice for one due time.
      .where('nextRunAt', task.nextRunAt === null ? 'is' : '=', task.nextRunAt)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await logState(task, task.state, REPORT_TASK_STATE.running, runner.userName, null);
    return true;
  };

  /** The period a run counts: the task's dates, else the template's last N days. */
  const rangeOf = (task: Task, days: number, nowMs: number) => {
    if (task.trigger === REPORT_TRIGGER.manual && task.dateFrom && task.dateTo)
      return { from: task.dateFrom, to: task.dateTo };
    // A schedule counts finished days (up to yesterday); a run by hand includes today.
    const end = task.trigger === REPORT_TRIGGER.manual ? nowMs : nowMs - DAY_MS;
    return {
      from: formatDateTime(end - (days - 1) * DAY_MS).slice(0, 10),
      to: formatDateTime(end).slice(0, 10),
    };
  };

  /** Runs a claimed task to its end: succeeded with its file, or failed with the error. */
  const execute = async (task: Task, runner: Runner): Promise<void> => {
    const nowMs = now();
    const nextRunAt = nextRunOf(task, nowMs);
    try {
      const template = (await q
        .selectFrom(TEMPLATE)
        .selectAll()
        .where('id', '=', task.templateId)
        .executeTakeFirstOrThrow()) as Record<string, unknown>;
      if (Number(template.enable) !== 1)
        throw new AppError(400, 'report.templateDisabled', {
          values: { name: String(template.name) },
        });
      const subject = subjectOfValue(Number(template.subject));
      if (!subject) throw new AppError(400, 'field.invalid', { field: 'subject' });
      const range = rangeOf(task, Number(template.days), nowMs);
      const report = await computeReport(
        db,
        scopeOfTask(task, runner, nowMs),
        {
          subject,
          metrics: parseMetrics(String(template.metrics)) as ReportMetric[],
          period: Number(template.period),
          groupBy: Number(template.groupBy),
        },
        range,
        runner.locale,
      );
      const job = await exporter.save({
        owner: { tenantId: task.tenantId, organId: task.organId, organPath: task.organPath },
        userId: runner.userId,
        by: runner.userName,
        locale: runner.locale,
        endpoint: 'statistics.staticsTask',
        fileName: `${String(template.name)} ${range.from}~${range.to}`,
        columns: report.columns,
        rows: report.rows,
        money: report.money,
      });
      await q
        .updateTable(TASK)
        .set({
          state: REPORT_TASK_STATE.succeeded,
          rowCount: report.rows.length,
          exportJobId: job.id,
          finishedAt: formatDateTime(now()),
          nextRunAt,
          updateDate: formatDateTime(now()),
        })
        .where('id', '=', task.id)
        .where('state', '=', REPORT_TASK_STATE.running)
        .execute();
      await logState(
        task,
        REPORT_TASK_STATE.running,
        REPORT_TASK_STATE.succeeded,
        runner.userName,
        null,
      );
    } catch (error) {
      if (!(error instanceof AppError))
        log.error({ err: error, reportTaskId: task.id }, 'report failed');
      const reason =
        error instanceof AppError
          ? translate(error.key, runner.locale, error.values)
          : translate('server.internal', runner.locale);
      await q
        .updateTable(TASK)
        .set({
          state: REPORT_TASK_STATE.failed,
          error: reason.slice(0, 1000),
          finishedAt: formatDateTime(now()),
          nextRunAt,
          updateDate: formatDateTime(now()),
        })
        .where('id', '=', task.id)
        .where('state', '=', REPORT_TASK_STATE.running)
        .execute();
      await logState(
        task,
        REPORT_TASK_STATE.running,
        REPORT_TASK_STATE.failed,
        runner.userName,
        reason,
      );
    }
  };

  const runnerOf = (scope: Scope, context: unknown): Runner => {
    const request = (context as { request?: FastifyRequest }).request;
    return {
      userId: scope.userId,
      userName: scope.userName,
      locale: request ? localeOf(request) : 'zh',
    };
  };

  const reread = async (id: number) =>
    (await q.selectFrom(TASK).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Task;

  /** The task's "Run / retry": now, as the caller, into the caller's exports. */
  const runTask: ActionHandler = async (context) => {
    const { scope } = context;
    const { id } = context.body as { id: number };
    const task = (await findOwnedOr404(db, scope, TASK, id)) as unknown as Task;
    const runner = runnerOf(scope, context);
    if (!(await claim(task, runner))) throw new AppError(400, 'report.running');
    await execute(task, runner);
    return [await reread(id)];
  };

  /** The template's "Run": a task by hand over its default period, run now. */
  const runTemplate: ActionHandler = async (context) => {
    const { scope } = context;
    const { id } = context.body as { id: number };
    const template = (await findOwnedOr404(db, scope, TEMPLATE, id)) as unknown as ResourceRow;
    const runner = runnerOf(scope, context);
    const stamp = formatDateTime(scope.nowMs);
    const task = (await q
      .insertInto(TASK)
      .values({
        tenantId: template.tenantId,
        organId: template.organId,
        organPath: template.organPath,
        templateId: id,
        trigger: REPORT_TRIGGER.manual,
        runDay: 0,
        state: REPORT_TASK_STATE.pending,
        rowCount: 0,
        exportJobId: 0,
        userId: scope.userId,
        triggeredBy: scope.userName,
        locale: runner.locale,
        createBy: scope.userName,
        createDate: stamp,
        updateBy: scope.userName,
        updateDate: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow()) as Task;
    if (await claim(task, runner)) await execute(task, runner);
    return [template];
  };

  /**
   * The clock: tasks made by hand and still pending, and schedules whose time has come, each
   * claimed by a compare-and-set (so two servers never run one twice) and run for the user who
   * made the task. Runs a stopped server left running fail first.
   */
  /** Runs a stopped server left behind fail (compare-and-set), so they can be retried. */
  const failStale = async (): Promise<void> => {
    const stale = (await q
      .selectFrom(TASK)
      .selectAll()
      .where('state', '=', REPORT_TASK_STATE.running)
      .where('startedAt', '<', formatDateTime(now() - REPORT_STALE_MS))
      .execute()) as Task[];
    for (const task of stale) {
      const reason = translate('report.interrupted', isLocale(task.locale) ? task.locale : 'zh');
      const moved = await q
        .updateTable(TASK)
        .set({
          state: REPORT_TASK_STATE.failed,
          error: reason,
          finishedAt: formatDateTime(now()),
          nextRunAt: nextRunOf(task, now()),
          updateDate: formatDateTime(now()),
        })
        .where('id', '=', task.id)
        .where('state', '=', REPORT_TASK_STATE.running)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1)
        await logState(task, REPORT_TASK_STATE.running, REPORT_TASK_STATE.failed, SYSTEM, reason);
    }
  };

  const runDue = async (): Promise<number> => {
    await failStale();
    const stamp = formatDateTime(now());
    const due = (await q
      .selectFrom(TASK)
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([
            eb('trigger', '=', REPORT_TRIGGER.manual),
            eb('state', '=', REPORT_TASK_STATE.pending),
          ]),
          eb.and([
            eb('trigger', '<>', REPORT_TRIGGER.manual),
            eb('state', '<>', REPORT_TASK_STATE.running),
            eb('nextRunAt', '<=', stamp),
          ]),
        ]),
      )
      .orderBy('id')
      .execute()) as Task[];
    let ran = 0;
    for (const task of due) {
      const user = (await q
        .selectFrom('user')
        .select(['id', 'userName'])
        .where('id', '=', task.userId)
        .executeTakeFirst()) as { id: number; userName: string } | undefined;
      const runner: Runner = {
        userId: user?.id ?? task.userId,
        userName: user?.userName ?? SYSTEM,
        locale: isLocale(task.locale) ? task.locale : 'zh',
      };
      if (!(await claim(task, runner))) continue;
      await execute(task, runner);
      ran += 1;
    }
    return ran;
  };

  return {
    runDue,
    actions: { staticsTemplate: { run: runTemplate }, staticsTask: { run: runTask } },
  };
};

export type ReportRuns = ReturnType<typeof createReportRuns>;
