import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { authorityRoutes } from './authority/authority.routes';
import { organRoutes } from './organ/organ.routes';
import { paymentRoutes } from './payment/payment.routes';
import { pageDocumentRoutes } from './renovation/page-document.routes';
import { storefrontRoutes } from './renovation/storefront.routes';
import { deviceRoutes } from './device/device.routes';
import { softwareRoutes } from './device-software/software.routes';
import { dictionaryRoutes } from './dictionary/dictionary.routes';
import { exportRoutes } from './export/export.routes';
import { fileRoutes } from './file/file.routes';
import { flowRoutes } from './flow/flow.routes';
import { marketingShopRoutes } from './marketing/marketing-shop.routes';
import { shopperRoutes } from './order/shopper.routes';
import { orderDetailRoutes } from './order/order-detail.routes';
import { customerDetailRoutes } from './customer/customer-detail.routes';
import { marketingAdminRoutes } from './marketing/marketing-admin.routes';
import { resourceRoutes } from '../resources/resource.routes';
import { goodsRoutes } from './goods/goods.routes';
import { goodsPriceRoutes } from './goods-price/goods-price.routes';
import { goodsSkuRoutes } from './goods-sku/goods-sku.routes';
import { goodsSpecificationRoutes } from './goods-specification/goods-specification.routes';
import { goodsTypePropsRoutes } from './goods-type-props/goods-type-props.routes';
import { roleRoutes } from './role/role.routes';
import { statisticsRoutes } from './statistics/statistics.routes';
import { storeRoutes } from './store/store.routes';
import { systemSettingRoutes } from './system-setting/system-setting.routes';
import { userRoutes } from './user/user.routes';
import { gatewayRoutes } from './gateway/gateway.routes';
import { vendingRoutes } from './vending/vending.routes';
import { wmsRoutes } from './wms/wms.routes';

/** Every domain module; each registers its endpoints of the contract table. */
export const modules: FastifyPluginAsync[] = [
  authRoutes,
  authorityRoutes,
  organRoutes,
  roleRoutes,
  userRoutes,
  gatewayRoutes,
  dictionaryRoutes,
  systemSettingRoutes,
  exportRoutes,
  fileRoutes,
  resourceRoutes,
  goodsRoutes,
  goodsPriceRoutes,
  goodsSkuRoutes,
  goodsSpecificationRoutes,
  goodsTypePropsRoutes,
  storeRoutes,
  statisticsRoutes,
  deviceRoutes,
  softwareRoutes,
  paymentRoutes,
  vendingRoutes,
  wmsRoutes,
  pageDocumentRoutes,
  storefrontRoutes,
  flowRoutes,
  shopperRoutes,
  orderDetailRoutes,
  customerDetailRoutes,
  marketingAdminRoutes,
  marketingShopRoutes,
];
