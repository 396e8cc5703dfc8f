import type { Migration, MigrationProvider } from 'kysely';
import type { SqlDialect } from '../dialect';
import { foundation } from './0001-foundation';
import { scope } from './0002-scope';
import { dictionarySettings } from './0005-dictionary-settings';
import { exportJobs } from './0006-exports';
import { files } from './0007-files';
import { goods } from './0009-goods';
import { stores } from './0008-stores';
import { goodsCounts } from './0010-goods-counts';
import { specifications } from './0011-specifications';
import { goodsSkus } from './0012-goods-skus';
import { goodsListSpeed } from './0013-goods-list-speed';
import { changeCounters } from './0014-change-counters';
import { goodsNameSearch } from './0015-goods-name-search';
import { logisticsCompanies } from './0016-logistics-companies';
import { goodsTypeBoardEnable } from './0017-goods-type-board-enable';
import { cleanGoodsDescriptions } from './0018-clean-goods-descriptions';
import { userNameCase } from './0019-user-name-case';
import { stateLog } from './0020-state-log';
import { warehouse } from './0021-warehouse';
import { freightTemplates } from './0022-freight-templates';
import { documentSequence } from './0023-document-sequence';
import { devices } from './0030-devices';
import { vending } from './0040-vending';
import { payments } from './0050-payments';
import { paymentNotify } from './0055-payment-notify';
import { paymentTransfer } from './0056-payment-transfer';
import { paymentDivision } from './0057-payment-division';
import { renovationPages } from './0060-renovation-pages';
import { renovationCatalogue } from './0061-renovation-catalogue';
import { flow } from './0070-flow';
import { financeStatements } from './0090-finance-statements';
import { memberLevels } from './0100-member-levels';
import { customers } from './0101-customers';
import { customerAddresses } from './0102-customer-addresses';
import { pointConfig } from './0103-point-config';
import { customerActivity } from './0104-customer-activity';
import { orders } from './0110-orders';
import { marketing } from './0111-marketing';
import { seckill } from './0112-seckill';
import { groupon } from './0113-groupon';
import { bargain } from './0115-bargain';
import { promotionDecoration } from './0116-promotion-decoration';
import { orderDetails } from './0120-order-details';
import { ruleVersions } from './0114-rule-versions';
import { deviceSoftware } from './0130-device-software';
import { sessionClient } from './0140-session-client';
import { auditLog } from './0141-audit-log';
import { reportTemplates } from './0150-report-templates';
import { merchantOnboarding } from './0142-merchant-onboarding';
import { intraCityRoutes } from './0143-intra-city-routes';
import { storeServices } from './0144-store-services';
import { formSubmissions } from './0170-form-submissions';
import { gatewaySwitch } from './0145-gateway-switch';
import { deviceCommands } from './0148-device-commands';
import { organProfiles } from './0151-organ-profiles';
import { cartAndReviews } from './0156-cart-and-reviews';
import { paymentChannels } from './0175-payment-channels';
import { payOrderPayer } from './0190-pay-order-payer';
import { categoryIcons } from './0197-category-icons';
import { storeEmployeePosition } from './0191-store-employee-position';
import { goodsSearchExact } from './0185-goods-search-exact';
import { goodsSearchByTenant } from './0203-goods-search-by-tenant';
import { goodsListPostgres } from './0207-goods-list-postgres';
import { goodsNameLookup } from './0208-goods-name-lookup';
import { goodsFiltersInScope } from './0204-goods-filters-in-scope';
import { goodsSearchByOrgan } from './0205-goods-search-by-organ';
import { financeByChannel } from './0210-finance-by-channel';
import { registryRowCounts } from './0213-registry-row-counts';
import { listFilterIndexes } from './0218-list-filter-indexes';
import { createdBetweenIndexes } from './0219-created-between-indexes';
import { listTextIndexes } from './0220-list-text-indexes';
import { listValueCounts } from './0221-list-value-counts';
import { auditLogCounts } from './0222-audit-log-counts';
import { goodsStatusInScope } from './0223-goods-status-in-scope';
import { goodsNamePairsPostgres } from './0224-goods-name-pairs-postgres';
import { goodsNameLookupPaths } from './0225-goods-name-lookup-paths';
import { pathStatisticsPostgres } from './0226-path-statistics-postgres';
import { goodsNameLookupParts } from './0227-goods-name-lookup-parts';
import { listTextParts } from './0228-list-text-parts';
import { rowWallTypedSettings } from './0229-row-wall-typed-settings';
import { goodsIdSpansPostgres } from './0230-goods-id-spans-postgres';
import { goodsIdSpansSqlite } from './0231-goods-id-spans-sqlite';
import { updateTriggersWhenChanged } from './0232-update-triggers-when-changed';
import { updateTriggersWhenChangedPostgres } from './0233-update-triggers-when-changed-postgres';
import { listStateSums } from './0234-list-state-sums';
import { listTextSums } from './0235-list-text-sums';
import { logCountsAtCommit } from './0236-log-counts-at-commit';
import { listTextSumsByFilter } from './0237-list-text-sums-by-filter';
import { valueCountsInOrder } from './0238-value-counts-in-order';
import { listTextSumsByDay } from './0239-list-text-sums-by-day';
import { countsInOrder } from './0240-counts-in-order';
import { tenantWidePayChannels } from './0176-tenant-wide-pay-channels';
import { rowSecurity } from './0157-row-security';
import { orderAdjustPickUp } from './0165-order-adjust-pick-up';
import { customerExperience } from './0160-customer-experience';
import { specificationRegistry } from './0194-specification-registry';

/** Every migration, in order. Names sort; add new ones at the end. */
const all: Record<string, (dialect: SqlDialect) => Migration> = {
  '0001-foundation': foundation,
  '0002-scope': scope,
  '0005-dictionary-settings': dictionarySettings,
  '0006-exports': exportJobs,
  '0007-files': files,
  '0009-goods': goods,
  '0008-stores': stores,
  '0010-goods-counts': goodsCounts,
  '0011-specifications': specifications,
  '0012-goods-skus': goodsSkus,
  '0013-goods-list-speed': goodsListSpeed,
  '0014-change-counters': changeCounters,
  '0015-goods-name-search': goodsNameSearch,
  '0016-logistics-companies': logisticsCompanies,
  '0017-goods-type-board-enable': goodsTypeBoardEnable,
  '0018-clean-goods-descriptions': cleanGoodsDescriptions,
  '0019-user-name-case': userNameCase,
  '0020-state-log': stateLog,
  '0021-warehouse': warehouse,
  '0022-freight-templates': freightTemplates,
  '0023-document-sequence': documentSequence,
  '0030-devices': devices,
  '0040-vending': vending,
  '0050-payments': payments,
  '0055-payment-notify': paymentNotify,
  '0056-payment-transfer': paymentTransfer,
  '0057-payment-division': paymentDivision,
  '0060-renovation-pages': renovationPages,
  '0061-renovation-catalogue': renovationCatalogue,
  '0070-flow': flow,
  '0090-finance-statements': financeStatements,
  '0100-member-levels': memberLevels,
  '0101-customers': customers,
  '0102-customer-addresses': customerAddresses,
  '0103-point-config': pointConfig,
  '0104-customer-activity': customerActivity,
  '0110-orders': orders,
  '0111-marketing': marketing,
  '0112-seckill': seckill,
  '0113-groupon': groupon,
  '0114-rule-versions': ruleVersions,
  '0115-bargain': bargain,
  '0116-promotion-decoration': promotionDecoration,
  '0120-order-details': orderDetails,
  '0130-device-software': deviceSoftware,
  '0140-session-client': sessionClient,
  '0141-audit-log': auditLog,
  '0150-report-templates': reportTemplates,
  '0142-merchant-onboarding': merchantOnboarding,
  '0143-intra-city-routes': intraCityRoutes,
  '0144-store-services': storeServices,
  '0170-form-submissions': formSubmissions,
  '0145-gateway-switch': gatewaySwitch,
  '0148-device-commands': deviceCommands,
  '0151-organ-profiles': organProfiles,
  '0156-cart-and-reviews': cartAndReviews,
  '0175-payment-channels': paymentChannels,
  '0190-pay-order-payer': payOrderPayer,
  '0197-category-icons': categoryIcons,
  '0191-store-employee-position': storeEmployeePosition,
  '0157-row-security': rowSecurity,
  '0165-order-adjust-pick-up': orderAdjustPickUp,
  '0160-customer-experience': customerExperience,
  '0185-goods-search-exact': goodsSearchExact,
  '0203-goods-search-by-tenant': goodsSearchByTenant,
  '0207-goods-list-postgres': goodsListPostgres,
  '0208-goods-name-lookup': goodsNameLookup,
  '0204-goods-filters-in-scope': goodsFiltersInScope,
  '0205-goods-search-by-organ': goodsSearchByOrgan,
  '0176-tenant-wide-pay-channels': tenantWidePayChannels,
  '0194-specification-registry': specificationRegistry,
  '0210-finance-by-channel': financeByChannel,
  '0213-registry-row-counts': registryRowCounts,
  '0218-list-filter-indexes': listFilterIndexes,
  '0219-created-between-indexes': createdBetweenIndexes,
  '0220-list-text-indexes': listTextIndexes,
  '0221-list-value-counts': listValueCounts,
  '0222-audit-log-counts': auditLogCounts,
  '0223-goods-status-in-scope': goodsStatusInScope,
  '0224-goods-name-pairs-postgres': goodsNamePairsPostgres,
  '0225-goods-name-lookup-paths': goodsNameLookupPaths,
  '0226-path-statistics-postgres': pathStatisticsPostgres,
  '0227-goods-name-lookup-parts': goodsNameLookupParts,
  '0228-list-text-parts': listTextParts,
  '0229-row-wall-typed-settings': rowWallTypedSettings,
  '0230-goods-id-spans-postgres': goodsIdSpansPostgres,
  '0231-goods-id-spans-sqlite': goodsIdSpansSqlite,
  '0232-update-triggers-when-changed': updateTriggersWhenChanged,
  '0233-update-triggers-when-changed-postgres': updateTriggersWhenChangedPostgres,
  '0234-list-state-sums': listStateSums,
  '0235-list-text-sums': listTextSums,
  '0236-log-counts-at-commit': logCountsAtCommit,
  '0237-list-text-sums-by-filter': listTextSumsByFilter,
  '0238-value-counts-in-order': valueCountsInOrder,
  '0239-list-text-sums-by-day': listTextSumsByDay,
  '0240-counts-in-order': countsInOrder,
};

/** Static provider: the migrations are imported modules, so they work under tsx and bundlers alike. */
export const migrationProvider = (dialect: SqlDialect): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(Object.entries(all).map(([name, migration]) => [name, migration(dialect)])),
});
