import { defineResource } from '../registry/define-resource';
import type { Locale } from '../i18n/locale';
import { choice, type FieldSpec, integer, reference, text } from '../registry/fields';
import { CUSTOMER_DIRECTORY } from './customer-menu';

// The customers' ledgers, written by the domain only: every change of a customer's points
// (with the balance after) and every change of their level (with the level's terms then).

/**
 * Why points changed: 1 sign-in, 2 admin, 11 used on an order, 12 returned (order cancelled),
 * 13 returned (item refunded), 21 earned on an order, 22 and 23 those reversed.
 */
export const POINT_BIZ_TYPES = [1, 2, 11, 12, 13, 21, 22, 23] as const;
export const POINT_BIZ_TYPE = {
  signIn: 1,
  admin: 2,
  earnedOnOrder: 21,
  reversedOnCancel: 22,
  reversedOnRefund: 23,
} as const;

/**
 * Why experience changed: 0 admin, 11 earned on an order (when it completes), 12 reversed (the
 * order cancelled), 13 reversed (items refunded).
 */
export const EXPERIENCE_BIZ_TYPES = [0, 11, 12, 13] as const;
export const EXPERIENCE_BIZ_TYPE = {
  admin: 0,
  earnedOnOrder: 11,
  reversedOnCancel: 12,
  reversedOnRefund: 13,
} as const;

const bizTypes = {
  en: {
    '1': 'Sign-in',
    '2': 'Admin adjustment',
    '11': 'Used on order',
    '12': 'Returned (order cancelled)',
    '13': 'Returned (item refunded)',
    '21': 'Earned on order',
    '22': 'Reversed (order cancelled)',
    '23': 'Reversed (item refunded)',
  },
  zh: {
    '1': '签到',
    '2': '管理员调整',
    '11': '订单抵扣',
    '12': '订单取消退还',
    '13': '商品退款退还',
    '21': '订单奖励',
    '22': '订单取消扣回',
    '23': '商品退款扣回',
  },
  es: {
    '1': 'Registro diario',
    '2': 'Ajuste del administrador',
    '11': 'Usados en pedido',
    '12': 'Devueltos (pedido cancelado)',
    '13': 'Devueltos (artículo reembolsado)',
    '21': 'Ganados en pedido',
    '22': 'Revertidos (pedido cancelado)',
    '23': 'Revertidos (artículo reembolsado)',
  },
};

/** The columns both balance ledgers share, in each language. */
const LEDGER_TEXTS = {
  en: {
    customerId: 'Customer',
    bizType: 'Type',
    title: 'Reason',
    createBy: 'By',
    updateDate: 'Time',
  },
  zh: {
    customerId: '会员',
    bizType: '类型',
    title: '原因',
    createBy: '操作人',
    updateDate: '时间',
  },
  es: {
    customerId: 'Cliente',
    bizType: 'Tipo',
    title: 'Motivo',
    createBy: 'Por',
    updateDate: 'Hora',
  },
} as const;

/**
 * A balance's ledger (read-only, newest first): the customer, why (`types`), the business
 * number, the reason, the change and the balance after (`fields`), who. `texts` per language:
 * title, business number, change, balance after.
 */
const ledger = <const F extends Record<string, FieldSpec>>(spec: {
  key: string;
  table: string;
  noun: string;
  icon: string;
  after?: string;
  types: readonly [number, ...number[]];
  defaultType: number;
  bizId: FieldSpec;
  fields: F;
  texts: Record<Locale, readonly [string, string, string, string]>;
  typeTexts: (locale: Locale) => Record<string, string>;
}) => {
  const [change, total] = Object.keys(spec.fields) as [keyof F & string, keyof F & string];
  const labels = (locale: Locale) => {
    const [title, bizId, changeText, totalText] = spec.texts[locale];
    return {
      title,
      fields: { ...LEDGER_TEXTS[locale], bizId, [change]: changeText, [total]: totalText },
      options: { bizType: spec.typeTexts(locale) },
    };
  };
  return defineResource({
    key: spec.key,
    service: 'admin',
    table: spec.table,
    scope: 'organ',
    writable: false,
    newestFirst: true,
    noun: spec.noun,
    menu: {
      directory: CUSTOMER_DIRECTORY.code,
      icon: spec.icon,
      ...(spec.after ? { after: spec.after } : {}),
    },
    fields: {
      customerId: reference('customer', { required: true, named: true, filter: true }),
      bizType: choice(spec.types, { defaultValue: spec.defaultType, filter: true }),
      bizId: spec.bizId,
      title: text({ max: 200 }),
      ...spec.fields,
      createBy: text({ max: 64, readOnly: true }),
    },
    defaultSort: [],
    display: 'title',
    labels: { en: labels('en'), zh: labels('zh'), es: labels('es') } as never,
  });
};

const balance = { min: -2_000_000_000, max: 2_000_000_000, defaultValue: 0 };
const total = { min: 0, max: 2_000_000_000, defaultValue: 0 };

export const pointRecordResource = ledger({
  key: 'pointRecord',
  table: 'customer_point_record',
  noun: 'Point records',
  icon: 'money',
  after: 'customer',
  types: POINT_BIZ_TYPES,
  defaultType: 2,
  bizId: text({ max: 64, key: true, list: false }),
  fields: { point: integer(balance), totalPoint: integer(total) },
  texts: {
    en: ['Point records', 'Business no.', 'Points', 'Balance after'],
    zh: ['积分记录', '业务编号', '积分', '变动后积分'],
    es: ['Movimientos de puntos', 'N.º de operación', 'Puntos', 'Saldo posterior'],
  },
  typeTexts: (locale) => bizTypes[locale],
});

/** Experience changes for the reasons points do: admin (2 → 0), orders (21–23 → 11–13). */
export const experienceRecordResource = ledger({
  key: 'experienceRecord',
  table: 'customer_experience_record',
  noun: 'Experience records',
  icon: 'chart',
  after: 'pointRecord',
  types: EXPERIENCE_BIZ_TYPES,
  defaultType: 0,
  bizId: text({ max: 64, key: true, filter: true }),
  fields: { experience: integer(balance), totalExperience: integer(total) },
  texts: {
    en: ['Experience records', 'Order no.', 'Experience', 'Total after'],
    zh: ['经验记录', '订单号', '经验', '变动后经验'],
    es: ['Movimientos de experiencia', 'N.º de pedido', 'Experiencia', 'Total posterior'],
  },
  typeTexts: (locale) => {
    const types = bizTypes[locale];
    return { '0': types['2'], '11': types['21'], '12': types['22'], '13': types['23'] };
  },
});

export const memberLevelRecordResource = defineResource({
  key: 'memberLevelRecord',
  service: 'admin',
  table: 'customer_level_record',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Level records',
  menu: { directory: CUSTOMER_DIRECTORY.code, icon: 'list', after: 'memberLevel' },
  fields: {
    customerId: reference('customer', { required: true, named: true, filter: true }),
    levelId: reference('memberLevel', { named: true, filter: true }),
    level: integer({ min: 0, max: 1000, defaultValue: 0 }),
    discountPercent: integer({ min: 1, max: 100, defaultValue: 100 }),
    userExperience: integer({ min: 0, max: 2_000_000_000, defaultValue: 0 }),
    remark: text({ max: 200 }),
    description: text({ max: 255 }),
    createBy: text({ max: 64, readOnly: true }),
  },
  defaultSort: [],
  display: 'remark',
  labels: {
    en: {
      title: 'Level records',
      fields: {
        customerId: 'Customer',
        levelId: 'New level',
        level: 'Level number',
        discountPercent: 'Discount (%)',
        userExperience: 'Customer experience',
        remark: 'Reason',
        description: 'Change',
        createBy: 'By',
        updateDate: 'Time',
      },
    },
    zh: {
      title: '等级记录',
      fields: {
        customerId: '会员',
        levelId: '新等级',
        level: '等级',
        discountPercent: '享受折扣（%）',
        userExperience: '会员经验',
        remark: '原因',
        description: '变更',
        createBy: '操作人',
        updateDate: '时间',
      },
    },
    es: {
      title: 'Cambios de nivel',
      fields: {
        customerId: 'Cliente',
        levelId: 'Nivel nuevo',
        level: 'Número de nivel',
        discountPercent: 'Descuento (%)',
        userExperience: 'Experiencia del cliente',
        remark: 'Motivo',
        description: 'Cambio',
        createBy: 'Por',
        updateDate: 'Hora',
      },
    },
  },
});
