import { z } from 'zod';
import { idSchema } from '../api/owned';
import { defineResource } from '../registry/define-resource';
import { type FieldSpec, integer, text } from '../registry/fields';

/** Namespace codes: letters, digits, `_`, `-`, `.`. */
export const DICTIONARY_BIG_TYPE_PATTERN = /^[A-Za-z][\w.-]*$/;

/**
 * The entry above this one: any entry the caller manages or references (one of an
 * organisation above theirs too), which the server checks (400 naming `parentId`).
 */
const parentField: FieldSpec<z.ZodType<number | null | undefined>, z.ZodType<number | null>> = {
  kind: 'number',
  edit: idSchema.nullable().optional(),
  record: z.number().int().nullable(),
  column: { type: 'integer', nullable: true },
  required: false,
  filter: 'equals',
  id: true,
  list: false,
};

/**
 * The dictionary (console.md §3: bigType, parentId, value, desc). `bigType` is the namespace
 * (group code), `desc` the label a select shows and `value` what it submits, `sorted` the order
 * inside a namespace.
 *
 * Ownership: a row belongs to an organisation (`scope: 'organ'`; the screen manages the rows of
 * the caller's organisation and below). Rows of the platform organisation are platform-wide; a
 * tenant's or organisation's rows add to (or override, same bigType and value) what the
 * organisations above it define: what an organisation *references* is the rows of itself and of
 * every organisation above it, the nearest owner winning — the calls beside the declaration
 * (`dictionaryEndpoints`, dictionary.endpoints.ts) answer that.
 */
export const dictionaryResource = defineResource({
  key: 'dictionary',
  service: 'admin',
  table: 'dictionary',
  scope: 'organ',
  noun: 'Dictionary entries',
  menu: { directory: 'SYSTEM_MANAGE', icon: 'dict', after: 'organ' },
  fields: {
    bigType: text({
      max: 64,
      required: true,
      pattern: DICTIONARY_BIG_TYPE_PATTERN,
      exact: true,
      filter: true,
      sortable: true,
    }),
    value: text({ max: 128, required: true, filter: true, sortable: true }),
    desc: text({ max: 255, required: true, filter: true }),
    parentId: parentField,
    sorted: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['bigType', 'sorted'],
  display: 'desc',
  // One value per namespace and organisation (a unique index on organ, bigType and value).
  messages: { clash: { key: 'dictionary.valueTaken', field: 'value' } },
  labels: {
    en: {
      title: 'Dictionary',
      fields: {
        bigType: 'Dictionary type',
        value: 'Value',
        desc: 'Description',
        parentId: 'Parent entry',
        sorted: 'Order',
        remark: 'Remark',
      },
    },
    zh: {
      title: '数据字典',
      fields: {
        bigType: '字典类型',
        value: '值',
        desc: '描述',
        parentId: '上级条目',
        sorted: '排序',
        remark: '备注',
      },
    },
    es: {
      title: 'Diccionario',
      fields: {
        bigType: 'Tipo de diccionario',
        value: 'Valor',
        desc: 'Descripción',
        parentId: 'Entrada superior',
        sorted: 'Orden',
        remark: 'Observación',
      },
    },
  },
});
