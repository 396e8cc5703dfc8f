import {
  createFor,
  editById,
  type EndpointFixture,
  listFilter,
  listFilterInPath,
  ownerOf,
  removeById,
  type RowContext,
} from './fixture-helpers';
import { registryEndpointFixtures, registryRows } from './registry-fixtures';
import { flowFixtures, flowRows } from './flow-fixtures';

export * from './fixture-helpers';

// The one file to touch when an endpoint or an owned table is added (see
// apps/server/src/scope/README.md). The isolation suites fail, saying so, when an entry is
// missing: nobody has to remember to write an isolation test.

/**
 * One row of every owned table (snake_case name → its columns except the owner and audit
 * ones, which the suite fills). Listed in dependency order.
 */
export const ownedRows: Record<string, (context: RowContext) => Record<string, unknown>> = {
  user: ({ marker, unique }) => ({
    userName: `${marker}-user-${unique}`,
    passwordHash: 'not-a-hash',
    name: `${marker} user`,
    enabled: 1,
  }),
  role: ({ marker, unique }) => ({ name: `${marker} role`, code: `${marker}-${unique}` }),
  dictionary: ({ marker, unique }) => ({
    bigType: 'ISOLATION',
    value: `${marker}-${unique}`,
    desc: `${marker} entry`,
    sorted: 1,
  }),
  system_setting: ({ marker, rows }) => ({
    scope: 'user',
    userId: rows.user?.id ?? 0,
    settingKey: 'SYSTEM_SETTING_ORGAN_QUERY_MODEL',
    value: marker,
  }),
  todo_item: ({ marker, rows }) => ({
    userId: rows.user?.id,
    title: `${marker} to-do`,
    done: 0,
  }),
  file: ({ marker, unique }) => ({
    fileName: `${marker}.png`,
    objectKey: `isolation/${unique}.png`,
    contentType: 'image/png',
    fileSize: 1,
    sysId: 'local',
    uploadTime: '2026-11-23 10:00:00',
  }),
  file_folder: ({ marker }) => ({ name: `${marker} folder`, sorted: 0, status: 1, isDeleted: 0 }),
  folder_file_link: ({ rows }) => ({
    fileFolderId: rows.file_folder?.id,
    fileId: rows.file?.id,
    status: 1,
  }),
  // goods catalogue
  ...registryRows('brand'),
  ...registryRows('goodsType'),
  ...registryRows('frontGoodsType'),
  ...registryRows('goodsTypeBoard'),
  ...registryRows('goodsTypeBrand'),
  ...registryRows('goodsTag'),
  goods: ({ marker, unique, rows }) => ({
    goodsName: `${marker} goods`,
    goodsCode: `${marker}-${unique}`,
    goodsTypeId: rows.goods_type?.id,
    brandId: rows.brand?.id,
    goodsDescribe: `<p>${marker}</p>`,
    status: 0,
    goodsImg: `/api/file/object/${marker}.png`,
  }),
  goods_image: ({ marker, rows }) => ({
    goodsId: rows.goods?.id,
    fileId: rows.file?.id,
    fileUrl: `/api/file/object/${marker}.png`,
    sort: 0,
  }),
  ...registryRows('goodsTagRef'),
  goods_assignee: ({ rows }) => ({ goodsId: rows.goods?.id }),
  goods_price: ({ marker, rows }) => ({
    goodsId: rows.goods?.id,
    storeId: 1,
    priceCents: 100,
    status: 32,
    remark: marker,
  }),
  // Triggers keep the counter of the goods above (status 0); one of another status besides.
  goods_counter: () => ({ status: 999, goodsCount: 1 }),
  // 0230, 0231: a span far past any goods id the suites make.
  goods_id_span: () => ({ span: 999_999, goodsCount: 1 }),
  // specifications and category properties
  ...registryRows('goodsSpecificationGroup'),
  ...registryRows('goodsSpecification'),
  ...registryRows('goodsSpecificationItem'),
  goods_specification_group_assignee: ({ rows }) => ({
    groupId: rows.goods_specification_group?.id,
  }),
  goods_specification_assignee: ({ rows }) => ({
    specificationId: rows.goods_specification?.id,
  }),
  ...registryRows('goodsTypeProps'),
  ...registryRows('goodsTypePropsValue'),
  export_job: ({ marker, rows }) => ({
    userId: rows.user?.id,
    endpoint: '/api/admin/user/list',
    fileName: `${marker}.xlsx`,
    status: 'done',
    progress: 100,
    locale: 'en',
  }),
  store_address: ({ marker }) => ({ city: `${marker} city`, detail: `${marker} street 1` }),
  store: ({ marker, rows }) => ({
    storeName: `${marker} store`,
    star: 4,
    city: `${marker} city`,
    addressId: rows.store_address?.id,
    enable: 1,
  }),
  store_schedule: ({ marker, rows }) => ({
    storeId: rows.store?.id,
    weekday: 1,
    openTime: '09:00',
    closeTime: '18:00',
    remark: marker,
  }),
  ...registryRows('storeArea'),
  ...registryRows('storeService'),
  store_employee: ({ marker, rows }) => ({
    storeId: rows.store?.id,
    userId: rows.user?.id,
    position: 'clerk',
    enable: 1,
    remark: marker,
  }),
  // goods SKUs (on the specification and item rows above): the goods' specification value and its one SKU, with a bar code
  goods_spec_value: ({ rows }) => ({
    goodsId: rows.goods?.id,
    specificationId: rows.goods_specification?.id,
    itemId: rows.goods_specification_item?.id,
    sort: 0,
  }),
  goods_sku: ({ marker, rows, unique }) => ({
    goodsId: rows.goods?.id,
    skuCode: `${marker}-sku`,
    barCode: `${marker}-${unique}`,
    specKey: String(rows.goods_specification_item?.id),
    itemIds: String(rows.goods_specification_item?.id),
    specText: `${marker} item`,
  }),
  // The registry's other tables (each resource's row follows its declaration).
  ...registryRows('logistics'),
  ...registryRows('FreightTemplate'),
  ...registryRows('freightTemplateRule'),
  // The warehouse, in dependency order.
  ...registryRows('warehouse'),
  ...registryRows('itemType'),
  ...registryRows('item'),
  ...registryRows('wmsSpecification'),
  ...registryRows('wmsSpecificationValue'),
  ...registryRows('wmsItemSpecificationValue'),
  ...registryRows('supplier'),
  ...registryRows('wmsCustomer'),
  ...registryRows('receiptOrder'),
  ...registryRows('receiptOrderLine'),
  ...registryRows('receiptOrderAccount'),
  ...registryRows('shipmentOrder'),
  ...registryRows('shipmentOrderLine'),
  ...registryRows('shipmentOrderAccount'),
  ...registryRows('wmsInventory'),
  ...registryRows('wmsInventoryHistory'),
  ...registryRows('wmsInventoryCheck'),
  ...registryRows('wmsInventoryCheckLine'),
  state_log: ({ marker, rows }) => ({
    resource: 'receiptOrder',
    recordId: rows.wms_receipt_order?.id,
    action: 'receive',
    fromState: 0,
    toState: 10,
    remark: marker,
  }),
  ...registryRows('auditLog'),
  // The organisation screens: types, then the profile, settings, ceiling and templates naming one.
  ...registryRows('organType'),
  ...registryRows('organInfo'),
  ...registryRows('organConf'),
  ...registryRows('organAuthority'),
  ...registryRows('organRole'),
  ...registryRows('deviceType'),
  ...registryRows('device'),
  // Device software: packages, their assignments, updates.
  ...registryRows('software'),
  ...registryRows('deviceSoftware'),
  ...registryRows('deviceUpdateLog'),
  // Remote commands: the declared fields, and the expiry the sweep compares (not declared).
  device_command: (context) => ({
    ...registryRows('deviceCommand').device_command?.(context),
    expiresMs: 4_102_444_800_000,
  }),
  // Vending, in dependency order.
  ...registryRows('deviceAisle'),
  ...registryRows('deviceStock'),
  ...registryRows('deviceAisleMerchant'),
  ...registryRows('deviceAisleTemplate'),
  ...registryRows('deviceAisleTemplateItem'),
  ...registryRows('replenishmentLog'),
  ...registryRows('replenishmentLogDetail'),
  // Payments, in dependency order.
  ...registryRows('isvInfo'),
  ...registryRows('mchInfo'),
  ...registryRows('mchApp'),
  ...registryRows('payWay'),
  ...registryRows('payInterfaceDefine'),
  ...registryRows('payInterfaceConfig'),
  ...registryRows('mchPayPassage'),
  // Merchant onboarding: categories, origins, merchants, applications, payment settings.
  ...registryRows('merchantType'),
  ...registryRows('merchantOrigin'),
  ...registryRows('merchant'),
  ...registryRows('merchantEntry'),
  ...registryRows('merchantPayment'),
  ...registryRows('payOrder'),
  ...registryRows('refundOrder'),
  ...registryRows('transferOrder'),
  ...registryRows('divisionReceiverGroup'),
  ...registryRows('divisionReceiver'),
  ...registryRows('payOrderDivisionRecord'),
  ...registryRows('financeDaily'),
  ...registryRows('financeMonthly'),
  // Statistics: a report template (a metric of its subject) and a task of it.
  report_template: (context) => ({
    ...registryRows('staticsTemplate').report_template?.(context),
    metrics: 'paidCount',
  }),
  report_task: (context) => ({
    ...registryRows('staticsTask').report_task?.(context),
    dateFrom: null,
    dateTo: null,
  }),
  ...registryRows('mchNotifyRecord'),
  // storefront pages (issue 16): a page and a published version of it
  ...registryRows('renovationPage'),
  renovation_page_version: ({ marker, rows }) => ({
    pageId: rows.renovation_page?.id,
    version: 1,
    document: JSON.stringify({
      schemaVersion: 1,
      page: { title: marker, background: '' },
      components: [],
    }),
    publishedBy: marker,
    publishedAt: '2026-11-23 10:00:00',
    componentCount: 0,
  }),
  // The storefront's supporting screens (issue 16), in dependency order.
  ...registryRows('renovationTheme'),
  ...registryRows('renovationThemeBase'),
  ...registryRows('renovationTemplate'),
  ...registryRows('renovationTemplatePublic'),
  ...registryRows('renovationTemplateInstance'),
  ...registryRows('renovationModule'),
  ...registryRows('renovationModuleExt'),
  ...registryRows('renovationLayout'),
  ...registryRows('fitmentMiniprogram'),
  ...registryRows('fitmentTheme'),
  ...registryRows('fitmentIos'),
  ...registryRows('fitmentPhone'),
  ...registryRows('fitmentH5'),
  // Approvals (issue 19): registry records, then a running instance, its task and history.
  ...flowRows,
  // Form submissions (issue 19): a shopper's answers to a page's form (the page and the form above).
  form_submission: (context) => ({
    ...registryRows('formSubmission').form_submission?.(context),
    requestKey: context.marker,
    locale: 'en',
  }),
  // Customers and membership (issue 20), in dependency order.
  // Level numbers are unique per tenant: each row a number of its own.
  member_level: (context) => ({
    ...registryRows('memberLevel').member_level?.(context),
    level: Number.parseInt(context.unique.slice(0, 7), 16),
  }),
  ...registryRows('customer'),
  ...registryRows('pointRecord'),
  ...registryRows('experienceRecord'),
  ...registryRows('memberLevelRecord'),
  ...registryRows('customerAddress'),
  ...registryRows('pointConfig'),
  ...registryRows('favorite'),
  ...registryRows('footMark'),
  ...registryRows('cartSku'),
  // Orders (issue 20), in dependency order: trade settings, store stock and its records, an
  // order with a line, an after-sale request with a line.
  ...registryRows('tradeConfig'),
  ...registryRows('goodsStock'),
  ...registryRows('goodsStockRecord'),
  trade_order: (context) => ({
    ...registryRows('order').trade_order?.(context),
    requestKey: context.unique,
    deliveryType: 2,
    pickUpVerifyCode: '12345678',
  }),
  trade_order_item: (context) => ({
    ...registryRows('orderSku').trade_order_item?.(context),
    stockId: context.rows.goods_stock?.id,
  }),
  ...registryRows('refund'),
  ...registryRows('refundSku'),
  // The order detail's own records: an invoice request, an address used on orders.
  trade_order_invoice: (context) => ({
    ...registryRows('orderInvoice').trade_order_invoice?.(context),
    amount: 1,
    requestKey: context.unique,
  }),
  ...registryRows('customerOrderAddress'),
  // A review of the order's line (its store is the order's).
  order_review: (context) => ({
    ...registryRows('orderReview').order_review?.(context),
    storeId: context.rows.store?.id,
  }),
  // Intra-city delivery of the order; a driver's route with a stop.
  intra_city_delivery: (context) => ({
    ...registryRows('intraCityDelivery').intra_city_delivery?.(context),
    deliveryNo: `ICD-${context.unique}`,
  }),
  logistics_route: (context) => ({
    ...registryRows('route').logistics_route?.(context),
    runDate: '2026-12-01',
  }),
  ...registryRows('routeStop'),
  // Marketing (issue 21), in dependency order: coupons, timed promotions, rules, an order's
  // discounts.
  ...registryRows('coupon'),
  ...registryRows('couponUsingRange'),
  ...registryRows('couponCustomer'),
  ...registryRows('couponUsageRecord'),
  ...registryRows('promotionMarkdown'),
  ...registryRows('promotionMarkdownItem'),
  ...registryRows('promotionFullReduction'),
  ...registryRows('promotionFullReductionRule'),
  ...registryRows('promotionBorder'),
  ...registryRows('promotionBackground'),
  ...registryRows('promoScope'),
  promotion_rule: (context) => ({
    ...registryRows('droolsRule').promotion_rule?.(context),
    content: JSON.stringify({
      conditions: { all: [{ fact: 'cartTotal', operator: 'greaterThan', value: 0 }] },
      event: { type: 'amountOff', params: { amount: 1 } },
    }),
  }),
  ...registryRows('droolsRuleVersion'),
  ...registryRows('droolsRuleOrgan'),
  ...registryRows('orderPromo'),
  // Flash sales: a time slot of valid HH:mm, a flash sale in it, its goods, a customer's record.
  seckill_scene: (context) => ({
    ...registryRows('secKillScene').seckill_scene?.(context),
    startTime: '10:00',
    endTime: '12:00',
  }),
  ...registryRows('secKills'),
  ...registryRows('secKillsItem'),
  seckill_record: ({ rows }) => ({
    activityId: rows.seckill_activity?.id,
    itemId: rows.seckill_item?.id,
    customerId: rows.customer?.id,
    orderId: rows.trade_order?.id,
    count: 1,
    status: 1,
  }),
  // Group buys: an activity with its goods, a group (one seat of two, paid), its member.
  ...registryRows('grouponActivity'),
  ...registryRows('grouponActivityItem'),
  groupon: (context) => ({
    ...registryRows('groupon').groupon?.(context),
    userSize: 2,
    userCount: 1,
    seats: 1,
    limitDuration: 24,
  }),
  ...registryRows('grouponMember'),
  // Bargains: an activity, a shopper's bargain (its price between floor and first), a cut.
  ...registryRows('bargainActivity'),
  bargain_record: (context) => ({
    ...registryRows('bargain').bargain_record?.(context),
    bargainFirstPrice: 900,
    bargainMinPrice: 500,
    bargainPrice: 800,
    endTime: '2030-01-01 00:00:00',
  }),
  ...registryRows('bargainCut'),
};

/**
 * Every `self` and `owned` endpoint, by `METHOD /path` exactly as in the contract (several
 * requests in an array when one is not enough, e.g. an edit both updates and creates).
 * Public and global endpoints need no entry.
 */
export const endpointFixtures: Record<string, EndpointFixture | EndpointFixture[]> = {
  // auth
  'POST /api/admin/user/logout': { request: () => ({}) },
  'POST /api/admin/get-user-info': {
    request: ({ rows, organ }) => ({ body: { userId: rows.user?.id, organId: organ.id } }),
  },

  // organisations
  'POST /api/admin/organ/list': listFilter(),
  'DELETE /api/admin/organ/remove': removeById,
  'PATCH /api/admin/organ/edit': [
    editById(({ organ }) => ({ organName: 'renamed', parentId: organ.parentId })),
    createFor(({ organ }) => ({ organName: 'planted', parentId: organ.id })),
  ],
  'POST /api/admin/organ/query-subordinate-organ': { request: (t) => ({ body: ownerOf(t) }) },
  'POST /api/admin/organ/query-tenant-list': {
    request: (t) => ({ body: ownerOf(t) }),
    answer: 'own-data',
  },
  'POST /api/admin/organ/query-assignee-organ': { request: (t) => ({ body: ownerOf(t) }) },
  // users (admin/user)
  'POST /api/admin/user/list': listFilter(),
  'POST /api/admin/user/detail': { request: ({ row }) => ({ body: { id: row.id } }) },
  'POST /api/order/order/detail': { request: ({ row }) => ({ body: { id: row.id } }) },
  'POST /api/order/order/pick-up-by-code': {
    request: () => ({ body: { verifyCode: '12345678' } }),
  },
  'POST /api/order/order/verify-pick-up': { request: ({ row }) => ({ body: { id: row.id } }) },
  'POST /api/order/order/adjust-price': {
    request: ({ row }) => ({ body: { id: row.id, adjustPrice: 1, reason: 'isolation' } }),
  },
  'GET /api/order/order-invoice/pdf': {
    request: ({ rows }) => ({ query: { id: rows.trade_order_invoice?.id ?? 0 } }),
  },
  'POST /api/admin/customer/detail': { request: ({ row }) => ({ body: { id: row.id } }) },
  'PATCH /api/admin/user/edit': editById(({ row }) => ({
    userName: row.userName,
    name: 'stolen',
    enabled: false,
  })),
  'DELETE /api/admin/user/remove': removeById,
  'POST /api/admin/user/enable': {
    request: ({ row }) => ({ body: { id: row.id, enabled: false } }),
  },
  'POST /api/admin/user/reset-password': {
    request: ({ row }) => ({ body: { id: row.id, password: 'Isolation#Pass1' } }),
  },
  'POST /api/admin/user/sessions': { request: ({ row }) => ({ body: { id: row.id } }) },
  'POST /api/admin/user/end-session': {
    request: ({ row }) => ({ body: { id: row.id, key: 'ab'.repeat(16) } }),
  },
  'POST /api/admin/user/end-sessions': { request: ({ row }) => ({ body: { id: row.id } }) },
  'POST /api/admin/user/assign-roles': {
    request: ({ row, rows }) => ({ body: { id: row.id, roleIds: [rows.role?.id] } }),
  },
  // roles (admin/role)
  'POST /api/admin/role/list': listFilter(),
  'POST /api/admin/role/query-for-list': {
    request: (target) => ({ body: { ...ownerOf(target), organIds: [target.organ.id] } }),
  },
  'PATCH /api/admin/role/edit': editById(() => ({ name: 'stolen', code: 'stolen' })),
  'DELETE /api/admin/role/remove': removeById,
  'POST /api/admin/role/get-authorities': { request: ({ row }) => ({ body: { id: row.id } }) },
  'POST /api/admin/role/set-authorities': {
    request: ({ row }) => ({ body: { id: row.id, authorityIds: [] } }),
  },
  // dictionary: the screen is the registry's (generated); the referenced calls name the target
  'POST /api/admin/dictionary/get-dictionary-group': {
    request: (target) => ({ body: { ...ownerOf(target), bigTypes: ['ISOLATION'] } }),
  },
  'POST /api/admin/dictionary/get-referenced-dictionary-list': {
    request: (target) => ({ body: { ...ownerOf(target), sys: 1 } }),
  },
  'POST /api/admin/dictionary/get-organ-referenced-dictionary': {
    request: (target) => ({ body: ownerOf(target) }),
  },
  'POST /api/admin/dictionary/get-organ-referenced-dictionary-pagination/:size/:page': {
    request: (target) => ({ params: { size: 20, page: 1 }, body: ownerOf(target) }),
  },
  // system settings: the target's tenant (404 unless it is the caller's own, read-only)
  'POST /api/admin/system-setting/query': {
    request: ({ tenantId }) => ({ body: { tenantId } }),
    answer: 'own-data',
  },
  'PATCH /api/admin/system-setting/edit-tenant': {
    request: ({ tenantId }) => ({
      body: { key: 'SYSTEM_SETTING_ORGAN_QUERY_MODEL', value: 'selected', tenantId },
    }),
  },
  'PATCH /api/admin/system-setting/edit-user': {
    request: ({ rows }) => ({
      body: { key: 'SYSTEM_SETTING_ORGAN_QUERY_MODEL', value: 'selected', userId: rows.user?.id },
    }),
  },
  // to-do items: the target user's item
  'POST /api/admin/todo/list': listFilter(),
  'PATCH /api/admin/todo/edit': {
    request: ({ rows }) => ({ body: { id: rows.todo_item?.id, title: 'changed' } }),
  },
  'POST /api/admin/todo/complete': {
    request: ({ rows }) => ({ body: { id: rows.todo_item?.id } }),
  },
  'DELETE /api/admin/todo/remove': {
    request: ({ rows }) => ({ query: { id: rows.todo_item?.id ?? 0 } }),
  },
  // exports: the target user's job; an export of the target's list is refused like the list
  'POST /api/admin/export/create': {
    request: (target) => ({
      body: {
        endpoint: 'dictionaryReference.organReferencedPage',
        body: ownerOf(target),
        columns: [{ key: 'desc', header: 'Description' }],
      },
    }),
  },
  'POST /api/admin/export/list': listFilter(),
  'GET /api/admin/export/download': {
    request: ({ rows }) => ({ query: { id: rows.export_job?.id ?? 0 } }),
  },
  'DELETE /api/admin/export/remove': {
    request: ({ rows }) => ({ query: { id: rows.export_job?.id ?? 0 } }),
  },
  // dashboard statistics: counts of the caller's scope; a foreign selector counts nothing
  'POST /api/statistics/overview': {
    request: ({ organ, tenantId }) => ({ body: { tenantId, organId: organ.id } }),
    answer: 'own-data',
  },
  // file bank: the target's files and folders; an upload for the target's organisation
  'POST /api/file/file-service/list': listFilter(),
  'POST /api/file/file-service/upload': {
    request: ({ organ, rows }) => ({
      multipart: {
        fields: { organId: organ.id, fileFolderId: rows.file_folder?.id ?? 0 },
        file: { name: 'file', fileName: 'dot.png', contentType: 'image/png', bytes: ONE_PIXEL_PNG },
      },
    }),
  },
  'PATCH /api/file/file-service/edit': {
    request: ({ row }) => ({ body: { id: row.id, fileName: 'stolen.png' } }),
  },
  'DELETE /api/file/file-service/remove': removeById,
  'POST /api/file/file-service/pagination/query-by-folder/:size/:page': {
    request: ({ rows }) => ({
      params: { size: 20, page: 1 },
      body: { fileFolderId: rows.file_folder?.id },
    }),
  },
  'POST /api/file/file-service/pagination/query-belong-folder/:size/:page': {
    request: ({ rows }) => ({
      params: { size: 20, page: 1 },
      body: { fileFolderId: rows.file_folder?.id },
    }),
  },
  'POST /api/file/file-folder/list/:size/:page': listFilterInPath(),
  'POST /api/file/file-folder/query-for-list': {
    request: (target) => ({ body: { ...ownerOf(target), organIds: [target.organ.id] } }),
  },
  'PATCH /api/file/file-folder/edit': editById(() => ({ name: 'stolen' })),
  'DELETE /api/file/file-folder/remove': { request: ({ row }) => ({ body: { id: row.id } }) },
  'POST /api/file/folder-file-link/bind-folder-files': {
    request: ({ rows }) => ({
      body: { fileFolderId: rows.file_folder?.id, fileIds: [rows.file?.id] },
    }),
  },
  'POST /api/file/folder-file-link/unbind-folder-files': {
    request: ({ rows }) => ({
      body: { fileFolderId: rows.file_folder?.id, delFileIds: [rows.file?.id] },
    }),
  },
  // stores: the target's store, and the users its employees can be (its addresses, opening
  // periods, areas and employees are registry resources)
  'POST /api/ministore/store/list': listFilter(),
  'POST /api/ministore/store/get-list': {
    request: (target) => ({ body: { ...ownerOf(target), organIds: [target.organ.id] } }),
  },
  'POST /api/ministore/store/query': { request: ({ row }) => ({ body: { id: row.id } }) },
  'PATCH /api/ministore/store/edit': [
    editById(() => ({ storeName: 'stolen', star: 1 })),
    createFor(({ marker }) => ({ storeName: `${marker} planted` })),
  ],
  'DELETE /api/ministore/store/remove': removeById,
  'POST /api/ministore/employee/query-user-options': {
    request: (target) => ({ body: { ...ownerOf(target), organIds: [target.organ.id] } }),
  },
  // goods catalogue: the target's categories, brands, tags, goods and store prices
  'POST /api/ministore/goods/list': listFilter(),
  'POST /api/ministore/goods/query-for-list': {
    request: (target) => ({ body: { ...ownerOf(target), organIds: [target.organ.id] } }),
  },
  'POST /api/ministore/goods/query/list': listFilter(),
  'POST /api/ministore/goods/product/manage': listFilter(),
  'DELETE /api/ministore/goods/remove': removeById,
  'PATCH /api/ministore/goods/edit': [
    editById(({ rows }) => ({
      goodsName: 'stolen',
      goodsCode: 'stolen',
      goodsTypeId: rows.goods_type?.id,
    })),
    createFor(({ rows }) => ({
      goodsName: 'planted',
      goodsCode: 'planted',
      goodsTypeId: rows.goods_type?.id,
    })),
  ],
  'POST /api/ministore/goods/assign-2-organs': {
    request: ({ row, organ }) => ({ body: { goodsId: row.id, organIds: [organ.id] } }),
  },
  'POST /api/ministore/goods/queryGoodsAssignee': {
    request: ({ row }) => ({ body: { goodsId: row.id } }),
  },
  'POST /api/ministore/goods/lanuch': {
    request: ({ row }) => ({ body: { ids: [row.id], onSale: true } }),
  },
  'POST /api/ministore/goods/quick-launch': { request: ({ row }) => ({ body: { id: row.id } }) },
  'POST /api/ministore/goods/load': { request: ({ row }) => ({ body: { id: row.id } }) },
  'POST /api/ministore/goods/load-goods-images': {
    request: ({ row }) => ({ body: { goodsId: row.id } }),
  },
  'POST /api/ministore/goods/change-images': {
    request: ({ row, rows }) => ({ body: { goodsId: row.id, fileIds: [rows.file?.id] } }),
  },
  'POST /api/ministore/goods-price/list': listFilter(),
  'DELETE /api/ministore/goods-price/remove': removeById,
  'PATCH /api/ministore/goods-price/edit': [
    editById(({ rows }) => ({ goodsId: rows.goods?.id, storeId: 1, price: '1.00' })),
    createFor(({ rows }) => ({ goodsId: rows.goods?.id, storeId: 2, price: '1.00' })),
  ],
  'POST /api/ministore/goods-price/lanuch': {
    request: ({ row }) => ({ body: { ids: [row.id], onSale: false } }),
  },
  'POST /api/ministore/goods-price/get-goods-price-by': {
    request: ({ rows }) => ({ body: { goodsId: rows.goods?.id } }),
  },
  'POST /api/ministore/goods-price/query-for-list': {
    request: (target) => ({ body: { ...ownerOf(target), organIds: [target.organ.id] } }),
  },
  'POST /api/ministore/goods-price/sku/on-sale': {
    request: ({ row }) => ({ body: { storeId: row.storeId } }),
  },
  'PATCH /api/ministore/goods-price/price-modify': {
    request: ({ row }) => ({ body: { items: [{ id: row.id, price: '9.99' }] } }),
  },
  // specifications: the target's group and specification assignments; the chooser
  'POST /api/ministore/goods-specification-group/assign-2-organs': {
    request: ({ row, organ }) => ({ body: { groupId: row.id, organIds: [organ.id] } }),
  },
  'POST /api/ministore/goods-specification-group/query-assignee': {
    request: ({ row }) => ({ body: { groupId: row.id } }),
  },
  'POST /api/ministore/goods-specification-group/query-specification': {
    request: (target) => ({
      query: { pageSize: 10, pageNum: 1 },
      body: {
        ...ownerOf(target),
        organIds: [target.organ.id],
        goodsTypeId: target.rows.goods_type?.id,
      },
    }),
  },
  'POST /api/ministore/goods-specification-group/add-specification': createFor(({ rows }) => ({
    parameterName: 'planted',
    groupId: rows.goods_specification_group?.id,
  })),
  'POST /api/ministore/goods-specification/assign-2-organs': {
    request: ({ row, organ }) => ({ body: { specificationId: row.id, organIds: [organ.id] } }),
  },
  'POST /api/ministore/goods-specification/query-assignee': {
    request: ({ row }) => ({ body: { specificationId: row.id } }),
  },
  // category properties: the target category's set, read and saved
  'POST /api/ministore/goods-type-props/query-type-props': {
    request: ({ rows }) => ({ body: { goodsTypeId: rows.goods_type?.id } }),
  },
  'POST /api/ministore/goods-type-props/save-type-props': {
    request: ({ row, rows }) => ({
      body: { goodsTypeId: rows.goods_type?.id, props: [{ id: row.id, propName: 'stolen' }] },
    }),
  },
  // goods SKUs
  'POST /api/ministore/goods-sku/list': listFilter(),
  'POST /api/ministore/goods-sku/query-spec-values': {
    request: ({ rows }) => ({ body: { goodsId: rows.goods?.id } }),
  },
  'POST /api/ministore/goods-sku/save-spec-values': {
    request: ({ rows }) => ({
      body: {
        goodsId: rows.goods?.id,
        values: [
          {
            specificationId: rows.goods_specification?.id,
            itemIds: [rows.goods_specification_item?.id],
          },
        ],
      },
    }),
  },
  'PATCH /api/ministore/goods-sku/edit': {
    request: ({ row }) => ({ body: { id: row.id, skuCode: 'stolen', barCode: '' } }),
  },
  'DELETE /api/ministore/goods-sku/remove': removeById,
  'POST /api/ministore/goods-sku/query-by-bar-code': {
    request: ({ row }) => ({ body: { barCode: row.barCode } }),
  },
  // A device's new secret (issue 18): the target's device.
  'POST /api/admin/device/rotate-secret': { request: ({ row }) => ({ body: { id: row.id } }) },
  'POST /api/admin/device/events': { request: ({ row }) => ({ body: { id: row.id } }) },
  // A software package's file uploaded for the target's organisation.
  'POST /api/admin/software/upload': {
    request: ({ organ }) => ({
      multipart: {
        fields: { organId: organ.id },
        file: {
          name: 'file',
          fileName: 'firmware.bin',
          contentType: 'application/octet-stream',
          bytes: Buffer.from('firmware'),
        },
      },
    }),
  },
  // The dashboard's devices card: a foreign selector counts nothing.
  'POST /api/statistics/devices': {
    request: ({ organ, tenantId }) => ({ body: { tenantId, organId: organ.id } }),
    answer: 'own-data',
  },
  // The aisle stock check: the attacker's own totals (nothing of the target's).
  'POST /api/vending/device-stock/check': {
    request: ({ rows }) => ({ body: { deviceId: rows.device?.id } }),
    answer: 'own-data',
  },
  // A merchant app's new secret (issue 17): the target's app.
  'POST /api/payment/mch-app/rotate-secret': { request: ({ row }) => ({ body: { id: row.id } }) },
  // A pay order as its channel saw it (issue 17): the target's order.
  'POST /api/payment/pay-order/charge-detail': { request: ({ row }) => ({ body: { id: row.id } }) },
  // Statements per store and device (issue 17): the attacker's own sums, none of the target's
  // orders, even naming the target's store.
  'POST /api/payment/pay-statement/list': {
    request: ({ rows }) => ({
      query: { pageSize: 50, pageNum: 1 },
      body: { from: '2026-01-01', to: '2026-12-31', by: 'store', storeId: rows.store?.id },
    }),
    answer: 'own-data',
  },
  // Pricing a sample cart at the target's store, and trying the target's rule on it.
  'POST /api/promotion/pricing/preview': {
    request: ({ rows }) => ({
      body: { storeId: rows.store?.id, lines: [{ goodsId: rows.goods?.id, count: 1 }] },
    }),
  },
  'POST /api/promotion/drools-rule/test': {
    request: ({ row, rows }) => ({
      body: {
        id: row.id,
        storeId: rows.store?.id,
        lines: [{ goodsId: rows.goods?.id, count: 1 }],
      },
    }),
  },
  // The promotions overview: the attacker's own activities of every kind, none of the target's
  // (its activities named by the target's marker, and the target's moment of a window).
  'POST /api/promotion/overview/list': [
    {
      request: () => ({ query: { pageSize: 100, pageNum: 1 }, body: {} }),
      answer: 'own-data',
    },
    {
      request: ({ marker }) => ({ query: { pageSize: 100, pageNum: 1 }, body: { name: marker } }),
      answer: 'own-data',
    },
  ],
  // The inventory check: the attacker's own totals (nothing of the target's).
  'POST /api/warehouse/wms-inventory/check': {
    request: ({ rows }) => ({ body: { warehouseId: rows.wms_warehouse?.id } }),
    answer: 'own-data',
  },
  // A storefront page's document (issue 16): the target's page by id in the path.
  ...pageDocumentFixtures(),
  // Approvals (issue 19): the target's definition, instance and task.
  ...flowFixtures(),
  // Every endpoint of the resource registry, generated from the declarations.
  ...registryEndpointFixtures(),
  // A store address's phone and an opening period's times have shapes of their own.
  'PATCH /api/ministore/store-address/edit': [
    editById(() => ({ city: 'stolen', detail: 'stolen' })),
    createFor(() => ({ city: 'planted', detail: 'planted' })),
  ],
  'PATCH /api/ministore/store-schedule/edit': [
    editById(({ rows }) => ({
      storeId: rows.store?.id,
      weekday: 2,
      openTime: '10:00',
      closeTime: '11:00',
    })),
    createFor(({ rows }) => ({
      storeId: rows.store?.id,
      weekday: 3,
      openTime: '10:00',
      closeTime: '11:00',
    })),
  ],
  // A rider's phone has its own shape (after the generated ones, which send plain text).
  'POST /api/order/intra-city-delivery/assign': {
    request: ({ row }) => ({
      body: { id: row.id, riderName: 'isolation', riderPhone: '13600000000' },
    }),
  },
  // A consignee's mobile has its own shape too.
  'POST /api/order/order/change-address': {
    request: ({ row }) => ({
      body: {
        id: row.id,
        receiverName: 'isolation',
        receiverMobile: '13600000000',
        receiverDetailAddress: 'isolation',
      },
    }),
  },
};

/** The calls on a page's document, each aimed at the target's page (and its version 1). */
function pageDocumentFixtures(): Record<string, EndpointFixture> {
  const base = '/api/renovation/renovation-page/:id';
  const page = (body?: unknown): EndpointFixture => ({
    request: ({ row }) => ({ params: { id: row.id }, ...(body === undefined ? {} : { body }) }),
  });
  const document = { schemaVersion: 1, page: { title: 'stolen', background: '' }, components: [] };
  return {
    [`GET ${base}/draft`]: page(),
    [`PUT ${base}/draft`]: page({ document, baseRevision: 0 }),
    [`POST ${base}/validate`]: page(),
    [`POST ${base}/publish`]: page({ revision: 0 }),
    [`GET ${base}/versions`]: page(),
    [`GET ${base}/versions/:version`]: {
      request: ({ row }) => ({ params: { id: row.id, version: 1 } }),
    },
    [`POST ${base}/rollback`]: page({ version: 1 }),
    [`POST ${base}/preview-link`]: page(),
  };
}

/** The smallest real picture: a 1×1 PNG (uploads are checked by their bytes). */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
