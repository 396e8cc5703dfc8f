import { z } from 'zod';
import type { Locale } from '../i18n/locale';
import { defineResource } from '../registry/define-resource';
import { type FieldSpec, reference, text } from '../registry/fields';
import { STORE_REFERENCE } from './store-area.resource';

/** Weekdays of opening hours: 1 Monday … 7 Sunday (ISO). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Opening and closing times are `HH:mm`, 00:00 to 24:00. */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** `HH:mm` as minutes since midnight (24:00 is 1440). */
export const timeOfDayMinutes = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

const WEEKDAY_NAMES: Record<Locale, readonly string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  zh: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
  es: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
};

/** The weekday of a period: always given (the console starts a new one on Monday). */
const weekday = (): FieldSpec<z.ZodType<number>, z.ZodType<number>> => ({
  kind: 'select',
  edit: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(7, { error: 'invalid' }),
  record: z.number(),
  column: { type: 'integer', nullable: false },
  required: true,
  defaultValue: WEEKDAYS[0],
  options: WEEKDAYS,
  optionLabels: Object.fromEntries(
    Object.entries(WEEKDAY_NAMES).map(([locale, names]) => [
      locale,
      Object.fromEntries(WEEKDAYS.map((day, index) => [String(day), names[index] ?? String(day)])),
    ]),
  ) as Record<Locale, Record<string, string>>,
  filter: 'equals',
});

const timeOfDay = () => text({ max: 5, required: true, pattern: TIME_OF_DAY_PATTERN });

/**
 * Opening hours: a store's periods per weekday. A period closes after it opens, and the periods
 * of one store and weekday never overlap (touching ends are fine: 12:00-14:00 and 14:00-18:00);
 * both refusals name their field (modules/store/store-schedule.hooks.ts).
 */
export const storeScheduleResource = defineResource({
  key: 'storeSchedule',
  service: 'ministore',
  table: 'store_schedule',
  scope: 'store',
  noun: 'Opening periods of stores',
  menu: { directory: 'STORE_MANAGE', icon: 'date', after: 'storeAddress' },
  fields: {
    storeId: reference(STORE_REFERENCE, { required: true, filter: true, named: true }),
    weekday: weekday(),
    openTime: timeOfDay(),
    closeTime: timeOfDay(),
    remark: text({ max: 200, multiline: true, list: false }),
  },
  defaultSort: ['storeId', 'weekday', 'openTime'],
  display: 'openTime',
  labels: {
    en: {
      title: 'Opening hours',
      fields: {
        storeId: 'Store',
        weekday: 'Weekday',
        openTime: 'Opening time',
        closeTime: 'Closing time',
        remark: 'Remark',
      },
    },
    zh: {
      title: '营业时间',
      fields: {
        storeId: '门店',
        weekday: '星期',
        openTime: '开始营业时间',
        closeTime: '结束营业时间',
        remark: '备注',
      },
    },
    es: {
      title: 'Horarios de tiendas',
      fields: {
        storeId: 'Tienda',
        weekday: 'Día de la semana',
        openTime: 'Hora de apertura',
        closeTime: 'Hora de cierre',
        remark: 'Observación',
      },
    },
  },
});

export type StoreScheduleRecord = z.infer<typeof storeScheduleResource.schemas.record>;
