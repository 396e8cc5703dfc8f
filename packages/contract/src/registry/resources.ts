import { deviceResource } from '../device/device.resource';
import { deviceTypeResource } from '../device/device-type.resource';
import { softwareResource } from '../device/software.resource';
import { deviceCommandResource } from '../device/device-command.resource';
import {
  deviceSoftwareResource,
  deviceUpdateLogResource,
} from '../device/device-software.resource';
import {
  deviceAisleMerchantResource,
  deviceAisleResource,
  deviceAisleTemplateItemResource,
  deviceAisleTemplateResource,
  deviceStockResource,
  replenishmentLogDetailResource,
  replenishmentLogResource,
} from '../vending';
import { VENDING_DIRECTORY } from '../vending/vending-menu';
import type { Locale, Translations } from '../i18n/locale';
import { logisticsResource } from '../logistics/logistics.resource';
import { intraCityDeliveryResource } from '../logistics/intra-city.resource';
import { routeResource, routeStopResource } from '../logistics/route.resource';
import {
  freightTemplateResource,
  freightTemplateRuleResource,
} from '../logistics/freight-template.resource';
import {
  isvInfoResource,
  mchAppResource,
  merchantTypeResource,
  merchantOriginResource,
  merchantResource,
  merchantEntryResource,
  merchantWxResource,
  merchantHelipayResource,
  merchantPaymentResource,
  mchInfoResource,
  mchNotifyRecordResource,
  mchPayPassageResource,
  PAY_DIRECTORY,
  payInterfaceConfigResource,
  payInterfaceDefineResource,
  payOrderResource,
  payWayResource,
  refundOrderResource,
  transferOrderResource,
  divisionReceiverGroupResource,
  divisionReceiverResource,
  payOrderDivisionRecordResource,
  financeDailyResource,
  financeMonthlyResource,
} from '../payment';
import { auditLogResource } from '../admin/audit-log.resource';
import { dictionaryResource } from '../admin/dictionary.resource';
import {
  organAuthorityResource,
  organConfResource,
  organInfoResource,
  organRoleResource,
  organTypeResource,
} from '../organ/organ-profile.resource';
import { reportTaskResource, reportTemplateResource } from '../statistics/report.resource';
import { brandResource } from '../ministore/brand.resource';
import { goodsTagResource } from '../ministore/goods-tag.resource';
import {
  goodsSpecificationGroupResource,
  goodsSpecificationItemResource,
  goodsSpecificationResource,
} from '../ministore/goods-specification.resource';
import {
  goodsTypePropsResource,
  goodsTypePropsValueResource,
} from '../ministore/goods-type-props.resource';
import { goodsTagRefResource } from '../ministore/goods-tag-ref.resource';
import { storeAreaResource } from '../ministore/store-area.resource';
import { storeAddressResource } from '../ministore/store-address.resource';
import { storeScheduleResource } from '../ministore/store-schedule.resource';
import { employeeResource } from '../ministore/employee.resource';
import { storeServiceResource } from '../ministore/store-service.resource';
import { goodsTypeBoardResource } from '../ministore/goods-type-board.resource';
import { frontGoodsTypeResource, goodsTypeResource } from '../ministore/goods-type.resource';
import { goodsTypeBrandResource } from '../ministore/goods-type-brand.resource';
import type { Resource } from './define-resource';
import {
  fitmentH5Resource,
  fitmentIosResource,
  fitmentMiniprogramResource,
  fitmentPhoneResource,
  fitmentThemeResource,
} from '../fitment/fitment.resource';
import {
  renovationLayoutResource,
  renovationModuleExtResource,
  renovationModuleResource,
} from '../renovation/catalogue/renovation-module.resource';
import {
  renovationTemplateInstanceResource,
  renovationTemplatePublicResource,
  renovationTemplateResource,
} from '../renovation/catalogue/renovation-template.resource';
import {
  renovationThemeBaseResource,
  renovationThemeResource,
} from '../renovation/catalogue/renovation-theme.resource';
import { renovationPageResource } from '../renovation/renovation-page.resource';
import { formSubmissionResource } from '../renovation/form-submission.resource';
import {
  flowableCategoryResource,
  flowableDefinitionResource,
  flowableExpressionResource,
  flowableRecordResource,
  flowableTaskFormResource,
  flowInstanceResource,
  flowListenerResource,
} from '../flow';
import {
  itemResource,
  itemTypeResource,
  receiptOrderAccountResource,
  receiptOrderLineResource,
  receiptOrderResource,
  shipmentOrderAccountResource,
  shipmentOrderLineResource,
  shipmentOrderResource,
  supplierResource,
  warehouseResource,
  WMS_DIRECTORY,
  wmsCustomerResource,
  wmsInventoryCheckLineResource,
  wmsInventoryCheckResource,
  wmsInventoryHistoryResource,
  wmsInventoryResource,
  wmsItemSpecificationValueResource,
  wmsSpecificationResource,
  wmsSpecificationValueResource,
} from '../wms';
import {
  cartSkuResource,
  CUSTOMER_DIRECTORY,
  customerAddressResource,
  customerResource,
  favoriteResource,
  footMarkResource,
  memberLevelRecordResource,
  memberLevelResource,
  pointConfigResource,
  pointRecordResource,
  experienceRecordResource,
} from '../customer';
import {
  goodsStockRecordResource,
  goodsStockResource,
  ORDER_DIRECTORY,
  customerOrderAddressResource,
  orderConsigneeInfoResource,
  orderCouponResource,
  orderExtInfoResource,
  orderFreightResource,
  orderInfoResource,
  orderInvoiceResource,
  orderPriceResource,
  orderReviewResource,
  orderPromoResource,
  orderResource,
  orderSkuPriceResource,
  orderSkuResource,
  refundResource,
  refundSkuResource,
  tradeConfigResource,
} from '../order';
import {
  couponCustomerResource,
  couponResource,
  couponUsageRecordResource,
  couponUsingRangeResource,
  droolsRuleOrganResource,
  droolsRuleResource,
  droolsRuleVersionResource,
  bargainActivityResource,
  bargainCutResource,
  bargainResource,
  grouponActivityItemResource,
  grouponActivityResource,
  grouponMemberResource,
  grouponResource,
  MARKETING_DIRECTORY,
  promoScopeResource,
  promotionBackgroundResource,
  promotionBorderResource,
  promotionOperateResource,
  promoOperateResource,
  promoResource,
  promotionFullReductionResource,
  promotionFullReductionRuleResource,
  promotionMarkdownItemResource,
  promotionMarkdownResource,
  secKillSceneResource,
  secKillsItemResource,
  secKillsResource,
} from '../marketing';

/**
 * The resource registry: every resource declared with `defineResource`, by key. Adding one here
 * is what makes its routes, screen, menu node, titles and test cases exist.
 */
export const resources = {
  auditLog: auditLogResource,
  dictionary: dictionaryResource,
  organType: organTypeResource,
  organInfo: organInfoResource,
  organConf: organConfResource,
  organAuthority: organAuthorityResource,
  organRole: organRoleResource,
  brand: brandResource,
  goodsType: goodsTypeResource,
  frontGoodsType: frontGoodsTypeResource,
  goodsTypeBoard: goodsTypeBoardResource,
  goodsTypeBrand: goodsTypeBrandResource,
  goodsTag: goodsTagResource,
  goodsSpecification: goodsSpecificationResource,
  goodsSpecificationGroup: goodsSpecificationGroupResource,
  goodsSpecificationItem: goodsSpecificationItemResource,
  goodsTypeProps: goodsTypePropsResource,
  goodsTypePropsValue: goodsTypePropsValueResource,
  storeAddress: storeAddressResource,
  storeSchedule: storeScheduleResource,
  goodsTagRef: goodsTagRefResource,
  storeArea: storeAreaResource,
  storeService: storeServiceResource,
  employee: employeeResource,
  logistics: logisticsResource,
  intraCityDelivery: intraCityDeliveryResource,
  route: routeResource,
  routeStop: routeStopResource,
  FreightTemplate: freightTemplateResource,
  freightTemplateRule: freightTemplateRuleResource,
  warehouse: warehouseResource,
  itemType: itemTypeResource,
  item: itemResource,
  wmsSpecification: wmsSpecificationResource,
  wmsSpecificationValue: wmsSpecificationValueResource,
  wmsItemSpecificationValue: wmsItemSpecificationValueResource,
  supplier: supplierResource,
  wmsCustomer: wmsCustomerResource,
  receiptOrder: receiptOrderResource,
  receiptOrderLine: receiptOrderLineResource,
  receiptOrderAccount: receiptOrderAccountResource,
  shipmentOrder: shipmentOrderResource,
  shipmentOrderLine: shipmentOrderLineResource,
  shipmentOrderAccount: shipmentOrderAccountResource,
  wmsInventory: wmsInventoryResource,
  wmsInventoryHistory: wmsInventoryHistoryResource,
  wmsInventoryCheck: wmsInventoryCheckResource,
  wmsInventoryCheckLine: wmsInventoryCheckLineResource,
  deviceType: deviceTypeResource,
  device: deviceResource,
  software: softwareResource,
  deviceSoftware: deviceSoftwareResource,
  deviceUpdateLog: deviceUpdateLogResource,
  deviceCommand: deviceCommandResource,
  deviceAisle: deviceAisleResource,
  deviceStock: deviceStockResource,
  deviceAisleMerchant: deviceAisleMerchantResource,
  deviceAisleTemplate: deviceAisleTemplateResource,
  deviceAisleTemplateItem: deviceAisleTemplateItemResource,
  replenishmentLog: replenishmentLogResource,
  replenishmentLogDetail: replenishmentLogDetailResource,
  isvInfo: isvInfoResource,
  mchInfo: mchInfoResource,
  mchApp: mchAppResource,
  merchantType: merchantTypeResource,
  merchantOrigin: merchantOriginResource,
  merchant: merchantResource,
  merchantEntry: merchantEntryResource,
  merchantWx: merchantWxResource,
  merchantHelipay: merchantHelipayResource,
  merchantPayment: merchantPaymentResource,
  payWay: payWayResource,
  payInterfaceDefine: payInterfaceDefineResource,
  payInterfaceConfig: payInterfaceConfigResource,
  mchPayPassage: mchPayPassageResource,
  payOrder: payOrderResource,
  refundOrder: refundOrderResource,
  transferOrder: transferOrderResource,
  renovationTheme: renovationThemeResource,
  renovationThemeBase: renovationThemeBaseResource,
  renovationTemplate: renovationTemplateResource,
  renovationTemplatePublic: renovationTemplatePublicResource,
  renovationTemplateInstance: renovationTemplateInstanceResource,
  renovationModule: renovationModuleResource,
  renovationModuleExt: renovationModuleExtResource,
  renovationLayout: renovationLayoutResource,
  fitmentMiniprogram: fitmentMiniprogramResource,
  fitmentTheme: fitmentThemeResource,
  fitmentIos: fitmentIosResource,
  fitmentPhone: fitmentPhoneResource,
  fitmentH5: fitmentH5Resource,
  mchNotifyRecord: mchNotifyRecordResource,
  divisionReceiverGroup: divisionReceiverGroupResource,
  divisionReceiver: divisionReceiverResource,
  payOrderDivisionRecord: payOrderDivisionRecordResource,
  financeDaily: financeDailyResource,
  financeMonthly: financeMonthlyResource,
  staticsTemplate: reportTemplateResource,
  staticsTask: reportTaskResource,
  renovationPage: renovationPageResource,
  formSubmission: formSubmissionResource,
  flowableDefinition: flowableDefinitionResource,
  flowableTaskForm: flowableTaskFormResource,
  flowableExpression: flowableExpressionResource,
  flowListener: flowListenerResource,
  flowableCategory: flowableCategoryResource,
  flow: flowInstanceResource,
  flowableRecord: flowableRecordResource,
  memberLevel: memberLevelResource,
  customer: customerResource,
  pointRecord: pointRecordResource,
  experienceRecord: experienceRecordResource,
  memberLevelRecord: memberLevelRecordResource,
  customerAddress: customerAddressResource,
  pointConfig: pointConfigResource,
  favorite: favoriteResource,
  footMark: footMarkResource,
  cartSku: cartSkuResource,
  goodsStock: goodsStockResource,
  goodsStockRecord: goodsStockRecordResource,
  order: orderResource,
  orderSku: orderSkuResource,
  refund: refundResource,
  refundSku: refundSkuResource,
  tradeConfig: tradeConfigResource,
  orderPromo: orderPromoResource,
  orderSkuPrice: orderSkuPriceResource,
  orderCoupon: orderCouponResource,
  orderPrice: orderPriceResource,
  orderFreight: orderFreightResource,
  orderConsigneeInfo: orderConsigneeInfoResource,
  orderInfo: orderInfoResource,
  orderExtInfo: orderExtInfoResource,
  orderInvoice: orderInvoiceResource,
  customerOrderAddress: customerOrderAddressResource,
  orderReview: orderReviewResource,
  coupon: couponResource,
  couponUsingRange: couponUsingRangeResource,
  couponCustomer: couponCustomerResource,
  couponUsageRecord: couponUsageRecordResource,
  promotionMarkdown: promotionMarkdownResource,
  promotionMarkdownItem: promotionMarkdownItemResource,
  promotionFullReduction: promotionFullReductionResource,
  promotionFullReductionRule: promotionFullReductionRuleResource,
  promoScope: promoScopeResource,
  promotionBorder: promotionBorderResource,
  promotionBackground: promotionBackgroundResource,
  promotionOperate: promotionOperateResource,
  promo: promoResource,
  promoOperate: promoOperateResource,
  droolsRule: droolsRuleResource,
  droolsRuleVersion: droolsRuleVersionResource,
  droolsRuleOrgan: droolsRuleOrganResource,
  secKillScene: secKillSceneResource,
  secKills: secKillsResource,
  secKillsItem: secKillsItemResource,
  grouponActivity: grouponActivityResource,
  grouponActivityItem: grouponActivityItemResource,
  groupon: grouponResource,
  grouponMember: grouponMemberResource,
  bargainActivity: bargainActivityResource,
  bargain: bargainResource,
  bargainCut: bargainCutResource,
} as const;

export type ResourceKey = keyof typeof resources;

export const resourceList = (): readonly Resource[] => Object.values(resources) as Resource[];

/** The endpoint groups of the registry, spread into the endpoint table. */
export const resourceEndpointGroups = Object.fromEntries(
  Object.entries(resources).map(([key, resource]) => [key, resource.endpoints]),
) as { [K in ResourceKey]: (typeof resources)[K]['endpoints'] };

/**
 * Sidebar directories that only registry screens fill (the others are in the authority seed).
 * `name` is the route key of its title.
 */
export const MENU_DIRECTORIES = [
  WMS_DIRECTORY,
  {
    code: 'LOGISTICS_MANAGE',
    name: 'logisticsManage',
    url: '/logistics-manage',
    icon: 'guide',
    title: { zh: '物流管理', en: 'Logistics', es: 'Logística' },
  },
  {
    code: 'DEVICE_MANAGE',
    name: 'deviceManage',
    url: '/device-manage',
    icon: 'component',
    title: { zh: '设备管理', en: 'Device management', es: 'Gestión de dispositivos' },
  },
  VENDING_DIRECTORY,
  PAY_DIRECTORY,
  CUSTOMER_DIRECTORY,
  ORDER_DIRECTORY,
  MARKETING_DIRECTORY,
] as const satisfies readonly {
  code: string;
  name: string;
  url: string;
  icon: string;
  title: Translations;
}[];

const byBase = new Map(
  resourceList().map((resource) => [
    resource.endpoints.list.path.replace(/\/list$/, '/'),
    resource,
  ]),
);

/** The resource whose endpoint this path is, if any. */
export const resourceOfPath = (path: string): Resource | undefined => {
  const base = path.slice(0, path.lastIndexOf('/') + 1);
  return byBase.get(base);
};

/** A field's label as the resource of this endpoint names it (errors name the field so). */
export const resourceFieldLabel = (
  path: string | undefined,
  field: string,
  locale: Locale,
): string | undefined =>
  path === undefined
    ? undefined
    : (resourceOfPath(path)?.labels[locale].fields as Record<string, string> | undefined)?.[field];

type OptionTexts = Record<string, Record<string, string> | undefined> | undefined;

/** The text of a field's fixed value (a state's name) as the resource of this endpoint says it. */
export const resourceOptionLabel = (
  path: string | undefined,
  field: string,
  value: string,
  locale: Locale,
): string | undefined =>
  path === undefined
    ? undefined
    : (resourceOfPath(path)?.labels[locale].options as OptionTexts)?.[field]?.[value];

/** The name of a state of a registry resource (`receiptOrder`, 10 → Received). */
export const resourceStateLabel = (
  key: string,
  value: string,
  locale: Locale,
): string | undefined => {
  const resource = (resources as unknown as Record<string, Resource | undefined>)[key];
  const field = resource?.stateField;
  return field ? (resource.labels[locale].options as OptionTexts)?.[field]?.[value] : undefined;
};
