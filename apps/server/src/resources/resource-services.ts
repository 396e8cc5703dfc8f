import { type ResourceKey, resources } from '@retail/contract';
import type { Db } from '../db/database';
import { customerActions } from '../modules/customer/customer.actions';
import { customerAddressHooks } from '../modules/customer/customer-address.hooks';
import { customerHooks } from '../modules/customer/customer.hooks';
import { memberLevelHooks } from '../modules/customer/member-level.hooks';
import { pointConfigHooks } from '../modules/customer/point-config.hooks';
import { createDeviceHooks } from '../modules/device/device.hooks';
import { dictionaryHooks } from '../modules/dictionary/dictionary.service';
import { deviceCommandActions } from '../modules/device-command/device-commands';
import { deviceSoftwareHooks, softwareActions } from '../modules/device-software/software.hooks';
import type { PackageFiles } from '../modules/file/file-package';
import { flowDefinitionActions } from '../modules/flow/flow-definition.actions';
import { flowInstanceActions } from '../modules/flow/flow-instance.actions';
import { flowFormHooks, flowListenerHooks } from '../modules/flow/flow-registry.hooks';
import { createFreightRuleHooks } from '../modules/logistics/freight.hooks';
import { specificationGroupHooks } from '../modules/goods-specification/specification.hooks';
import { goodsTypePropsHooks } from '../modules/goods-type-props/goods-type-props.hooks';
import { intraCityActions, intraCityHooks } from '../modules/logistics/intra-city';
import { createLogisticsActions } from '../modules/logistics/logistics.actions';
import {
  merchantOnboardingActions,
  merchantOnboardingHooks,
} from '../modules/payment/merchant-onboarding';
import { paymentActions, paymentHooks } from '../modules/payment/payment.hooks';
import type { Payments } from '../modules/payment/payment.service';
import { marketingActions } from '../modules/marketing/marketing.actions';
import { organProfileActions, organProfileHooks } from '../modules/organ/organ-profile';
import type { RoleService } from '../modules/role/role.service';
import { couponHooks } from '../modules/marketing/coupon.hooks';
import { promotionHooks, scopeLineHooks } from '../modules/marketing/promotion.hooks';
import { ruleHooks, ruleOrganHooks } from '../modules/marketing/rule.hooks';
import { bargainHooks } from '../modules/marketing/bargain/bargain.hooks';
import { grouponHooks } from '../modules/marketing/groupon/groupon.hooks';
import { seckillHooks } from '../modules/marketing/seckill.hooks';
import { goodsStockHooks, orderActions } from '../modules/order/order.actions';
import type { Orders } from '../modules/order/order.service';
import { invoiceActions } from '../modules/order/order-invoice.service';
import { reviewActions } from '../modules/order/order-review.service';
import { tradeConfigHooks } from '../modules/order/trade-config';
import { renovationPageActions } from '../modules/renovation/renovation-page.actions';
import { renovationCatalogueActions } from '../modules/renovation-catalogue/catalogue.actions';
import { renovationCatalogueHooks } from '../modules/renovation-catalogue/catalogue.hooks';
import type { ReportRuns } from '../modules/statistics/report-run';
import { reportTaskHooks, reportTemplateHooks } from '../modules/statistics/report-template.hooks';
import { employeeHooks } from '../modules/store/employee.hooks';
import { storeAddressHooks } from '../modules/store/store-address.hooks';
import { storeScheduleHooks } from '../modules/store/store-schedule.hooks';
import { createVendingActions } from '../modules/vending/vending-actions';
import { vendingHooks } from '../modules/vending/vending-hooks';
import { createWmsActions, wmsHooks } from '../modules/wms/wms-documents';
import type { ResourceActionHandlers } from './resource-actions';
import { createResourceService, type ResourceHooks } from './resource.service';

/** Rules a resource adds to the generic ones, by key (none of today's need more). */
const hooksOf: Partial<Record<ResourceKey, (db: Db) => ResourceHooks>> = {
  dictionary: dictionaryHooks,
  goodsSpecificationGroup: specificationGroupHooks,
  goodsTypeProps: goodsTypePropsHooks,
  freightTemplateRule: createFreightRuleHooks,
  device: createDeviceHooks,
  flowableTaskForm: flowFormHooks,
  flowListener: flowListenerHooks,
  memberLevel: memberLevelHooks,
  customer: customerHooks,
  customerAddress: customerAddressHooks,
  pointConfig: pointConfigHooks,
  goodsStock: goodsStockHooks,
  tradeConfig: tradeConfigHooks,
  ...promotionHooks,
  coupon: couponHooks,
  couponUsingRange: scopeLineHooks('couponTemplate', 'couponId'),
  droolsRule: ruleHooks,
  droolsRuleOrgan: ruleOrganHooks,
  ...seckillHooks,
  ...grouponHooks,
  ...bargainHooks,
  staticsTemplate: () => reportTemplateHooks,
  staticsTask: () => reportTaskHooks,
  storeAddress: storeAddressHooks,
  storeSchedule: storeScheduleHooks,
  employee: employeeHooks,
};

/** Every registry resource's service, each built once, and the handlers of their actions. */
export const createResourceServices = (
  db: Db,
  extras: {
    payments: Payments;
    orders: Orders;
    serverSecret: string;
    packageFiles: PackageFiles;
    reports: ReportRuns;
    roles: RoleService;
  },
) => {
  const wms = {
    ...organProfileHooks(db),
    ...wmsHooks(db),
    ...vendingHooks(db),
    ...deviceSoftwareHooks(db, extras.packageFiles),
    ...paymentHooks(db, extras.payments),
    ...merchantOnboardingHooks(db),
    ...intraCityHooks(db, extras.orders.flow),
    ...renovationCatalogueHooks(db, extras.serverSecret),
  };
  const services = Object.fromEntries(
    Object.entries(resources).map(([key, resource]) => [
      key,
      createResourceService(
        db,
        resource,
        hooksOf[key as ResourceKey]?.(db) ?? wms[key as keyof typeof wms],
      ),
    ]),
  ) as unknown as {
    [K in ResourceKey]: ReturnType<typeof createResourceService<(typeof resources)[K]>>;
  };
  const actions: ResourceActionHandlers = {
    logistics: createLogisticsActions({ db }),
    ...createWmsActions(db),
    ...createVendingActions(db),
    ...softwareActions(db),
    ...deviceCommandActions(db),
    ...paymentActions(db, extras.payments),
    ...merchantOnboardingActions(db),
    ...intraCityActions(db, extras.orders.flow),
    ...renovationPageActions(db),
    ...flowDefinitionActions(db),
    ...flowInstanceActions(),
    ...renovationCatalogueActions(db),
    ...customerActions(db),
    ...orderActions(db, { flow: extras.orders.flow, afterSales: extras.orders.afterSales }),
    ...marketingActions(db),
    ...invoiceActions(db),
    ...reviewActions(db),
    ...extras.reports.actions,
    ...organProfileActions(db, extras.roles),
  };
  return { services, actions };
};

export type ResourceServices = ReturnType<typeof createResourceServices>;
