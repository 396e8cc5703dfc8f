import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/config';
import type { Caches } from './cache/caches';
import type { Db, ReadNow } from './db/database';
import type { SqlDialect } from './db/dialect';
import type { Clock } from './lib/clock';
import { createAuthService } from './modules/auth/auth.service';
import { type CaptchaGenerator, createCaptchaService } from './modules/auth/captcha.service';
import { createSessionService } from './modules/auth/session.service';
import { createAuthorityService } from './modules/authority/authority.service';
import { createBrandService } from './modules/brand/brand.service';
import { createDeviceService } from './modules/device/device.service';
import { createDictionaryService } from './modules/dictionary/dictionary.service';
import { createRowsExporter } from './modules/export/export-rows';
import { createExportService, type Inject } from './modules/export/export.service';
import { createFileService } from './modules/file/file.service';
import { createPackageFiles } from './modules/file/file-package';
import { createFileSweeper } from './modules/file/file-sweep';
import { createFileUrlSigner } from './modules/file/file-url';
import { createFileUsageRegistry } from './modules/file/file-usage';
import { createFlow } from './modules/flow/flow.service';
import { wireInstanceActions } from './modules/flow/flow-instance.actions';
import { wireReceiptApproval } from './modules/flow/flow-receipt';
import { wireRefundApproval } from './modules/flow/flow-refund';
import { createCatalogueNames } from './modules/goods/catalogue-names';
import { createGoodsService } from './modules/goods/goods.service';
import {
  createGoodsPriceService,
  createPricesOfGoods,
  type StoreVisibility,
} from './modules/goods-price/goods-price.service';
import { createGoodsSkuLookup, createGoodsSkuService } from './modules/goods-sku/goods-sku.service';
import { createGoodsSpecificationService } from './modules/goods-specification/goods-specification.service';
import { createGoodsTagService } from './modules/goods-tag/goods-tag.service';
import type { GoodsTypeService } from './modules/goods-type/goods-type.service';
import { createGoodsTypePropsService } from './modules/goods-type-props/goods-type-props.service';
import { createMarketing } from './modules/marketing/marketing.service';
import { createOrganService } from './modules/organ/organ.service';
import { createPayments } from './modules/payment/payment.service';
import { createOrders } from './modules/order/order.service';
import { createOrderDetails } from './modules/order/order-detail.service';
import { createCustomerDetails } from './modules/customer/customer-detail.service';
import { logSignInCodes, type SignInCodeSender } from './modules/order/shopper-auth.service';
import { createPageDocuments } from './modules/renovation/page-document.service';
import { createPageForms } from './modules/renovation/page-form.service';
import { createRoleService } from './modules/role/role.service';
import { createReportRuns } from './modules/statistics/report-run';
import { createStatisticsService } from './modules/statistics/statistics.service';
import { createStoreService, type StoreService } from './modules/store/store.service';
import { createSystemSettingService } from './modules/system-setting/system-setting.service';
import { createUserService } from './modules/user/user.service';
import { createGatewayService } from './modules/gateway/gateway.service';
import { createVendingSales } from './modules/vending/vending-sales';
import { createSoftwareGateway } from './modules/device-software/software-gateway';
import { createDeviceCommandGateway } from './modules/device-command/device-commands';
import { createResourceServices } from './resources/resource-services';
import { notFound } from './scope/scoped-db';
import type { ObjectStorage } from './storage/object-storage';

/** Everything the services are built from: the app's seams, handed in, never looked up. */
export type ServiceDependencies = {
  db: Db;
  dialect: SqlDialect;
  /** SQLite only: a read at once, outside Kysely (see ReadNow). */
  readNow: ReadNow | undefined;
  /** Every cache is made through this seam (cache/README.md). */
  caches: Caches;
  config: AppConfig;
  clock: Clock;
  captchaGenerator: CaptchaGenerator;
  storage: ObjectStorage;
  /** The app answering a request of its own (exports page through list endpoints with it). */
  inject: Inject;
  log: FastifyBaseLogger;
  /** Where shoppers' sign-in codes go (tests read them; default: the log). */
  sendSignInCode?: SignInCodeSender | undefined;
};

/** A store must exist for the caller (404 otherwise), asked through the store service. */
const storeVisibility =
  (stores: Pick<StoreService, 'getList'>): StoreVisibility =>
  async (scope, storeId) => {
    if ((await stores.getList(scope, { id: storeId })).length === 0) throw notFound();
  };

/**
 * The composition root: every service of the server, each built exactly once, in dependency
 * order, with what it needs handed in. Routes, plugins and tests take services from here
 * (`app.services`); nothing else calls a `create…Service`.
 */
export const createServices = (deps: ServiceDependencies) => {
  const { db, config, clock } = deps;

  // Access: sessions, login, the authority tree, roles and users.
  const sessions = createSessionService({
    db,
    clock,
    secret: config.jwtSecret,
    ttlSeconds: config.tokenTtlSeconds,
    caches: deps.caches,
  });
  const captcha = createCaptchaService({
    db,
    clock,
    generator: deps.captchaGenerator,
    enabled: config.captcha,
    secret: config.jwtSecret,
  });
  const auth = createAuthService({ db, clock, captcha, sessions, log: deps.log });
  const authorities = createAuthorityService({ db });
  const roles = createRoleService({ db, authorities });
  const users = createUserService({
    db,
    roles,
    authorities,
    endSessions: (userId, exceptJti) => sessions.revokeAllOf(userId, exceptJti),
  });

  // Organisation-wide records.
  const organs = createOrganService({ db });
  const dictionary = createDictionaryService({ db });
  const systemSettings = createSystemSettingService({ db });
  const statistics = createStatisticsService({ db });
  const exports = createExportService({
    db,
    clock,
    dataDir: config.dataDir,
    inject: deps.inject,
    log: deps.log,
  });

  // The file bank; the domains whose records use a file register a finder below.
  const fileUsages = createFileUsageRegistry();
  const { storage } = config;
  const fileUrls = createFileUrlSigner({ secret: config.jwtSecret, clock });
  const files = createFileService({
    db,
    storage: deps.storage,
    storageInfo:
      storage.kind === 's3'
        ? { sysId: 's3', bucket: storage.bucket, endpoint: storage.endpoint }
        : { sysId: 'local', bucket: null, endpoint: null },
    usages: fileUsages,
    nowMs: () => clock.now(),
    urls: fileUrls,
  });
  // Files that are not pictures (device software packages): private, read through short links.
  const packageFiles = createPackageFiles({
    db,
    storage: deps.storage,
    storageInfo:
      storage.kind === 's3'
        ? { sysId: 's3', bucket: storage.bucket, endpoint: storage.endpoint }
        : { sysId: 'local', bucket: null, endpoint: null },
    nowMs: () => clock.now(),
    urls: fileUrls,
  });
  // Leftovers of uploads a crash cut short, swept at start and every hour.
  const fileSweeper = createFileSweeper({ db, storage: deps.storage, clock, log: deps.log });
  const stores = createStoreService({ db });
  // Vending devices: their secrets, the signed gateway and the offline sweep.
  const devices = createDeviceService({ db, clock, serverSecret: config.jwtSecret });
  // Vending devices' sales and aisle plans, through the same gateway.
  const vendingSales = createVendingSales({ db, devices });
  // Device software: what a device is offered and the progress it reports, through the gateway.
  const softwareGateway = createSoftwareGateway({ db, devices, packageFiles });
  // Remote commands: fetched and acknowledged through the gateway, expired by the device sweep.
  const deviceCommands = createDeviceCommandGateway({ db, devices });
  devices.addSweep(deviceCommands.expireDue);

  // The goods catalogue. Goods read price facts from the price table (createPricesOfGoods)
  // and prices ask SKUs through a narrow lookup, so no two services need each other.
  // Resources of the registry (packages/contract/src/registry): a generic service each, and
  // the handlers of their actions; brands and tags add what goods ask of them.
  // Payments: the merchant API, the channels and their notifications (registry hooks too).
  const payments = createPayments({
    db,
    now: clock.now,
    serverSecret: config.jwtSecret,
    log: deps.log,
  });
  // Marketing (issue 21): the one pricing engine and customers' coupons, which checkout uses.
  const marketing = createMarketing({ db, now: clock.now });
  // Orders (issue 20): shoppers' sign-in, checkout, the order's life and after-sales; they
  // follow their payments through the payment platform's outcomes.
  const orders = createOrders({
    db,
    now: clock.now,
    payments,
    marketing,
    secret: config.jwtSecret,
    sendCode: deps.sendSignInCode ?? logSignInCodes(deps.log),
    log: deps.log,
  });
  // Statistics (issue 19): report tasks count through their owner's scope into "my exports".
  const reports = createReportRuns({
    db,
    now: clock.now,
    exporter: createRowsExporter({ db, clock, dataDir: config.dataDir }),
    log: deps.log,
  });
  const resources = createResourceServices(db, {
    payments,
    orders,
    serverSecret: config.jwtSecret,
    packageFiles,
    reports,
    roles,
  });
  // The console's order detail: the order read through its sub-screens' resources.
  const orderDetails = createOrderDetails({ db, services: resources.services });
  // The console's customer detail: the customer with their level and the next one.
  const customerDetails = createCustomerDetails({ db, services: resources.services });
  // Approvals (issue 19): processes on bpmn-engine; a receipt submitted, or an after-sales
  // request agreed, while its approval is deployed waits for its process.
  const flow = createFlow({
    db,
    definitionRecords: resources.services.flowableDefinition.recordsOf as never,
  });
  wireReceiptApproval({ db, flow, actions: resources.actions });
  wireInstanceActions({ db, flow, actions: resources.actions });
  wireRefundApproval({ db, flow, afterSales: orders.afterSales, actions: resources.actions });
  // Storefront pages (issue 16): drafts, versions, preview links and the storefront's reads.
  const pageDocuments = createPageDocuments({
    db,
    now: clock.now,
    serverSecret: config.jwtSecret,
  });
  // Forms on pages (issue 19): shoppers' submissions of a page's form block.
  const pageForms = createPageForms({ db, now: clock.now });
  const brands = createBrandService({ crud: resources.services.brand });
  const goodsTags = createGoodsTagService({ crud: resources.services.goodsTag });
  const goodsTypes: GoodsTypeService = {
    types: resources.services.goodsType,
    fronts: resources.services.frontGoodsType,
  };
  const goodsSpecifications = createGoodsSpecificationService({
    db,
    specifications: resources.services.goodsSpecification,
    items: resources.services.goodsSpecificationItem,
  });
  const goodsTypeProps = createGoodsTypePropsService({
    db,
    props: resources.services.goodsTypeProps,
    values: resources.services.goodsTypePropsValue,
  });
  const goods = createGoodsService({
    db,
    types: goodsTypes,
    brands,
    tags: goodsTags,
    files,
    names: createCatalogueNames(db, deps.caches),
    prices: createPricesOfGoods(db),
    counters: deps.caches.counters,
    dialect: deps.dialect,
    readNow: deps.readNow,
  });
  const goodsPrices = createGoodsPriceService({
    db,
    goods,
    stores: storeVisibility(stores),
    skus: createGoodsSkuLookup(db),
  });
  const goodsSkus = createGoodsSkuService({
    db,
    goods,
    prices: goodsPrices,
    specifications: {
      itemsInScope: goodsSpecifications.itemsInScope,
      specificationsInScope: goodsSpecifications.specificationsInScope,
    },
  });

  // Removing a picture names the goods showing it and the stores with it as their logo.
  fileUsages.register(async (_db, file) =>
    (await goods.namesUsingFile(file.id)).map((name) => ({ kind: 'goods', name })),
  );
  fileUsages.register(async (_db, file) =>
    (await stores.storesWithLogo(file.fileUrl)).map((name) => ({ kind: 'store', name })),
  );
  // …and the software packages whose file it is.
  fileUsages.register(async (_db, file) =>
    (await softwareGateway.packagesUsingFile(file.id)).map((name) => ({ kind: 'software', name })),
  );

  // The gateway: the route table's switches.
  const gateway = createGatewayService({ db, clock, caches: deps.caches });

  return {
    sessions,
    gateway,
    captcha,
    auth,
    authorities,
    roles,
    users,
    organs,
    dictionary,
    systemSettings,
    statistics,
    reports,
    exports,
    fileUsages,
    files,
    fileUrls,
    fileSweeper,
    stores,
    devices,
    vendingSales,
    packageFiles,
    softwareGateway,
    deviceCommands,
    payments,
    marketing,
    orders,
    orderDetails,
    customerDetails,
    resources,
    brands,
    goodsTags,
    goodsTypes,
    goodsSpecifications,
    goodsTypeProps,
    goods,
    goodsPrices,
    goodsSkus,
    pageDocuments,
    pageForms,
    flow,
  };
};

export type Services = ReturnType<typeof createServices>;
