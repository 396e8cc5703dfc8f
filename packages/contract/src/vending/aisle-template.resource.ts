import { z } from 'zod';
import { idSchema } from '../api/owned';
import { DEVICE_GRID_MAX } from '../device/device-type.resource';
import { defineResource } from '../registry/define-resource';
import { integer, money, reference, text } from '../registry/fields';
import { AISLE_CAPACITY_MAX, VENDING_DIRECTORY } from './vending-menu';

/** A template is applied to at most this many devices at once. */
export const TEMPLATE_APPLY_MAX_DEVICES = 200;

/**
 * Aisle templates: the aisle plan of a device type (its items are the aisles). `apply` replaces
 * the aisles of the devices it names, which must all be of the template's type, in one
 * transaction: an aisle whose code the template keeps keeps its id, stock and ledger (its goods
 * may change only while it is empty), new codes become empty aisles, and codes the template
 * drops are removed — refused (nothing changed) while such an aisle holds stock.
 */
export const deviceAisleTemplateResource = defineResource({
  key: 'deviceAisleTemplate',
  service: 'vending',
  table: 'device_aisle_template',
  scope: 'organ',
  noun: 'Aisle templates',
  menu: { directory: VENDING_DIRECTORY.code, icon: 'form', after: 'deviceAisleMerchant' },
  fields: {
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    deviceTypeId: reference('deviceType', { required: true, named: true, filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  actions: {
    apply: {
      input: z.object({
        id: idSchema,
        deviceIds: z
          .array(idSchema, { error: 'required' })
          .min(1, { error: 'required' })
          .max(TEMPLATE_APPLY_MAX_DEVICES, { error: 'tooBig' }),
      }),
      authority: 'APPLY',
      summary:
        'Replace the aisles of devices of the template’s type with its plan, in one transaction (aisles keeping their code keep their stock; dropping a stocked aisle is refused)',
    },
  },
  labels: {
    en: {
      title: 'Aisle templates',
      fields: { name: 'Template name', deviceTypeId: 'Device type', remark: 'Remark' },
      actions: { apply: 'Apply to devices' },
    },
    zh: {
      title: '货道模板',
      fields: { name: '模板名称', deviceTypeId: '设备类型', remark: '备注' },
      actions: { apply: '应用到设备' },
    },
    es: {
      title: 'Plantillas de canales',
      fields: {
        name: 'Nombre de la plantilla',
        deviceTypeId: 'Tipo de dispositivo',
        remark: 'Observación',
      },
      actions: { apply: 'Aplicar a dispositivos' },
    },
  },
});

/** The aisles of a template (reached from it). */
export const deviceAisleTemplateItemResource = defineResource({
  key: 'deviceAisleTemplateItem',
  service: 'vending',
  table: 'device_aisle_template_item',
  scope: 'parent',
  parent: { resource: 'deviceAisleTemplate', field: 'templateId' },
  noun: 'Aisle template items',
  menu: {
    directory: VENDING_DIRECTORY.code,
    icon: 'list',
    after: 'deviceAisleTemplate',
    hidden: true,
  },
  fields: {
    templateId: reference('deviceAisleTemplate', { required: true, filter: true }),
    aisleCode: text({ max: 16, required: true, filter: true, sortable: true }),
    layer: integer({ min: 1, max: DEVICE_GRID_MAX }),
    columnNo: integer({ min: 1, max: DEVICE_GRID_MAX }),
    itemId: reference('item', { named: true, filter: true }),
    price: money({ defaultValue: 0 }),
    maxCapacity: integer({ min: 1, max: AISLE_CAPACITY_MAX }),
  },
  defaultSort: ['templateId', 'aisleCode'],
  display: 'aisleCode',
  exportable: false,
  messages: { clash: { key: 'vending.aisleTaken', field: 'aisleCode' } },
  labels: {
    en: {
      title: 'Aisle template items',
      fields: {
        templateId: 'Template',
        aisleCode: 'Aisle code',
        layer: 'Layer',
        columnNo: 'Column',
        itemId: 'Goods',
        price: 'Price',
        maxCapacity: 'Capacity',
      },
    },
    zh: {
      title: '模板货道',
      fields: {
        templateId: '模板',
        aisleCode: '货道编号',
        layer: '层',
        columnNo: '列',
        itemId: '商品',
        price: '售价',
        maxCapacity: '容量',
      },
    },
    es: {
      title: 'Canales de la plantilla',
      fields: {
        templateId: 'Plantilla',
        aisleCode: 'Código del canal',
        layer: 'Nivel',
        columnNo: 'Columna',
        itemId: 'Producto',
        price: 'Precio',
        maxCapacity: 'Capacidad',
      },
    },
  },
});
