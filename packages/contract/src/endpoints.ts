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
import { vendingReportEndpoints } from './vending/vending-report.endpoints';
import { wmsReportEndpoints } from './wms/wms-report.endpoints';
import {
  pageDocumentEndpoints,
  storefrontPageEndpoints,
} from './renovation/page-document.endpoints';
import { flowEndpoints } from './flow/flow.endpoints';
import { shopperEndpoints } from './order/shopper.endpoints';
import { orderDetailEndpoints } from './order/order-detail.endpoints';
import { marketingEndpoints, shopperCouponEndpoints } from './marketing/marketing.endpoints';
import { promotionOverviewEndpoints } from './marketing/promotion-overview';

/**
 * The endpoint table: every call the console makes and the server serves, grouped by domain.
 * The server registers routes from it; the console's client calls through it; tests walk it.
 */
export const endpoints = {
  auth: authEndpoints,
  organ: organEndpoints,
  dictionary: dictionaryEndpoints,
  systemSetting: systemSettingEndpoints,
  export: exportEndpoints,
  authority: authorityEndpoints,
  role: roleEndpoints,
  user: userEndpoints,
  gateway: gatewayEndpoints,
  file: fileEndpoints,
  statistics: statisticsEndpoints,
  ...goodsEndpointGroups,
  goodsSku: goodsSkuEndpoints,
  ...specificationEndpointGroups,
  ...storeEndpointGroups,
  ...resourceEndpointGroups,
  deviceSecret: deviceSecretEndpoints,
  deviceEvents: deviceEventEndpoints,
  deviceGateway: deviceGatewayEndpoints,
  softwarePackage: softwarePackageEndpoints,
  softwareGateway: softwareGatewayEndpoints,
  deviceCommandGateway: deviceCommandGatewayEndpoints,
  mchAppSecret: mchAppSecretEndpoints,
  payApi: payApiEndpoints,
  payNotify: payNotifyEndpoints,
  vendingGateway: vendingGatewayEndpoints,
  vendingReport: vendingReportEndpoints,
  wmsReport: wmsReportEndpoints,
  pageDocument: pageDocumentEndpoints,
  storefrontPage: storefrontPageEndpoints,
  flow: flowEndpoints,
  shopper: shopperEndpoints,
  orderDetail: orderDetailEndpoints,
  marketing: marketingEndpoints,
  promotionOverview: promotionOverviewEndpoints,
  shopperCoupon: shopperCouponEndpoints,
} as const;

export type EndpointTable = typeof endpoints;

/** Every endpoint as a flat list, for route registration and generated test suites. */
export const allEndpoints = (): EndpointDef[] =>
  Object.values(endpoints).flatMap((group) => Object.values(group) as EndpointDef[]);
