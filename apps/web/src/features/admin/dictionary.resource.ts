import { endpoints } from '@retail/contract';
import { loadDictionary } from '../../resources/after-login';
import { defineResource } from '../../resources/define-resource';

/** Dictionary entries: namespace (bigType), value and its text (desc), order and remark. */
export const dictionaryResource = defineResource({
  key: 'dictionary',
  endpoints: endpoints.dictionary,
  authority: 'DICTIONARY',
  fields: {
    id: { form: false, width: 70 },
    bigType: { filter: true },
    value: { filter: true },
    desc: { filter: true },
    sorted: { kind: 'number', defaultValue: 0 },
    remark: { kind: 'textarea' },
    organId: { kind: 'organ', column: false },
    updateDate: { form: false },
  },
  // Selects and the error map read the session's dictionary: it follows every change.
  afterChange: () => void loadDictionary().catch(() => undefined),
  labels: {
    en: {
      title: 'Dictionary',
      fields: {
        id: 'ID',
        bigType: 'Namespace',
        value: 'Value',
        desc: 'Text',
        sorted: 'Order',
        remark: 'Remark',
        organId: 'Organisation',
        updateDate: 'Updated',
      },
    },
    zh: {
      title: '字典',
      fields: {
        id: 'ID',
        bigType: '字典类型',
        value: '值',
        desc: '描述',
        sorted: '排序',
        remark: '备注',
        organId: '所属组织',
        updateDate: '更新时间',
      },
    },
    es: {
      title: 'Diccionario',
      fields: {
        id: 'ID',
        bigType: 'Espacio de nombres',
        value: 'Valor',
        desc: 'Texto',
        sorted: 'Orden',
        remark: 'Observación',
        organId: 'Organización',
        updateDate: 'Actualizado',
      },
    },
  },
});
