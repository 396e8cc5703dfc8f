import {
  groupsOf,
  metricsOf,
  parseMetrics,
  REPORT_DAYS_MAX,
  REPORT_TRIGGER,
  subjectOfValue,
} from '@retail/contract';
import { AppError } from '../../lib/app-error';
import { formatDateTime, parseDateTime } from '../../lib/date-time';
import type { ResourceHooks } from '../../resources/resource.service';

// The rules of report templates and tasks beyond their fields' own (docs/statistics.md).

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A template's metrics belong to its subject (at least one); its grouping too. */
export const reportTemplateHooks: ResourceHooks = {
  check: async (_scope, body) => {
    const subject = subjectOfValue(Number(body.subject ?? 1));
    if (!subject) throw new AppError(400, 'field.invalid', { field: 'subject' });
    const metrics = parseMetrics(String(body.metrics ?? ''));
    if (metrics.length === 0) throw new AppError(400, 'field.required', { field: 'metrics' });
    const allowed: readonly string[] = metricsOf(subject);
    const stranger = metrics.find((metric) => !allowed.includes(metric));
    if (stranger)
      throw new AppError(400, 'report.metricNotOfSubject', {
        field: 'metrics',
        values: { value: stranger },
      });
    if (!groupsOf(subject).includes(Number(body.groupBy ?? 0)))
      throw new AppError(400, 'report.groupNotOfSubject', { field: 'groupBy' });
  },
  // Stored once each, in the table's order.
  prepare: async (_scope, values) => {
    const subject = subjectOfValue(Number(values.subject ?? 1));
    const chosen = new Set(parseMetrics(String(values.metrics ?? '')));
    return subject
      ? {
          metrics: metricsOf(subject)
            .filter((metric) => chosen.has(metric))
            .join(','),
        }
      : {};
  },
};

/** `yyyy-MM-dd` that is a real day. */
const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  formatDateTime(parseDateTime(`${value} 00:00:00`)).startsWith(value);

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((parseDateTime(`${to} 00:00:00`) - parseDateTime(`${from} 00:00:00`)) / DAY_MS) + 1;

type Schedule = { trigger: number; runTime: string | null; runDay: number };

/** The next moment a schedule is due after `nowMs` (server time); null for a task run by hand. */
export const nextRunOf = (schedule: Schedule, nowMs: number): string | null => {
  if (schedule.trigger === REPORT_TRIGGER.manual || !schedule.runTime) return null;
  const [hours, minutes] = schedule.runTime.split(':').map(Number) as [number, number];
  const at = (date: Date) => {
    const moment = new Date(date);
    moment.setHours(hours, minutes, 0, 0);
    return moment;
  };
  const now = new Date(nowMs);
  for (let ahead = 0; ahead <= 62; ahead += 1) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + ahead);
    const candidate = at(day);
    if (candidate.getTime() <= nowMs) continue;
    if (schedule.trigger === REPORT_TRIGGER.daily) return formatDateTime(candidate.getTime());
    if (schedule.trigger === REPORT_TRIGGER.weekly) {
      if (((day.getDay() + 6) % 7) + 1 === schedule.runDay)
        return formatDateTime(candidate.getTime());
      continue;
    }
    // Monthly: the day, or the month's last day when it is shorter.
    const last = new Date(day.getFullYear(), day.getMonth() + 1, 0).getDate();
    if (day.getDate() === Math.min(schedule.runDay, last))
      return formatDateTime(candidate.getTime());
  }
  return null;
};

/** A task's period (by hand) or schedule, checked; its next run worked out. */
export const reportTaskHooks: ResourceHooks = {
  check: async (_scope, body) => {
    const trigger = Number(body.trigger ?? REPORT_TRIGGER.manual);
    if (trigger === REPORT_TRIGGER.manual) {
      const from = body.dateFrom || null;
      const to = body.dateTo || null;
      if (from === null && to === null) return;
      const values = { max: String(REPORT_DAYS_MAX) };
      if (!isDay(from)) throw new AppError(400, 'report.dateRange', { field: 'dateFrom', values });
      if (!isDay(to)) throw new AppError(400, 'report.dateRange', { field: 'dateTo', values });
      const days = daysBetween(from, to);
      if (days < 1 || days > REPORT_DAYS_MAX)
        throw new AppError(400, 'report.dateRange', { field: 'dateTo', values });
      return;
    }
    if (typeof body.runTime !== 'string' || !TIME.test(body.runTime))
      throw new AppError(400, 'report.schedule', { field: 'runTime' });
    const day = Number(body.runDay ?? 0);
    if (trigger === REPORT_TRIGGER.weekly && (day < 1 || day > 7))
      throw new AppError(400, 'report.schedule', { field: 'runDay' });
    if (trigger === REPORT_TRIGGER.monthly && (day < 1 || day > 31))
      throw new AppError(400, 'report.schedule', { field: 'runDay' });
  },
  prepare: async (scope, values, id) => ({
    nextRunAt: nextRunOf(
      {
        trigger: Number(values.trigger ?? REPORT_TRIGGER.manual),
        runTime: typeof values.runTime === 'string' ? values.runTime : null,
        runDay: Number(values.runDay ?? 0),
      },
      scope.nowMs,
    ),
    ...(id === undefined ? { userId: scope.userId, triggeredBy: scope.userName } : {}),
  }),
};
