import {
  AUTHORITY_TYPES,
  FLOW_AUTHORITIES,
  FLOW_DIRECTORY,
  MARKETING_DIRECTORY,
  MENU_DIRECTORIES,
  ORDER_DIRECTORY,
  PAY_DIRECTORY,
  type Resource,
  resourceList,
  SYSTEM_SETTING_AUTHORITIES,
  screamingCase,
} from '@retail/contract';

/**
 * The authority tree: the console turns directory and menu nodes into its sidebar and routes,
 * and button nodes into the visibility map of guarded controls (console.md §2, §6).
 *
 * - `name` is a route key; the console shows its localised title (`route.<name>`).
 * - `url` is the full console path of the node; screens end in `/index` (console.md §2).
 * - `code` is unique; buttons of a screen are `<SCREEN>_LIST`, `_EDIT`, `_REMOVE`.
 */
export type AuthoritySeed = {
  code: string;
  name: string;
  type: (typeof AUTHORITY_TYPES)[keyof typeof AUTHORITY_TYPES];
  url: string | null;
  icon: string | null;
  hidden: boolean;
  children: AuthoritySeed[];
};

const button = (code: string, name: string): AuthoritySeed => ({
  code,
  name,
  type: AUTHORITY_TYPES.button,
  url: null,
  icon: null,
  hidden: false,
  children: [],
});

/** List, edit and remove buttons of a screen, then its extra buttons (never twice the same code). */
const screenButtons = (key: string, extra: AuthoritySeed[], writable = true): AuthoritySeed[] => {
  const code = screamingCase(key);
  const crud = [
    button(`${code}_LIST`, `${key}List`),
    ...(writable
      ? [button(`${code}_EDIT`, `${key}Edit`), button(`${code}_REMOVE`, `${key}Remove`)]
      : []),
  ];
  // Several actions may share a code of their own (a rule's publish and disable): one node each.
  const own = extra.filter(
    (node, index) =>
      !crud.some((standard) => standard.code === node.code) &&
      extra.findIndex((other) => other.code === node.code) === index,
  );
  return [...crud, ...own];
};

type ScreenOptions = {
  icon?: string;
  hidden?: boolean;
  extra?: AuthoritySeed[];
  buttons?: boolean;
  /** Edit and remove buttons too (default true). */
  writable?: boolean;
};

/** A screen at `/{key}/index` with its buttons. */
const screen = (key: string, options: ScreenOptions = {}): AuthoritySeed => ({
  code: screamingCase(key),
  name: key,
  type: AUTHORITY_TYPES.menu,
  url: `/${key}/index`,
  icon: options.icon ?? null,
  hidden: options.hidden ?? false,
  children:
    options.buttons === false ? [] : screenButtons(key, options.extra ?? [], options.writable),
});

/** A details screen reached from a list, hidden from the sidebar. */
const detailScreen = (key: string, url: string = `/${key}/index`): AuthoritySeed => ({
  ...screen(key, { hidden: true, buttons: false }),
  url,
});

/** A menu at an exact path (demo pages), without buttons. */
const page = (
  code: string,
  name: string,
  url: string,
  icon: string | null = null,
): AuthoritySeed => ({
  code,
  name,
  type: AUTHORITY_TYPES.menu,
  url,
  icon,
  hidden: false,
  children: [],
});

const directory = (
  code: string,
  name: string,
  url: string,
  icon: string | null,
  children: AuthoritySeed[],
): AuthoritySeed => ({
  code,
  name,
  type: AUTHORITY_TYPES.directory,
  url,
  icon,
  hidden: false,
  children,
});

/** The authority keys the console guards controls with (console.md §6), spelt as written there. */
export const AUTHORITY_KEYS = {
  tenantQuery: 'PLATFROM_TENANT_QUERY',
  organQuery: 'PLATFROM_ORGAN_QUERY',
  organEdit: 'PLATFROM_ORGAN_EDIT',
  removePictureFromFolder: 'REMOVE_PICTURE_FROM_FOLDER',
  addPicture2Folder: 'ADD_PICTURE_2_FOLDER',
  uploadPicture2Sys: 'UPLOAD_PICTURE_2_SYS',
  goodsSpecificationGroupList: 'GOODS_SPECIFICATION_GROUP_LIST',
} as const;

/** Codes of the platform-only keys (tenant and organisation selectors across tenants). */
export const PLATFORM_KEYS: readonly string[] = [
  AUTHORITY_KEYS.tenantQuery,
  AUTHORITY_KEYS.organQuery,
  AUTHORITY_KEYS.organEdit,
  SYSTEM_SETTING_AUTHORITIES.global,
  // Switching a route off stops it for every tenant: platform staff only.
  'GATEWAY_EDIT',
];

const STATIC_TREE: AuthoritySeed[] = [
  page('DASHBOARD', 'dashboard', '/dashboard', 'dashboard'),
  directory('SYSTEM_MANAGE', 'systemManage', '/system', 'setting', [
    screen('user', { icon: 'user' }),
    detailScreen('userDetail', '/user/detail/index'),
    screen('role', { icon: 'peoples' }),
    screen('authority', { icon: 'lock' }),
    screen('organ', {
      icon: 'tree',
      extra: [
        button(AUTHORITY_KEYS.tenantQuery, 'platformTenantQuery'),
        button(AUTHORITY_KEYS.organQuery, 'platformOrganQuery'),
        button(AUTHORITY_KEYS.organEdit, 'platformOrganEdit'),
      ],
    }),
    screen('gateway', { icon: 'link' }),
    screen('attachment', { icon: 'documentation' }),
    // The system settings dialog's shared scopes (the user's own scope needs no authority).
    button(SYSTEM_SETTING_AUTHORITIES.global, 'systemSettingGlobalEdit'),
    button(SYSTEM_SETTING_AUTHORITIES.tenant, 'systemSettingTenantEdit'),
  ]),
  directory('FILE_MANAGE', 'fileManage', '/file', 'folder', [
    screen('fileService', {
      icon: 'picture',
      extra: [button(AUTHORITY_KEYS.uploadPicture2Sys, 'uploadPicture2Sys')],
    }),
    screen('fileFolder', {
      icon: 'folder',
      extra: [
        button(AUTHORITY_KEYS.addPicture2Folder, 'addPicture2Folder'),
        button(AUTHORITY_KEYS.removePictureFromFolder, 'removePictureFromFolder'),
      ],
    }),
  ]),
  directory('STORE_MANAGE', 'storeManage', '/store-manage', 'shop', [
    screen('store', { icon: 'shop' }),
    detailScreen('storeDetail'),
    screen('storeInfo', { icon: 'form' }),
    screen('storeGoods', { icon: 'shopping' }),
    screen('storeGoodsBarCode', { icon: 'barcode' }),
  ]),
  directory('GOODS_MANAGE', 'goodsManage', '/goods-manage', 'shopping', [
    screen('goods', { icon: 'shopping' }),
    screen('goodsPrice', { icon: 'money' }),
    screen('goodsOnSale', { icon: 'shopping' }),
    detailScreen('goodsOnSaleDetail'),
    screen('goodsImg', { icon: 'picture' }),
    screen('goodsShelf', { icon: 'component' }),
  ]),
  directory('RENOVATION_MANAGE', 'renovation', '/renovation', 'skill', [
    page('RENOVATION_WIDGETS', 'renovationWidgets', '/renovation/widgets/index', 'component'),
    // The page builder, opened from a page row (?id=): hidden from the sidebar.
    detailScreen('renovationPageEditor'),
  ]),
  // Approvals (issue 19, docs/approvals.md): the task lists and the modeler; the registry puts
  // definitions, task forms, expressions, listeners and categories after them.
  directory(FLOW_DIRECTORY.code, FLOW_DIRECTORY.name, FLOW_DIRECTORY.url, FLOW_DIRECTORY.icon, [
    screen('flowableTodo', {
      icon: 'list',
      writable: false,
      extra: [button(FLOW_AUTHORITIES.todoApprove, 'flowableTodoApprove')],
    }),
    screen('flowableMyProcess', {
      icon: 'user',
      writable: false,
      extra: [button(FLOW_AUTHORITIES.myProcessStart, 'flowableMyProcessStart')],
    }),
    screen('flowableFinished', { icon: 'documentation', writable: false }),
    // The BPMN modeler (save = deploy) and an instance's detail: reached from the lists.
    screen('flowableDefinitionModel', {
      icon: 'edit',
      hidden: true,
      writable: false,
      extra: [button(FLOW_AUTHORITIES.deploy, 'flowableDefinitionModelEdit')],
    }),
    detailScreen('flowableProcessDetail'),
    detailScreen('flowableSend'),
    // The form builder (console.md §2 tool/build): saving needs the task forms' edit authority.
    { ...screen('toolBuild', { icon: 'form', buttons: false }), url: '/tool/build/index' },
  ]),
  // Marketing (issue 21, docs/marketing.md): the overview of every promotion; the registry puts
  // each kind's screens after it.
  directory(
    MARKETING_DIRECTORY.code,
    MARKETING_DIRECTORY.name,
    MARKETING_DIRECTORY.url,
    MARKETING_DIRECTORY.icon,
    [screen('promotion', { icon: 'date', writable: false })],
  ),
  directory('DEMO_CHARTS', 'charts', '/charts', 'chart', [
    page('DEMO_CHARTS_KEYBOARD', 'keyboardChart', '/charts/keyboard'),
    page('DEMO_CHARTS_LINE', 'lineChart', '/charts/line'),
    page('DEMO_CHARTS_MIXCHART', 'mixChart', '/charts/mixchart'),
  ]),
  directory('DEMO_TABLE', 'table', '/table', 'table', [
    page('DEMO_TABLE_DYNAMIC', 'dynamicTable', '/table/dynamic-table'),
    page('DEMO_TABLE_DRAG', 'dragTable', '/table/drag-table'),
    page('DEMO_TABLE_INLINE_EDIT', 'inlineEditTable', '/table/inline-edit-table'),
    page('DEMO_TABLE_COMPLEX', 'complexTable', '/table/complex-table'),
  ]),
  directory('DEMO_TREE_TABLE', 'treeTable', '/tree-table', 'tree-table', [
    page('DEMO_TREE_TABLE_INDEX', 'treeTableIndex', '/tree-table/index'),
    page('DEMO_TREE_TABLE_CUSTOM', 'customTreeTable', '/tree-table/custom'),
  ]),
  directory('DEMO_NESTED', 'nested', '/nested', 'nested', [
    directory('DEMO_NESTED_MENU1', 'menu1', '/nested/menu1', null, [
      page('DEMO_NESTED_MENU1_1', 'menu1-1', '/nested/menu1/menu1-1'),
      directory('DEMO_NESTED_MENU1_2', 'menu1-2', '/nested/menu1/menu1-2', null, [
        page('DEMO_NESTED_MENU1_2_1', 'menu1-2-1', '/nested/menu1/menu1-2/menu1-2-1'),
        page('DEMO_NESTED_MENU1_2_2', 'menu1-2-2', '/nested/menu1/menu1-2/menu1-2-2'),
      ]),
      page('DEMO_NESTED_MENU1_3', 'menu1-3', '/nested/menu1/menu1-3'),
    ]),
    page('DEMO_NESTED_MENU2', 'menu2', '/nested/menu2'),
  ]),
];

/** A registry resource's screen node: its buttons and those of its actions with codes of their own. */
const resourceScreen = (resource: Resource): AuthoritySeed =>
  screen(resource.key, {
    icon: resource.menu.icon,
    hidden: resource.menu.hidden ?? false,
    writable: resource.writable,
    extra: Object.entries(resource.actionCodes as Record<string, string>).map(([action, code]) =>
      button(code, `${resource.key}${action[0]?.toUpperCase()}${action.slice(1)}`),
    ),
  });

/**
 * Screens of a registry directory that are not registry resources, after its registry screens:
 * the order detail (docs/orders.md), reached from the order list, and an intra-city delivery's.
 */
const DIRECTORY_EXTRAS: Record<string, AuthoritySeed[]> = {
  [ORDER_DIRECTORY.code]: [detailScreen('orderDetail')],
  // One intra-city delivery on a page, reached from the delivery list.
  LOGISTICS_MANAGE: [detailScreen('intraCityDeliveryDetail', '/intraCityDelivery/detail/index')],
  // Paid, refunded and net per store and per vending device over a range of days (payments.md).
  // and one pay order as Alipay or WeChat Pay saw it, reached from the pay order list.
  [PAY_DIRECTORY.code]: [
    screen('payStatement', { icon: 'chart', writable: false }),
    detailScreen('alipayChargeOrderDetail'),
    detailScreen('weixinChargeOrderDetail'),
  ],
};

/**
 * The static tree with the registry's screens put in place: each in its menu directory after
 * the sibling it names (else last), the registry's own directories before the demo pages.
 */
const withRegistry = (tree: AuthoritySeed[]): AuthoritySeed[] => {
  const directories = MENU_DIRECTORIES.filter(
    (dir) => !tree.some((node) => node.code === dir.code),
  );
  const firstDemo = tree.findIndex((node) => node.code.startsWith('DEMO_'));
  const at = firstDemo < 0 ? tree.length : firstDemo;
  const all = [
    ...tree.slice(0, at),
    ...directories.map((dir) => directory(dir.code, dir.name, dir.url, dir.icon, [])),
    ...tree.slice(at),
  ];
  // A screen follows the sibling it names, which may itself be a registry screen placed later.
  const place = (nodes: AuthoritySeed[]): AuthoritySeed[] =>
    nodes.map((node) => {
      const children = place(node.children);
      let pending = resourceList().filter((r) => r.menu.directory === node.code);
      while (pending.length > 0) {
        const ready = pending.filter(
          (r) =>
            r.menu.after === undefined ||
            children.some((child) => child.name === r.menu.after) ||
            !pending.some((other) => other.key === r.menu.after),
        );
        for (const resource of ready) {
          const after = children.findIndex((child) => child.name === resource.menu.after);
          children.splice(after < 0 ? children.length : after + 1, 0, resourceScreen(resource));
        }
        pending = pending.filter((r) => !ready.includes(r));
      }
      return { ...node, children: [...children, ...(DIRECTORY_EXTRAS[node.code] ?? [])] };
    });
  return place(all);
};

export const AUTHORITY_TREE: AuthoritySeed[] = withRegistry(STATIC_TREE);

/** Every node with its parent's code, depth first (parents before children). */
export const flattenAuthorityTree = (
  nodes: AuthoritySeed[] = AUTHORITY_TREE,
  parentCode: string | null = null,
): Array<AuthoritySeed & { parentCode: string | null; sort: number }> =>
  nodes.flatMap((node, index) => [
    { ...node, parentCode, sort: index + 1 },
    ...flattenAuthorityTree(node.children, node.code),
  ]);

/** Codes of a subtree (the node and everything below it). */
export const subtreeCodes = (code: string, nodes: AuthoritySeed[] = AUTHORITY_TREE): string[] => {
  for (const node of nodes) {
    if (node.code === code) return flattenAuthorityTree([node]).map((entry) => entry.code);
    const below = subtreeCodes(code, node.children);
    if (below.length > 0) return below;
  }
  return [];
};
