import type { Translations } from '../i18n/locale';

/** Server messages of the vending slice (aisles, templates, replenishment, sales). */
export const vendingServerMessages = {
  'vending.aisleTaken': {
    zh: '{field}“{value}”在该设备（模板）中已存在',
    en: '{field} "{value}" already exists on this device (template)',
    es: '{field} "{value}" ya existe en este dispositivo (plantilla)',
  },
  'vending.outsideGrid': {
    zh: '{field} {value} 超出设备类型的货道范围（{rows} 行 × {cols} 列）',
    en: '{field} {value} is outside the device type’s grid of {rows} rows × {cols} columns',
    es: '{field} {value} está fuera de la cuadrícula del tipo de dispositivo ({rows} filas × {cols} columnas)',
  },
  'vending.overTypeCapacity': {
    zh: '{field}不能超过设备类型的货道容量 {max}',
    en: '{field} cannot exceed the device type’s aisle capacity of {max}',
    es: '{field} no puede superar la capacidad de canal del tipo de dispositivo ({max})',
  },
  'vending.belowStock': {
    zh: '{field}不能低于货道当前库存 {current}',
    en: '{field} cannot be less than the {current} the aisle holds',
    es: '{field} no puede ser menor que las {current} unidades del canal',
  },
  'vending.aisleStocked': {
    zh: '货道 {aisle} 仍有库存 {current}，不能删除或撤掉，请先清空',
    en: 'Aisle {aisle} still holds {current} and cannot be removed or dropped; empty it first',
    es: 'El canal {aisle} aún tiene {current} y no se puede eliminar ni quitar; vacíelo primero',
  },
  'vending.overCapacity': {
    zh: '货道 {aisle} 容量 {max}，现有 {current}，不能再放入 {wanted}',
    en: 'Aisle {aisle} holds {current} of {max}; {wanted} more do not fit',
    es: 'El canal {aisle} tiene {current} de {max}; no caben {wanted} más',
  },
  'vending.aisleEmpty': {
    zh: '货道 {aisle} 已售空（库存 {current}）',
    en: 'Aisle {aisle} is empty ({current} in stock)',
    es: 'El canal {aisle} está vacío ({current} en existencia)',
  },
  'vending.aisleUnavailable': {
    zh: '货道 {aisle} 未启用或故障，不能售卖',
    en: 'Aisle {aisle} is disabled or out of order and cannot sell',
    es: 'El canal {aisle} está desactivado o averiado y no puede vender',
  },
  'vending.unknownAisle': {
    zh: '该设备没有货道“{aisle}”',
    en: 'The device has no aisle "{aisle}"',
    es: 'El dispositivo no tiene el canal "{aisle}"',
  },
  'vending.noGoods': {
    zh: '货道 {aisle} 未设置商品',
    en: 'Aisle {aisle} has no goods set',
    es: 'El canal {aisle} no tiene producto asignado',
  },
  'vending.otherDevice': {
    zh: '{field}不属于该补货单的设备',
    en: 'The {field} is not one of the replenishment’s device',
    es: '{field} no pertenece al dispositivo de la reposición',
  },
  'vending.otherType': {
    zh: '设备 {devices} 不是模板的设备类型',
    en: 'Device(s) {devices} are not of the template’s device type',
    es: 'Los dispositivos {devices} no son del tipo de la plantilla',
  },
  'vending.lineTaken': {
    zh: '该补货单已有此货道的明细',
    en: 'The replenishment already has a line for this aisle',
    es: 'La reposición ya tiene una línea para este canal',
  },
  'vending.shareOver': {
    zh: '该货道各商户的分成合计不能超过 100%，最多还可分 {rest}%',
    en: 'The aisle’s merchants cannot share more than 100% together; at most {rest}% is left',
    es: 'Los comerciantes del canal no pueden sumar más del 100 %; quedan como máximo {rest} %',
  },
  'vending.nothingToSuggest': {
    zh: '该设备没有低于 {percent}% 的有商品货道，无需补货',
    en: 'No aisle of the device with goods is below {percent}% of its capacity',
    es: 'Ningún canal con producto del dispositivo está por debajo del {percent}% de su capacidad',
  },
} satisfies Record<string, Translations>;
