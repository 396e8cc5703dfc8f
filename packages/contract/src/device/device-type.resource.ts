import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { flag, image, integer, text } from '../registry/fields';

/** Aisle grids are at most this many rows and columns. */
export const DEVICE_GRID_MAX = 20;

/**
 * Models of vending machines: the aisle grid (rows × columns) bounds the aisles of every device
 * of the type; the model code is unique per tenant. A type that devices use cannot be removed.
 */
export const deviceTypeResource = defineResource({
  key: 'deviceType',
  service: 'admin',
  table: 'device_type',
  scope: 'organ',
  noun: 'Device types',
  menu: { directory: 'DEVICE_MANAGE', icon: 'component' },
  fields: {
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    modelCode: text({ max: 32, required: true, unique: true, filter: true, sortable: true }),
    rows: integer({ min: 1, max: DEVICE_GRID_MAX }),
    cols: integer({ min: 1, max: DEVICE_GRID_MAX }),
    aisleMaxCapacity: integer({ min: 1, max: 1000 }),
    image: image(),
    dropDetection: flag({ defaultValue: false }),
    hasLift: flag({ defaultValue: false }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  removeRule: 'refused while devices are of this type',
  labels: {
    en: {
      title: 'Device types',
      fields: {
        name: 'Type name',
        modelCode: 'Model code',
        rows: 'Aisle rows',
        cols: 'Aisle columns',
        aisleMaxCapacity: 'Aisle capacity',
        image: 'Picture',
        dropDetection: 'Drop detection',
        hasLift: 'Lift',
        remark: 'Remark',
      },
    },
    zh: {
      title: '设备类型',
      fields: {
        name: '类型名称',
        modelCode: '型号编码',
        rows: '货道行数',
        cols: '货道列数',
        aisleMaxCapacity: '货道容量',
        image: '设备图片',
        dropDetection: '掉货检测',
        hasLift: '升降机',
        remark: '备注',
      },
    },
    es: {
      title: 'Tipos de dispositivo',
      fields: {
        name: 'Nombre del tipo',
        modelCode: 'Código de modelo',
        rows: 'Filas de canales',
        cols: 'Columnas de canales',
        aisleMaxCapacity: 'Capacidad del canal',
        image: 'Imagen',
        dropDetection: 'Detección de caída',
        hasLift: 'Elevador',
        remark: 'Observación',
      },
    },
  },
});

export type DeviceTypeRecord = z.infer<typeof deviceTypeResource.schemas.record>;
