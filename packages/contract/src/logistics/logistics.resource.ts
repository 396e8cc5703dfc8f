import { z } from 'zod';
import { idSchema } from '../api/owned';
import { defineResource } from '../registry/define-resource';
import { enabled, image, integer, text } from '../registry/fields';

/** At most this many companies change in one call. */
export const LOGISTICS_BATCH_MAX = 200;

/**
 * Express (logistics) companies: the carriers a shipment is sent with. `code` is the carrier's
 * code in tracking services and unique per tenant; a disabled company is not offered when
 * goods are shipped.
 */
export const logisticsResource = defineResource({
  key: 'logistics',
  service: 'ministore',
  table: 'logistics_company',
  scope: 'organ',
  noun: 'Logistics companies',
  menu: { directory: 'LOGISTICS_MANAGE', icon: 'guide' },
  fields: {
    logo: image(),
    code: text({ max: 32, required: true, unique: true, filter: true, sortable: true }),
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    phone: text({ max: 32 }),
    website: text({ max: 255, list: false }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    enable: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['sort', 'name'],
  actions: {
    enable: {
      input: z.object({
        ids: z
          .array(idSchema, { error: 'required' })
          .min(1, { error: 'required' })
          .max(LOGISTICS_BATCH_MAX, { error: 'tooBig' }),
        enable: z.union([z.literal(0), z.literal(1)], { error: 'invalid' }),
      }),
      authority: 'EDIT',
      summary: 'Enable (1) or disable (0) several logistics companies at once',
    },
  },
  labels: {
    en: {
      title: 'Logistics companies',
      fields: {
        logo: 'Logo',
        code: 'Carrier code',
        name: 'Company name',
        phone: 'Service phone',
        website: 'Website',
        sort: 'Order',
        enable: 'Status',
        remark: 'Remark',
      },
      actions: { enable: 'Enable / disable' },
    },
    zh: {
      title: '物流公司',
      fields: {
        logo: '公司标志',
        code: '物流公司编码',
        name: '物流公司名称',
        phone: '客服电话',
        website: '官网',
        sort: '排序',
        enable: '状态',
        remark: '备注',
      },
      actions: { enable: '启用 / 停用' },
    },
    es: {
      title: 'Empresas de transporte',
      fields: {
        logo: 'Logotipo',
        code: 'Código del transportista',
        name: 'Nombre de la empresa',
        phone: 'Teléfono de atención',
        website: 'Sitio web',
        sort: 'Orden',
        enable: 'Estado',
        remark: 'Observación',
        updateDate: 'Actualizada',
      },
      options: { enable: { '1': 'Activada', '0': 'Desactivada' } },
      actions: { enable: 'Activar / desactivar' },
    },
  },
});

export type LogisticsRecord = z.infer<typeof logisticsResource.schemas.record>;
