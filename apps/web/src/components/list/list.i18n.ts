import { defineMessages } from '../../lib/i18n/feature-messages';

/** Texts of the shared list parts: toolbar, pagination, edit dialog. */
export const listMessages = defineMessages('list', {
  en: {
    toolbar: {
      toggleSearch: 'Show or hide the search area',
      refresh: 'Refresh',
      columns: 'Visible columns',
    },
    pagination: {
      total: 'Total {{total}}',
      totalCapped: 'More than {{total}}',
      perPage: '{{size}} / page',
      pageSize: 'Rows per page',
    },
    table: {
      rows: '{{title}}: rows',
      expand: 'Expand row',
      collapse: 'Collapse row',
      more: 'More',
    },
    dialog: {
      confirmClose: 'Close without saving?',
      ok: 'OK',
      cancel: 'Cancel',
      save: 'Save',
    },
  },
  zh: {
    toolbar: {
      toggleSearch: '显示或隐藏搜索区',
      refresh: '刷新',
      columns: '显示列',
    },
    pagination: {
      total: '共 {{total}} 条',
      totalCapped: '超过 {{total}} 条',
      perPage: '{{size}}条/页',
      pageSize: '每页条数',
    },
    table: { rows: '{{title}}：数据行', expand: '展开行', collapse: '关闭行', more: '更多' },
    dialog: {
      confirmClose: '确认关闭？',
      ok: '确定',
      cancel: '取消',
      save: '保存',
    },
  },
  es: {
    toolbar: {
      toggleSearch: 'Mostrar u ocultar la búsqueda',
      refresh: 'Actualizar',
      columns: 'Columnas visibles',
    },
    pagination: {
      total: 'Total {{total}}',
      totalCapped: 'Más de {{total}}',
      perPage: '{{size}} / página',
      pageSize: 'Filas por página',
    },
    table: {
      rows: '{{title}}: filas',
      expand: 'Expandir fila',
      collapse: 'Contraer fila',
      more: 'Más',
    },
    dialog: {
      confirmClose: '¿Cerrar sin guardar?',
      ok: 'Aceptar',
      cancel: 'Cancelar',
      save: 'Guardar',
    },
  },
});
