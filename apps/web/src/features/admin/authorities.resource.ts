import { endpoints } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { AuthorityParentSelect } from './authority-parent-select';

/** The authority tree: directories, menus and buttons with code, icon, url and sort. */
export const authoritiesResource = defineResource({
  key: 'authority',
  endpoints: {
    list: endpoints.authority.tree,
    edit: endpoints.authority.edit,
    remove: endpoints.authority.remove,
  },
  authority: 'AUTHORITY',
  treeParent: 'parentId',
  scope: { tenant: false, organ: false },
  fields: {
    name: {},
    code: {},
    type: { options: [1, 2, 3], kind: 'select', defaultValue: 2 },
    icon: {},
    url: {},
    sort: { kind: 'number' },
    hidden: { kind: 'switch' },
    parentId: { input: AuthorityParentSelect, column: false },
  },
  labels: {
    en: {
      title: 'Authority',
      fields: {
        name: 'Name',
        code: 'Code',
        type: 'Type',
        icon: 'Icon',
        url: 'URL',
        sort: 'Sort',
        hidden: 'Hidden',
        parentId: 'Parent',
      },
      options: { type: { '1': 'Directory', '2': 'Menu', '3': 'Button' } },
    },
    zh: {
      title: '权限',
      fields: {
        name: '名称',
        code: '编码',
        type: '类型',
        icon: '图标',
        url: '地址',
        sort: '排序',
        hidden: '隐藏',
        parentId: '上级',
      },
      options: { type: { '1': '目录', '2': '菜单', '3': '按钮' } },
    },
    es: {
      title: 'Permiso',
      fields: {
        name: 'Nombre',
        code: 'Código',
        type: 'Tipo',
        icon: 'Icono',
        url: 'URL',
        sort: 'Orden',
        hidden: 'Oculto',
        parentId: 'Superior',
      },
      options: { type: { '1': 'Directorio', '2': 'Menú', '3': 'Botón' } },
    },
  },
});
