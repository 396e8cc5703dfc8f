import { defineResource } from '../registry/define-resource';
import { choice, integer, reference, text } from '../registry/fields';
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

export const pointRecordResource = defineResource({
  key: 'pointRecord',
  service: 'admin',
  table: 'customer_point_record',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Point records',
  menu: { directory: CUSTOMER_DIRECTORY.code, icon: 'money', after: 'customer' },
  fields: {
    customerId: reference('customer', { required: true, named: true, filter: true }),
    bizType: choice(POINT_BIZ_TYPES, { defaultValue: 2, filter: true }),
    bizId: text({ max: 64, key: true, list: false }),
    title: text({ max: 200 }),
    point: integer({ min: -2_000_000_000, max: 2_000_000_000, defaultValue: 0 }),
    totalPoint: integer({ min: 0, max: 2_000_000_000, defaultValue: 0 }),
    createBy: text({ max: 64, readOnly: true }),
  },
  defaultSort: [],
  display: 'title',
  labels: {
    en: {
      title: 'Point records',
      fields: {
        ...LEDGER_TEXTS.en,
        bizId: 'Business no.',
        point: 'Points',
        totalPoint: 'Balance after',
      },
      options: { bizType: bizTypes.en },
    },
    zh: {
      title: '积分记录',
      fields: { ...LEDGER_TEXTS.zh, bizId: '业务编号', point: '积分', totalPoint: '变动后积分' },
      options: { bizType: bizTypes.zh },
    },
    es: {
      title: 'Movimientos de puntos',
      fields: {
        ...LEDGER_TEXTS.es,
        bizId: 'N.º de operación',
        point: 'Puntos',
        totalPoint: 'Saldo posterior',
      },
      options: { bizType: bizTypes.es },
    },
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

/** The experience ledger's own texts: title, order number, experience, total after. */
const EXPERIENCE_TEXTS = {
  en: ['Experience records', 'Order no.', 'Experience', 'Total after'],
  zh: ['经验记录', '订单号', '经验', '变动后经验'],
  es: ['Movimientos de experiencia', 'N.º de pedido', 'Experiencia', 'Total posterior'],
} as const;

/** Experience changes for the reasons points do: admin (2 → 0), orders (21–23 → 11–13). */
const experienceLabels = (locale: keyof typeof EXPERIENCE_TEXTS) => {
  const [title, bizId, experience, totalExperience] = EXPERIENCE_TEXTS[locale];
  const types = bizTypes[locale];
  return {
    title,
    fields: { ...LEDGER_TEXTS[locale], bizId, experience, totalExperience },
    options: {
      bizType: { '0': types['2'], '11': types['21'], '12': types['22'], '13': types['23'] },
    },
  };
};

export const experienceRecordResource = defineResource({
  key: 'experienceRecord',
  service: 'admin',
  table: 'customer_experience_record',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Experience records',
  menu: { directory: CUSTOMER_DIRECTORY.code, icon: 'chart', after: 'pointRecord' },
  fields: {
    customerId: reference('customer', { required: true, named: true, filter: true }),
    bizType: choice(EXPERIENCE_BIZ_TYPES, { defaultValue: 0, filter: true }),
    bizId: text({ max: 64, key: true, filter: true }),
    title: text({ max: 200 }),
    experience: integer({ min: -2_000_000_000, max: 2_000_000_000, defaultValue: 0 }),
    totalExperience: integer({ min: 0, max: 2_000_000_000, defaultValue: 0 }),
    createBy: text({ max: 64, readOnly: true }),
  },
  defaultSort: [],
  display: 'title',
  labels: { en: experienceLabels('en'), zh: experienceLabels('zh'), es: experienceLabels('es') },
});
