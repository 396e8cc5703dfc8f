import { defineResource } from '../registry/define-resource';
import { choice, enabled, flag, integer, reference, text } from '../registry/fields';
import { PAY_DIRECTORY } from './payment-menu';

// Division (profit sharing): a merchant's groups of receivers, at most one of them divided
// automatically, and the receivers with their share of each paid order in basis points.

/** A share in basis points: 10 000 = the whole divisible amount. */
export const DIVISION_RATIO_MAX = 10_000;

/** A receiver's account: 0 a person, 1 a company. */
export const DIVISION_ACC_TYPES = [0, 1] as const;

/** A merchant's receiver groups: the one with auto-division takes part of every flagged order. */
export const divisionReceiverGroupResource = defineResource({
  key: 'divisionReceiverGroup',
  service: 'payment',
  table: 'pay_division_receiver_group',
  scope: 'organ',
  noun: 'Division receiver groups',
  menu: { directory: PAY_DIRECTORY.code, icon: 'peoples', after: 'mchNotifyRecord' },
  fields: {
    name: text({ max: 64, required: true, filter: true, sortable: true }),
    mchInfoId: reference('mchInfo', { required: true, named: true, filter: true }),
    autoDivision: flag({ defaultValue: false, filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  labels: {
    en: {
      title: 'Receiver groups',
      fields: {
        name: 'Group name',
        mchInfoId: 'Merchant',
        autoDivision: 'Auto-division',
        remark: 'Remark',
      },
    },
    zh: {
      title: '分账账号组',
      fields: { name: '组名称', mchInfoId: '商户', autoDivision: '自动分账', remark: '备注' },
    },
    es: {
      title: 'Grupos de receptores',
      fields: {
        name: 'Nombre del grupo',
        mchInfoId: 'Comercio',
        autoDivision: 'Reparto automático',
        remark: 'Observación',
      },
    },
  },
});

/** The receivers of a group: an account and its share; a paused one takes no part. */
export const divisionReceiverResource = defineResource({
  key: 'divisionReceiver',
  service: 'payment',
  table: 'pay_division_receiver',
  scope: 'organ',
  noun: 'Division receivers',
  menu: { directory: PAY_DIRECTORY.code, icon: 'user', after: 'divisionReceiverGroup' },
  fields: {
    name: text({ max: 64, required: true, filter: true, sortable: true }),
    divisionReceiverGroupId: reference('divisionReceiverGroup', {
      required: true,
      named: true,
      filter: true,
    }),
    accType: choice(DIVISION_ACC_TYPES, { defaultValue: 0 }),
    accNo: text({ max: 64, required: true, filter: true }),
    accName: text({ max: 64, required: true }),
    relationType: text({ max: 32, required: true }),
    divisionRatio: integer({ min: 0, max: DIVISION_RATIO_MAX }),
    state: enabled({ filter: true }),
  },
  defaultSort: ['name'],
  labels: {
    en: {
      title: 'Division receivers',
      fields: {
        name: 'Receiver name',
        divisionReceiverGroupId: 'Group',
        accType: 'Account type',
        accNo: 'Account no.',
        accName: 'Account name',
        relationType: 'Relation',
        divisionRatio: 'Share (basis points)',
        state: 'State',
      },
      options: { accType: { '0': 'Person', '1': 'Company' } },
    },
    zh: {
      title: '分账接收方',
      fields: {
        name: '接收方名称',
        divisionReceiverGroupId: '账号组',
        accType: '账号类型',
        accNo: '分账账号',
        accName: '账号姓名',
        relationType: '分账关系',
        divisionRatio: '分账比例 (万分之)',
        state: '状态',
      },
      options: { accType: { '0': '个人', '1': '商户' } },
    },
    es: {
      title: 'Receptores del reparto',
      fields: {
        name: 'Nombre del receptor',
        divisionReceiverGroupId: 'Grupo',
        accType: 'Tipo de cuenta',
        accNo: 'N.º de cuenta',
        accName: 'Titular',
        relationType: 'Relación',
        divisionRatio: 'Parte (puntos básicos)',
        state: 'Estado',
      },
      options: { accType: { '0': 'Persona', '1': 'Empresa' } },
    },
  },
});
