import type { Translations } from '../i18n/locale';

/** Report templates' and tasks' refusals and failures, in the caller's language. */
export const reportServerMessages = {
  'report.metricNotOfSubject': {
    zh: '{field}中的“{value}”不属于该统计主题',
    en: '{field}: “{value}” is not a metric of this subject',
    es: '{field}: «{value}» no es una métrica de este tema',
  },
  'report.groupNotOfSubject': {
    zh: '{field}不适用于该统计主题',
    en: '{field} does not apply to this subject',
    es: '{field} no se aplica a este tema',
  },
  'report.schedule': {
    zh: '{field}不正确：每天需填时间，每周需填 1–7，每月需填 1–31',
    en: '{field} is not valid: a schedule needs a time (HH:mm), weekly a day 1–7, monthly a day 1–31',
    es: '{field} no es válido: una programación necesita una hora (HH:mm), semanal un día 1–7, mensual un día 1–31',
  },
  'report.dateRange': {
    zh: '{field}不正确：日期格式为 yyyy-MM-dd，开始不晚于结束，最多 {max} 天',
    en: '{field} is not valid: dates are yyyy-MM-dd, the start not after the end, at most {max} days',
    es: '{field} no es válido: fechas yyyy-MM-dd, el inicio no posterior al fin, como mucho {max} días',
  },
  'report.running': {
    zh: '该任务正在执行，请稍后再试',
    en: 'This task is running; try again once it has finished',
    es: 'Esta tarea está en curso; inténtelo de nuevo cuando termine',
  },
  'report.interrupted': {
    zh: '任务被中断（服务器已停止），请重试',
    en: 'The task was interrupted (the server stopped); retry it',
    es: 'La tarea se interrumpió (el servidor se detuvo); vuelva a intentarlo',
  },
  'report.templateDisabled': {
    zh: '统计模板“{name}”已停用',
    en: 'The report template “{name}” is disabled',
    es: 'La plantilla de informe «{name}» está desactivada',
  },
} satisfies Record<string, Translations>;
