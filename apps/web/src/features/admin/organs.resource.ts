import { endpoints, ORGAN_TYPES } from '@retail/contract';
import { getSession } from '../../lib/session-store';
import { loadOrganTree } from '../../resources/after-login';
import { PLATFORM_AUTHORITY } from '../../resources/authority-keys';
import { defineResource } from '../../resources/define-resource';
import { OrganActions } from './organ-actions';

/**
 * Organisations as a tree (nested by parent) with the tenant form: the tenant field is
 * required; the organisation (parent) field is required and exists only for holders of
 * PLATFROM_ORGAN_EDIT.
 */
export const organsResource = defineResource({
  key: 'organ',
  endpoints: endpoints.organ,
  authority: 'ORGAN',
  treeParent: 'parentId',
  fields: {
    organName: { filter: true },
    type: {
      kind: 'select',
      options: Object.values(ORGAN_TYPES),
      filter: true,
      defaultValue: ORGAN_TYPES.organisation,
    },
    tenantId: {
      kind: 'tenant',
      required: true,
      column: false,
      defaultValue: () => getSession().tenantId ?? undefined,
    },
    parentId: {
      kind: 'organ',
      required: true,
      authority: PLATFORM_AUTHORITY.organEdit,
      column: false,
    },
    organPath: { form: false },
    sort: { kind: 'number', defaultValue: 0 },
    remark: { kind: 'textarea' },
    createDate: { form: false },
  },
  rowActions: OrganActions,
  // The selectors and the forms read the session's tree: it follows every change.
  afterChange: () => void loadOrganTree().catch(() => undefined),
  labels: {
    en: {
      title: 'Organisation',
      fields: {
        organName: 'Name',
        type: 'Type',
        tenantId: 'Tenant',
        parentId: 'Parent organisation',
        organPath: 'Path',
        sort: 'Sort',
        remark: 'Remark',
        createDate: 'Created',
      },
      options: { type: { '0': 'Platform', '1': 'Tenant', '2': 'Organisation' } },
    },
    zh: {
      title: '组织',
      fields: {
        organName: '名称',
        type: '类型',
        tenantId: '租户',
        parentId: '上级组织',
        organPath: '路径',
        sort: '排序',
        remark: '备注',
        createDate: '创建时间',
      },
      options: { type: { '0': '平台', '1': '租户', '2': '组织' } },
    },
    es: {
      title: 'Organización',
      fields: {
        organName: 'Nombre',
        type: 'Tipo',
        tenantId: 'Inquilino',
        parentId: 'Organización superior',
        organPath: 'Ruta',
        sort: 'Orden',
        remark: 'Observación',
        createDate: 'Creada',
      },
      options: { type: { '0': 'Plataforma', '1': 'Inquilino', '2': 'Organización' } },
    },
  },
});
