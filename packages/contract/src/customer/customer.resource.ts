import { z } from 'zod';
import { idSchema } from '../api/owned';
import { requiredTextOf, textOf } from '../api/text';
import { defineResource } from '../registry/define-resource';
import { choice, enabled, image, integer, reference, text } from '../registry/fields';
import { CUSTOMER_DIRECTORY } from './customer-menu';

// Customers (members of the storefront): a profile the console edits, and balances (points,
// experience) that only their ledgers move: an admin adjusts points with a reason (a row of the
// points ledger) and changes the level with a reason (a row of the level records).

/** Sex: 0 not said, 1 male, 2 female. */
export const CUSTOMER_SEXES = [0, 1, 2] as const;
/** Where the customer registered: unknown, mini program, official account, H5, iOS, Android. */
export const REGISTER_TERMINALS = [0, 10, 11, 20, 31, 32] as const;
/** The most points one adjustment may add or take. */
export const POINT_ADJUST_MAX = 1_000_000;

/** An admin's adjustment of a customer's points: ± points, a reason, a key that makes it once. */
export const adjustPointsInput = z.object({
  id: idSchema,
  point: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(-POINT_ADJUST_MAX, { error: 'tooSmall' })
    .max(POINT_ADJUST_MAX, { error: 'tooBig' })
    .refine((value) => value !== 0, { error: 'invalid' }),
  reason: requiredTextOf(200),
  /** The client's key of this request: sent again (a retry), nothing more changes. */
  requestKey: textOf(64).nullable().optional(),
});

/** An admin's change of a customer's level, with the reason kept in the level records. */
export const changeLevelInput = z.object({
  id: idSchema,
  levelId: idSchema,
  reason: requiredTextOf(200),
});

const terminals = {
  en: {
    '0': 'Unknown',
    '10': 'Mini program',
    '11': 'Official account',
    '20': 'H5',
    '31': 'iOS',
    '32': 'Android',
  },
  zh: {
    '0': '未知',
    '10': '微信小程序',
    '11': '微信公众号',
    '20': 'H5 网页',
    '31': 'iOS 应用',
    '32': '安卓应用',
  },
  es: {
    '0': 'Desconocido',
    '10': 'Miniprograma',
    '11': 'Cuenta oficial',
    '20': 'H5',
    '31': 'iOS',
    '32': 'Android',
  },
};

export const customerResource = defineResource({
  key: 'customer',
  service: 'admin',
  table: 'customer',
  scope: 'organ',
  noun: 'Customers',
  menu: { directory: CUSTOMER_DIRECTORY.code, icon: 'peoples' },
  fields: {
    avatar: image(),
    mobile: text({ max: 20, required: true, unique: true, filter: true, sortable: true }),
    nickname: text({ max: 64, filter: true }),
    name: text({ max: 64, filter: true }),
    sex: choice(CUSTOMER_SEXES, { defaultValue: 0, list: false }),
    birthday: text({ max: 10, list: false }),
    levelId: reference('memberLevel', { named: true, filter: true, readOnly: true }),
    point: integer({ min: 0, max: 2_000_000_000, defaultValue: 0, readOnly: true, sortable: true }),
    experience: integer({ min: 0, max: 2_000_000_000, defaultValue: 0, readOnly: true }),
    registerTerminal: choice(REGISTER_TERMINALS, { defaultValue: 0, readOnly: true, filter: true }),
    loginDate: text({ max: 19, readOnly: true }),
    status: enabled({ filter: true }),
    mark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: [],
  newestFirst: true,
  display: 'mobile',
  removeRule: 'refused while ledger rows or addresses name the customer',
  actions: {
    adjustPoints: {
      input: adjustPointsInput,
      authority: 'POINT',
      summary:
        'Add or take points with a reason: a row of the points ledger; the balance never goes below 0; a repeated request key changes nothing more',
    },
    changeLevel: {
      input: changeLevelInput,
      authority: 'LEVEL',
      summary: 'Put the customer on a member level with a reason: a row of the level records',
    },
  },
  labels: {
    en: {
      title: 'Customers',
      fields: {
        avatar: 'Avatar',
        mobile: 'Mobile',
        nickname: 'Nickname',
        name: 'Name',
        sex: 'Sex',
        birthday: 'Birthday (YYYY-MM-DD)',
        levelId: 'Level',
        point: 'Points',
        experience: 'Experience',
        registerTerminal: 'Registered on',
        loginDate: 'Last login',
        status: 'Status',
        mark: 'Note',
      },
      options: {
        sex: { '0': 'Not said', '1': 'Male', '2': 'Female' },
        registerTerminal: terminals.en,
      },
      actions: { adjustPoints: 'Adjust points', changeLevel: 'Change level' },
    },
    zh: {
      title: '会员',
      fields: {
        avatar: '头像',
        mobile: '手机号',
        nickname: '昵称',
        name: '姓名',
        sex: '性别',
        birthday: '生日（YYYY-MM-DD）',
        levelId: '会员等级',
        point: '积分',
        experience: '经验',
        registerTerminal: '注册终端',
        loginDate: '最后登录时间',
        status: '状态',
        mark: '备注',
      },
      options: { sex: { '0': '保密', '1': '男', '2': '女' }, registerTerminal: terminals.zh },
      actions: { adjustPoints: '调整积分', changeLevel: '修改等级' },
    },
    es: {
      title: 'Clientes',
      fields: {
        avatar: 'Avatar',
        mobile: 'Móvil',
        nickname: 'Apodo',
        name: 'Nombre',
        sex: 'Sexo',
        birthday: 'Cumpleaños (AAAA-MM-DD)',
        levelId: 'Nivel',
        point: 'Puntos',
        experience: 'Experiencia',
        registerTerminal: 'Registrado en',
        loginDate: 'Último acceso',
        status: 'Estado',
        mark: 'Nota',
      },
      options: {
        sex: { '0': 'Sin indicar', '1': 'Hombre', '2': 'Mujer' },
        registerTerminal: terminals.es,
      },
      actions: { adjustPoints: 'Ajustar puntos', changeLevel: 'Cambiar nivel' },
    },
  },
});
