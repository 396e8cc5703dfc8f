import { defineMessages } from '../../lib/i18n/feature-messages';

/** Texts of the warehouse's own screen parts (the rest comes from the registry declarations). */
export const wmsMessages = defineMessages('wms', {
  en: {
    check: 'Check against the ledger',
    checkTitle: 'Stock against its ledger',
    agrees: 'All {{rows}} stock rows agree with the ledger',
    disagrees: '{{count}} of {{rows}} stock rows do not agree with the ledger',
    totals: 'On hand {{quantity}}, ledger {{ledgerSum}}',
    belowSafety: '{{count}} below their safety stock',
    row: 'Warehouse {{warehouseId}}, item {{itemId}}: on hand {{quantity}}, ledger {{ledgerSum}}',
    close: 'Close',
  },
  zh: {
    check: '与流水核对',
    checkTitle: '库存与流水核对',
    agrees: '全部 {{rows}} 条库存与流水一致',
    disagrees: '{{rows}} 条库存中有 {{count}} 条与流水不一致',
    totals: '现有 {{quantity}}，流水合计 {{ledgerSum}}',
    belowSafety: '{{count}} 条低于安全库存',
    row: '仓库 {{warehouseId}}，物料 {{itemId}}：现有 {{quantity}}，流水合计 {{ledgerSum}}',
    close: '关闭',
  },
  es: {
    check: 'Comprobar con el libro',
    checkTitle: 'Existencias frente a su libro',
    agrees: 'Las {{rows}} filas de existencias coinciden con el libro',
    disagrees: '{{count}} de {{rows}} filas de existencias no coinciden con el libro',
    totals: 'Disponible {{quantity}}, libro {{ledgerSum}}',
    belowSafety: '{{count}} por debajo de sus existencias de seguridad',
    row: 'Almacén {{warehouseId}}, artículo {{itemId}}: disponible {{quantity}}, libro {{ledgerSum}}',
    close: 'Cerrar',
  },
});
