import { endpoints } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { FolderActions } from './folder-actions';
import { FolderParentSelect } from './folder-parent-select';

/** fileFolder: the folder tree; add, rename and move (parent) in the edit dialog, remove per row. */
export const foldersResource = defineResource({
  key: 'file-folder',
  endpoints: { list: endpoints.file.folderQueryForList, edit: endpoints.file.folderEdit },
  authority: { list: 'FILE_FOLDER_LIST', edit: 'FILE_FOLDER_EDIT' },
  treeParent: 'parentId',
  exportable: false,
  rowActions: FolderActions,
  fields: {
    name: { filter: true },
    parentId: { input: FolderParentSelect, column: false },
    fileCount: { width: 90 },
    code: {},
    sorted: { kind: 'number', defaultValue: 0, width: 80 },
    status: { options: [1, 0], defaultValue: 1, width: 90 },
    remark: { kind: 'textarea' },
    organId: { kind: 'organ', column: false },
    updateDate: { form: false },
  },
  labels: {
    en: {
      title: 'File folders',
      fields: {
        name: 'Name',
        parentId: 'Parent folder',
        fileCount: 'Pictures',
        code: 'Code',
        sorted: 'Order',
        status: 'Status',
        remark: 'Remark',
        organId: 'Organisation',
        updateDate: 'Updated',
      },
      options: { status: { '1': 'Enabled', '0': 'Disabled' } },
    },
    zh: {
      title: '文件夹',
      fields: {
        name: '名称',
        parentId: '上级文件夹',
        fileCount: '图片数',
        code: '编码',
        sorted: '排序',
        status: '状态',
        remark: '备注',
        organId: '所属组织',
        updateDate: '更新时间',
      },
      options: { status: { '1': '启用', '0': '停用' } },
    },
    es: {
      title: 'Carpetas',
      fields: {
        name: 'Nombre',
        parentId: 'Carpeta superior',
        fileCount: 'Imágenes',
        code: 'Código',
        sorted: 'Orden',
        status: 'Estado',
        remark: 'Observación',
        organId: 'Organización',
        updateDate: 'Actualizado',
      },
      options: { status: { '1': 'Activa', '0': 'Inactiva' } },
    },
  },
});
