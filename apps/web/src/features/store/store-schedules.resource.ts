import { endpoints, WEEKDAYS } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { StoreIdInput } from './store-inputs';

const weekdays = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  zh: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
  es: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
};
const byDay = (names: string[]) =>
  Object.fromEntries(WEEKDAYS.map((day, index) => [String(day), names[index] ?? String(day)]));

/** Opening hours (/storeSchedule/index): periods per weekday that never overlap. */
export const storeSchedulesResource = defineResource({
  key: 'store-schedule',
  endpoints: endpoints.storeSchedule,
  authority: 'STORE_SCHEDULE',
  fields: {
    id: { form: false, width: 70 },
    storeName: { form: false },
    storeId: { input: StoreIdInput, column: false, required: true },
    weekday: { options: WEEKDAYS, filter: true, defaultValue: 1 },
    openTime: { max: 5 },
    closeTime: { max: 5 },
    remark: { kind: 'textarea', column: false },
  },
  labels: {
    en: {
      title: 'Opening hours',
      fields: {
        id: 'ID',
        storeName: 'Store',
        storeId: 'Store',
        weekday: 'Weekday',
        openTime: 'Opens (HH:mm)',
        closeTime: 'Closes (HH:mm)',
        remark: 'Remark',
      },
      options: { weekday: byDay(weekdays.en) },
    },
    zh: {
      title: '营业时间',
      fields: {
        id: 'ID',
        storeName: '门店',
        storeId: '门店',
        weekday: '星期',
        openTime: '开始营业（HH:mm）',
        closeTime: '结束营业（HH:mm）',
        remark: '备注',
      },
      options: { weekday: byDay(weekdays.zh) },
    },
    es: {
      title: 'Horario',
      fields: {
        id: 'ID',
        storeName: 'Tienda',
        storeId: 'Tienda',
        weekday: 'Día',
        openTime: 'Abre (HH:mm)',
        closeTime: 'Cierra (HH:mm)',
        remark: 'Observación',
      },
      options: { weekday: byDay(weekdays.es) },
    },
  },
});
