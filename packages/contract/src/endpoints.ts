import { authEndpoints } from './admin/auth.endpoints';
import { organEndpoints } from './admin/organ.endpoints';
import { dictionaryEndpoints } from './admin/dictionary.endpoints';
import { exportEndpoints } from './admin/export.endpoints';
import { systemSettingEndpoints } from './admin/system-setting.endpoints';
import { authorityEndpoints } from './admin/authority.endpoints';
import { roleEndpoints } from './admin/role.endpoints';
import { userEndpoints } from './admin/user.endpoints';
import { gatewayEndpoints } from './admin/gateway.endpoints';
import type { EndpointDef } from './api/endpoint';
import { fileEndpoints } from './file/file.endpoints';
import { goodsEndpointGroups } from './ministore/goods-catalogue';
import { goodsSkuEndpoints } from './ministore/goods-sku.endpoints';
import { resourceEndpointGroups } from './registry/resources';
import { specificationEndpointGroups } from './ministore/specification-catalogue';
import { storeEndpointGroups } from './ministore/store.endpoints';
import { statisticsEndpoints } from './statistics/statistics.endpoints';
import {
  deviceEventEndpoints,
  deviceGatewayEndpoints,
  deviceSecretEndpoints,
} from './device/device.endpoints';
import { vendingGatewayEndpoints } from './vending/vending-gateway.endpoints';
import { softwareGatewayEndpoints, softwarePackageEndpoints } from './device/software.endpoints';
import { deviceCommandGatewayEndpoints } from './device/device-command.resource';
import {
  mchAppSecretEndpoints,
  payApiEndpoints,
  payNotifyEndpoints,
} from './payment/pay-api.endpoints';
import { payStatementEndpoints } from './payment/pay-statement.endpoints';
import { chargeOrderEndpoints } from './payment/charge-order.endpoints';
import { vendingReportEndpoints } from './vending/vending-report.endpoints';
import { wmsReportEndpoints } from './wms/wms-report.endpoints';
import {
  pageDocumentEndpoints,
  storefrontPageEndpoints,
} from './renovation/page-document.endpoints';
import { flowEndpoints } from './flow/flow.endpoints';
import { shopperEndpoints } from './order/shopper.endpoints';
import { orderDetailEndpoints } from './order/order-detail.endpoints';
import { customerDetailEndpoints } from './customer/customer-detail.endpoints';
import { marketingEndpoints, shopperCouponEndpoints } from './marketing/marketing.endpoints';
import { promotionOverviewEndpoints } from './marketing/promotion-overview';

/** The hand-written groups (the catalogues' and the registry's are spread in below). */
const ownGroups = {
  auth: authEndpoints,
  organ: organEndpoints,
  dictionaryReference: dictionaryEndpoints,
  systemSetting: systemSettingEndpoints,
  export: exportEndpoints,
  authority: authorityEndpoints,
  role: roleEndpoints,
  user: userEndpoints,
  gateway: gatewayEndpoints,
  file: fileEndpoints,
  statistics: statisticsEndpoints,
  goodsSku: goodsSkuEndpoints,
  deviceSecret: deviceSecretEndpoints,
  deviceEvents: deviceEventEndpoints,
  deviceGateway: deviceGatewayEndpoints,
  softwarePackage: softwarePackageEndpoints,
  softwareGateway: softwareGatewayEndpoints,
  deviceCommandGateway: deviceCommandGatewayEndpoints,
  mchAppSecret: mchAppSecretEndpoints,
  payApi: payApiEndpoints,
  payNotify: payNotifyEndpoints,
  payStatement: payStatementEndpoints,
  chargeOrder: chargeOrderEndpoints,
  vendingGateway: vendingGatewayEndpoints,
  vendingReport: vendingReportEndpoints,
  wmsReport: wmsReportEndpoints,
  pageDocument: pageDocumentEndpoints,
  storefrontPage: storefrontPageEndpoints,
  flowProcess: flowEndpoints,
  shopper: shopperEndpoints,
  orderDetail: orderDetailEndpoints,
  customerDetail: customerDetailEndpoints,
  marketing: marketingEndpoints,
  promotionOverview: promotionOverviewEndpoints,
  shopperCoupon: shopperCouponEndpoints,
} as const;

/**
 * The endpoint table: every call the console makes and the server serves, grouped by domain.
 * The server registers routes from it; the console's client calls through it; tests walk it.
 */
export const endpoints = {
  ...ownGroups,
  ...goodsEndpointGroups,
  ...specificationEndpointGroups,
  ...storeEndpointGroups,
  ...resourceEndpointGroups,
} as const;

export type EndpointTable = typeof endpoints;

/**
 * A group named twice would keep only the last one's endpoints in the table (a spread is
 * silently overwritten), so OpenAPI, the console's client and the gateway's list would miss the
 * other's: every group key must be unique. A clash is a type error naming the key.
 */
type OwnGroups = keyof typeof ownGroups;
type GroupClash =
  | Extract<keyof typeof resourceEndpointGroups, OwnGroups>
  | Extract<keyof typeof goodsEndpointGroups, OwnGroups | keyof typeof resourceEndpointGroups>
  | Extract<
      keyof typeof specificationEndpointGroups,
      OwnGroups | keyof typeof resourceEndpointGroups
    >
  | Extract<keyof typeof storeEndpointGroups, OwnGroups | keyof typeof resourceEndpointGroups>;
export const ENDPOINT_GROUPS_ARE_UNIQUE: [GroupClash] extends [never]
  ? true
  : { clash: GroupClash } = true;

/** Every endpoint as a flat list, for route registration and generated test suites. */
export const allEndpoints = (): EndpointDef[] =>
  Object.values(endpoints).flatMap((group) => Object.values(group) as EndpointDef[]);
