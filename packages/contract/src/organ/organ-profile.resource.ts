import { z } from 'zod';
import { idSchema } from '../api/owned';
import type { Locale } from '../i18n/locale';
import { defineResource } from '../registry/define-resource';
import { choice, enabled, image, integer, reference, text } from '../registry/fields';
import { ORGAN_CONF_KEYS } from './organ-conf-keys';

// The organisation screens of the system directory (docs/organisations.md): organisation types,
// each organisation's profile, its settings read along the organisation path (quotas), the
// authorities organisations of a type may grant (their ceiling) and the role templates of a
// type. Each row is owned like any other (`scope: 'organ'`); the rules are the server's
// (apps/server/src/modules/organ/organ-profile.ts).

/**
 * Organisation types (headquarters, region, franchise store, warehouse): a key-like code and a
 * name, each once per tenant; a type still named by a profile cannot be removed.
 */
export const organTypeResource = defineResource({
  key: 'organType',
  service: 'admin',
  table: 'organ_type',
  scope: 'organ',
  noun: 'Organisation types',
  menu: { directory: 'SYSTEM_MANAGE', icon: 'list', after: 'organConf' },
  fields: {
    code: text({ max: 32, required: true, unique: true, filter: true, sortable: true }),
    name: text({ max: 64, required: true, unique: true, filter: true, sortable: true }),
    level: integer({ min: 1, max: 9, defaultValue: 1, sortable: true }),
    remark: text({ max: 500, multiline: true, list: false }),
    enable: enabled({ filter: true }),
  },
  defaultSort: ['level', 'code'],
  messages: { inUse: 'organType.inUse' },
  removeRule: 'refused while an organisation profile names the type',
  labels: {
    en: {
      title: 'Organisation types',
      fields: { code: 'Code', name: 'Name', level: 'Level', remark: 'Remark', enable: 'Status' },
    },
    zh: {
      title: '组织类型',
      fields: { code: '类型编码', name: '类型名称', level: '层级', remark: '备注', enable: '状态' },
    },
    es: {
      title: 'Tipos de organización',
      fields: {
        code: 'Código',
        name: 'Nombre',
        level: 'Nivel',
        remark: 'Observación',
        enable: 'Estado',
      },
    },
  },
});

const ORGAN_TYPE_REFERENCE = 'organType';

/**
 * An organisation's profile, one per organisation: the organisation is the row's own owner
 * (`organId`). `apply` creates the role templates of its type in the organisation.
 */
export const organInfoResource = defineResource({
  key: 'organInfo',
  service: 'admin',
  table: 'organ_info',
  scope: 'organ',
  noun: 'Organisation profiles',
  menu: { directory: 'SYSTEM_MANAGE', icon: 'form', after: 'organ' },
  fields: {
    logo: image(),
    organTypeId: reference(ORGAN_TYPE_REFERENCE, { required: true, filter: true, named: true }),
    fullName: text({ max: 200, required: true, filter: true, sortable: true }),
    shortName: text({ max: 64 }),
    creditCode: text({ max: 18, required: true }),
    legalPerson: text({ max: 64 }),
    contactName: text({ max: 64 }),
    contactPhone: text({ max: 32 }),
    address: text({ max: 255, list: false }),
    description: text({ max: 1000, multiline: true, list: false }),
  },
  defaultSort: ['fullName'],
  display: 'fullName',
  // The unique index on the organisation: a second profile raced past the check.
  messages: { clash: { key: 'organInfo.organTaken', field: 'organId' as never } },
  actions: {
    apply: {
      input: z.object({ id: idSchema }),
      authority: 'APPLY',
      summary:
        'Create the role templates of the profile’s organisation type as roles of its organisation (those whose role code exists are left as they are)',
    },
  },
  labels: {
    en: {
      title: 'Organisation info',
      fields: {
        logo: 'Logo',
        organTypeId: 'Type',
        fullName: 'Legal name',
        shortName: 'Short name',
        creditCode: 'Unified social credit code',
        legalPerson: 'Legal representative',
        contactName: 'Contact',
        contactPhone: 'Contact phone',
        address: 'Address',
        description: 'Description',
      },
      actions: { apply: 'Apply role templates' },
    },
    zh: {
      title: '组织信息',
      fields: {
        logo: '标志',
        organTypeId: '组织类型',
        fullName: '组织全称',
        shortName: '简称',
        creditCode: '统一社会信用代码',
        legalPerson: '法定代表人',
        contactName: '联系人',
        contactPhone: '联系电话',
        address: '地址',
        description: '简介',
      },
      actions: { apply: '应用角色模板' },
    },
    es: {
      title: 'Información de la organización',
      fields: {
        logo: 'Logotipo',
        organTypeId: 'Tipo',
        fullName: 'Razón social',
        shortName: 'Nombre corto',
        creditCode: 'Código de crédito social unificado',
        legalPerson: 'Representante legal',
        contactName: 'Contacto',
        contactPhone: 'Teléfono de contacto',
        address: 'Dirección',
        description: 'Descripción',
      },
      actions: { apply: 'Aplicar plantillas de roles' },
    },
  },
});

const confKeyLabels = (locale: Locale): Record<string, string> =>
  Object.fromEntries(
    Object.values(ORGAN_CONF_KEYS).map((spec) => [String(spec.code), spec.labels[locale]]),
  );

/**
 * An organisation's settings (quotas): one row per organisation and key, its value within the
 * key's bounds; read along the organisation path.
 */
export const organConfResource = defineResource({
  key: 'organConf',
  service: 'admin',
  table: 'organ_conf',
  scope: 'organ',
  noun: 'Organisation settings',
  menu: { directory: 'SYSTEM_MANAGE', icon: 'setting', after: 'organInfo' },
  fields: {
    setting: choice([ORGAN_CONF_KEYS['user.max'].code, ORGAN_CONF_KEYS['store.max'].code], {
      defaultValue: ORGAN_CONF_KEYS['user.max'].code,
      filter: true,
    }),
    value: integer({ min: 0, max: 1_000_000 }),
    remark: text({ max: 200 }),
  },
  defaultSort: ['setting'],
  display: 'remark',
  messages: { clash: { key: 'organConf.settingTaken', field: 'setting' } },
  labels: {
    en: {
      title: 'Organisation settings',
      fields: { setting: 'Setting', value: 'Value (0 = unlimited)', remark: 'Remark' },
      options: { setting: confKeyLabels('en') },
    },
    zh: {
      title: '组织配置',
      fields: { setting: '配置项', value: '值（0 为不限）', remark: '备注' },
      options: { setting: confKeyLabels('zh') },
    },
    es: {
      title: 'Configuración de la organización',
      fields: { setting: 'Parámetro', value: 'Valor (0 = sin límite)', remark: 'Observación' },
      options: { setting: confKeyLabels('es') },
    },
  },
});

/**
 * The authorities organisations of a type may grant (their ceiling): one row per type and
 * authority code. A type without rows has no ceiling; a code allows its whole branch of the tree.
 */
export const organAuthorityResource = defineResource({
  key: 'organAuthority',
  service: 'admin',
  table: 'organ_authority',
  scope: 'organ',
  noun: 'Organisation type authorities',
  menu: { directory: 'SYSTEM_MANAGE', icon: 'lock', after: 'organRole' },
  fields: {
    organTypeId: reference(ORGAN_TYPE_REFERENCE, { required: true, filter: true, named: true }),
    authorityCode: text({ max: 64, required: true, filter: true, sortable: true }),
    remark: text({ max: 200 }),
  },
  defaultSort: ['organTypeId', 'authorityCode'],
  display: 'authorityCode',
  messages: { clash: { key: 'organAuthority.taken', field: 'authorityCode' } },
  labels: {
    en: {
      title: 'Organisation authorities',
      fields: { organTypeId: 'Type', authorityCode: 'Authority code', remark: 'Remark' },
    },
    zh: {
      title: '组织权限',
      fields: { organTypeId: '组织类型', authorityCode: '权限编码', remark: '备注' },
    },
    es: {
      title: 'Autorizaciones de la organización',
      fields: {
        organTypeId: 'Tipo',
        authorityCode: 'Código de autorización',
        remark: 'Observación',
      },
    },
  },
});

/**
 * Role templates of a type: a name, a code (once per type) and the authority codes the role
 * grants, within the type's ceiling. Applying a profile creates them as roles.
 */
export const organRoleResource = defineResource({
  key: 'organRole',
  service: 'admin',
  table: 'organ_role',
  scope: 'organ',
  noun: 'Organisation role templates',
  menu: { directory: 'SYSTEM_MANAGE', icon: 'peoples', after: 'organType' },
  fields: {
    organTypeId: reference(ORGAN_TYPE_REFERENCE, { required: true, filter: true, named: true }),
    code: text({ max: 48, required: true, filter: true, sortable: true }),
    name: text({ max: 128, required: true, filter: true }),
    authorityCodes: text({ max: 4000, multiline: true }),
  },
  defaultSort: ['organTypeId', 'code'],
  messages: { clash: { key: 'organRole.codeTaken', field: 'code' } },
  labels: {
    en: {
      title: 'Organisation roles',
      fields: {
        organTypeId: 'Type',
        code: 'Role code',
        name: 'Role name',
        authorityCodes: 'Authority codes (comma separated)',
      },
    },
    zh: {
      title: '组织角色',
      fields: {
        organTypeId: '组织类型',
        code: '角色编码',
        name: '角色名称',
        authorityCodes: '权限编码（逗号分隔）',
      },
    },
    es: {
      title: 'Roles de la organización',
      fields: {
        organTypeId: 'Tipo',
        code: 'Código del rol',
        name: 'Nombre del rol',
        authorityCodes: 'Códigos de autorización (separados por comas)',
      },
    },
  },
});
