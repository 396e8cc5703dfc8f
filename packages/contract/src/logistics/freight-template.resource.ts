import { defineResource } from '../registry/define-resource';
import { choice, enabled, integer, money, reference, text } from '../registry/fields';
import { FREIGHT_CHARGE_TYPES } from './freight';

/**
 * Freight templates: how goods are charged for shipping — by piece, weight or volume — with a
 * rule per group of regions and free shipping above an amount. Checkout computes freight with
 * `freightOf` from these rules.
 */
export const freightTemplateResource = defineResource({
  key: 'FreightTemplate',
  service: 'ministore',
  table: 'freight_template',
  scope: 'organ',
  noun: 'Freight templates',
  menu: { directory: 'LOGISTICS_MANAGE', icon: 'money', after: 'logistics' },
  fields: {
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    chargeType: choice(FREIGHT_CHARGE_TYPES, { defaultValue: 10, filter: true }),
    freeOver: money({ defaultValue: 0 }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    enable: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['sort', 'name'],
  labels: {
    en: {
      title: 'Freight templates',
      fields: {
        name: 'Template name',
        chargeType: 'Charged by',
        freeOver: 'Free shipping from',
        sort: 'Order',
        enable: 'Status',
        remark: 'Remark',
      },
      options: { chargeType: { '10': 'Piece', '20': 'Weight (g)', '30': 'Volume (cm³)' } },
    },
    zh: {
      title: '运费模板',
      fields: {
        name: '模板名称',
        chargeType: '计费方式',
        freeOver: '满额包邮',
        sort: '排序',
        enable: '状态',
        remark: '备注',
      },
      options: { chargeType: { '10': '按件数', '20': '按重量（克）', '30': '按体积（立方厘米）' } },
    },
    es: {
      title: 'Plantillas de envío',
      fields: {
        name: 'Nombre de la plantilla',
        chargeType: 'Cobro por',
        freeOver: 'Envío gratis desde',
        sort: 'Orden',
        enable: 'Estado',
        remark: 'Observación',
      },
      options: { chargeType: { '10': 'Pieza', '20': 'Peso (g)', '30': 'Volumen (cm³)' } },
    },
  },
});

/** A template's rules: which regions, the first units and fee, each further unit's fee. */
export const freightTemplateRuleResource = defineResource({
  key: 'freightTemplateRule',
  service: 'ministore',
  table: 'freight_template_rule',
  scope: 'parent',
  parent: { resource: 'FreightTemplate', field: 'templateId' },
  noun: 'Freight rules',
  menu: { directory: 'LOGISTICS_MANAGE', icon: 'list', after: 'FreightTemplate', hidden: true },
  fields: {
    templateId: reference('FreightTemplate', { required: true, filter: true }),
    regions: text({ max: 1000, required: true, multiline: true, filter: true }),
    firstUnit: integer({ min: 0, max: 100_000_000 }),
    firstFee: money({ defaultValue: 0 }),
    extraUnit: integer({ min: 1, max: 100_000_000, defaultValue: 1 }),
    extraFee: money({ defaultValue: 0 }),
    freeOver: money({ defaultValue: 0 }),
  },
  defaultSort: ['templateId'],
  display: 'regions',
  exportable: false,
  messages: { clash: { key: 'freight.regionTaken', field: 'regions' } },
  labels: {
    en: {
      title: 'Freight rules',
      fields: {
        templateId: 'Freight template',
        regions: 'Regions (comma-separated; * for all others)',
        firstUnit: 'First units',
        firstFee: 'First fee',
        extraUnit: 'Each further units',
        extraFee: 'Further fee',
        freeOver: 'Free shipping from',
      },
    },
    zh: {
      title: '运费规则',
      fields: {
        templateId: '运费模板',
        regions: '地区（逗号分隔；* 表示其他地区）',
        firstUnit: '首件/首重',
        firstFee: '首费',
        extraUnit: '续件/续重',
        extraFee: '续费',
        freeOver: '满额包邮',
      },
    },
    es: {
      title: 'Reglas de envío',
      fields: {
        templateId: 'Plantilla de envío',
        regions: 'Regiones (separadas por comas; * para las demás)',
        firstUnit: 'Unidades iniciales',
        firstFee: 'Tarifa inicial',
        extraUnit: 'Cada unidades adicionales',
        extraFee: 'Tarifa adicional',
        freeOver: 'Envío gratis desde',
      },
    },
  },
});
