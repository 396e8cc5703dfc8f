import type { z } from 'zod';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { defineResource } from '../registry/define-resource';
import { integer, text } from '../registry/fields';

/** What happened to a record, as the audit log says it. */
export const AUDIT_ACTIONS = ['create', 'update', 'remove'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The audit log (issue 14, docs/security.md "Audit log"): every record created, changed or
 * removed through the data scope — which table and record, who, when, the fields changed, and
 * the record before and after (secrets left out). Read only; seen by whoever sees the record's
 * organisation and holds AUDIT_LOG_LIST.
 */
export const auditLogResource = defineResource({
  key: 'auditLog',
  service: 'admin',
  table: 'audit_log',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Audit log entries',
  menu: { directory: 'SYSTEM_MANAGE', icon: 'documentation' },
  fields: {
    tableName: text({ max: 64, required: true, readOnly: true, filter: true }),
    recordId: integer({ min: 1, max: 2_147_483_647, readOnly: true, filter: true, id: true }),
    action: textChoice(AUDIT_ACTIONS, { defaultValue: 'create', filter: true, readOnly: true }),
    createBy: text({ max: 64, readOnly: true, filter: true }),
    userId: integer({ min: 1, max: 2_147_483_647, readOnly: true, list: false }),
    changes: text({ max: 2000, readOnly: true }),
    before: text({ max: 100_000, readOnly: true, list: false }),
    after: text({ max: 100_000, readOnly: true, list: false }),
  },
  defaultSort: [],
  display: 'tableName',
  labels: {
    en: {
      title: 'Audit log',
      fields: {
        tableName: 'Table',
        recordId: 'Record',
        action: 'Action',
        createBy: 'By',
        userId: 'User id',
        changes: 'Changes',
        before: 'Before',
        after: 'After',
        updateDate: 'Time',
      },
      options: { action: { create: 'Created', update: 'Changed', remove: 'Removed' } },
    },
    zh: {
      title: '审计日志',
      fields: {
        tableName: '数据表',
        recordId: '记录',
        action: '操作',
        createBy: '操作人',
        userId: '用户 ID',
        changes: '变更内容',
        before: '变更前',
        after: '变更后',
        updateDate: '时间',
      },
      options: { action: { create: '新增', update: '修改', remove: '删除' } },
    },
    es: {
      title: 'Registro de auditoría',
      fields: {
        tableName: 'Tabla',
        recordId: 'Registro',
        action: 'Acción',
        createBy: 'Por',
        userId: 'Id de usuario',
        changes: 'Cambios',
        before: 'Antes',
        after: 'Después',
        updateDate: 'Hora',
      },
      options: { action: { create: 'Creado', update: 'Modificado', remove: 'Eliminado' } },
    },
  },
});

export type AuditLogRecord = z.infer<typeof auditLogResource.schemas.record>;
