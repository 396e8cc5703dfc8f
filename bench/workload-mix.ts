// The mixed workload's requests (issue 15, goal 2): who asks what, how often. Pure and seeded:
// connection `c` of a run with seed `s` asks the same requests in the same order on every run,
// given the same world (the users and the rows they can see, found by workload-users.ts).
import { endpoints, PAGE_SIZE_DEFAULT } from '@retail/contract';

export type Role = 'platform' | 'tenant' | 'region' | 'store';

/** A goods row a user can see: for detail reads, edits and the code filter. */
export type GoodsSample = {
  id: number;
  goodsName: string;
  goodsCode: string;
  goodsTypeId: number;
  brandId: number | null;
};

export type Actor = {
  name: string;
  role: Role;
  /** How much of the traffic this user sends, relative to the others. */
  share: number;
  goods: GoodsSample[];
  typeIds: number[];
  brandIds: number[];
  storeIds: number[];
  /** Pages of this user's unfiltered goods list at the default page size. */
  pages: number;
};

export type Call = {
  kind: string;
  actor: number;
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  /** The request this one's answer leads to (a created brand is removed next). */
  then?: (answer: unknown) => Call | undefined;
};

type Kind = {
  name: string;
  /** Per thousand requests, before the kinds a role may not ask are left out. */
  weight: number;
  roles?: readonly Role[];
  make: (pick: Picker, actor: Actor, index: number) => Call;
};

/** The deepest page the tail asks for (the goods-list bench's deep page). */
export const DEEP_PAGE_MAX = 5000;
const SEARCHES = ['lemon', 'mango', 'cherry', 'soda', 'tea', 'cookies', 'ginger', 'honey', 'ch'];
const STATUSES = [0, 32];
const OTHER_PAGE_SIZES = [10, 30, 50];
const ADMINS: readonly Role[] = ['platform', 'tenant', 'region'];

export type Picker = {
  random: () => number;
  int: (from: number, to: number) => number;
  of: <T>(items: readonly T[]) => T;
};

/** Deterministic numbers (mulberry32), as the goods loader uses. */
export const pickerOf = (seed: number): Picker => {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  return { random, int, of: (items) => items[Math.floor(random() * items.length)] as never };
};

/** Most lists are read on their first pages: 1 (60 %), 2, 3, then 4–10; mostly 20 a page. */
const pageQuery = (pick: Picker) => {
  const r = pick.random();
  const pageNum = r < 0.6 ? 1 : r < 0.8 ? 2 : r < 0.9 ? 3 : pick.int(4, 10);
  const pageSize = pick.random() < 0.8 ? PAGE_SIZE_DEFAULT : pick.of(OTHER_PAGE_SIZES);
  return `?pageNum=${pageNum}&pageSize=${pageSize}`;
};

const list =
  (path: string, body: (pick: Picker, actor: Actor) => Record<string, unknown> = () => ({})) =>
  (pick: Picker, actor: Actor) => ({
    method: 'POST' as const,
    path: path + pageQuery(pick),
    body: body(pick, actor),
  });

const goodsList = endpoints.goods.list.path;

const KINDS: readonly Kind[] = [
  { name: 'goods list', weight: 250, make: (...args) => call(list(goodsList), ...args) },
  {
    name: 'goods list, status',
    weight: 60,
    make: (...args) =>
      call(
        list(goodsList, (pick) => ({ status: pick.of(STATUSES) })),
        ...args,
      ),
  },
  {
    name: 'goods list, category',
    weight: 60,
    make: (...args) =>
      call(
        list(goodsList, (pick, actor) => ({ goodsTypeId: pick.of(actor.typeIds) })),
        ...args,
      ),
  },
  {
    name: 'goods list, brand',
    weight: 50,
    make: (...args) =>
      call(
        list(goodsList, (pick, actor) => ({ brandId: pick.of(actor.brandIds) })),
        ...args,
      ),
  },
  {
    name: 'goods list, code',
    weight: 30,
    make: (...args) =>
      call(
        list(goodsList, (pick, actor) => ({ goodsCode: pick.of(actor.goods).goodsCode })),
        ...args,
      ),
  },
  {
    name: 'goods search (name)',
    weight: 60,
    make: (...args) =>
      call(
        list(goodsList, (pick) => ({ goodsName: pick.of(SEARCHES) })),
        ...args,
      ),
  },
  {
    name: 'goods list, deep page',
    weight: 30,
    make: (...args) =>
      call(
        (pick, actor) => {
          const last = Math.max(1, Math.min(actor.pages, DEEP_PAGE_MAX));
          const pageNum = last <= 10 ? last : pick.int(11, last);
          return { method: 'POST', path: `${goodsList}?pageNum=${pageNum}&pageSize=20`, body: {} };
        },
        ...args,
      ),
  },
  {
    name: 'goods detail',
    weight: 150,
    make: (...args) =>
      call(
        (pick, actor) => ({
          method: 'POST',
          path: endpoints.goods.load.path,
          body: { id: pick.of(actor.goods).id },
        }),
        ...args,
      ),
  },
  {
    name: 'brand list',
    weight: 50,
    make: (...args) => call(list(endpoints.brand.list.path), ...args),
  },
  {
    name: 'category list',
    weight: 50,
    make: (...args) => call(list(endpoints.goodsType.list.path), ...args),
  },
  {
    name: 'store list',
    weight: 50,
    make: (...args) => call(list(endpoints.store.list.path), ...args),
  },
  {
    name: 'order list',
    weight: 30,
    roles: ADMINS,
    make: (...args) => call(list(endpoints.order.list.path), ...args),
  },
  {
    name: 'user list',
    weight: 25,
    roles: ADMINS,
    make: (...args) => call(list(endpoints.user.list.path), ...args),
  },
  {
    name: 'role list',
    weight: 15,
    roles: ADMINS,
    make: (...args) => call(list(endpoints.role.list.path), ...args),
  },
  {
    name: 'goods edit',
    weight: 50,
    // Goods refer to the tenant's categories, which a region or a store cannot see: the
    // catalogue is edited at the tenant (below, the product answers 404 for the category).
    roles: ['platform', 'tenant'],
    make: (...args) =>
      call(
        (pick, actor) => {
          const { id, goodsName, goodsCode, goodsTypeId, brandId } = pick.of(actor.goods);
          const name = `${goodsName.replace(/ #\d+$/, '')} #${pick.int(1, 9999)}`;
          return {
            method: 'PATCH',
            path: endpoints.goods.edit.path,
            body: { id, goodsName: name, goodsCode, goodsTypeId, brandId },
          };
        },
        ...args,
      ),
  },
  {
    name: 'store edit',
    weight: 20,
    make: (...args) =>
      call(
        (pick, actor) => {
          const id = pick.of(actor.storeIds);
          return {
            method: 'PATCH',
            path: endpoints.store.edit.path,
            body: { id, storeName: `Bench store ${id} #${pick.int(1, 9999)}`, city: 'Bench' },
          };
        },
        ...args,
      ),
  },
  {
    name: 'brand create',
    weight: 20,
    make: (pick, actor, index) => ({
      ...call(
        () => ({
          method: 'PATCH',
          path: endpoints.brand.edit.path,
          body: { name: `Mix brand ${pick.int(1, 1e9)}`, sort: 0 },
        }),
        pick,
        actor,
        index,
      ),
      kind: 'brand create',
      then: (answer) => {
        const id = (answer as { data?: { id?: number } } | undefined)?.data?.id;
        return id === undefined
          ? undefined
          : {
              kind: 'brand remove',
              actor: index,
              method: 'DELETE',
              path: `${endpoints.brand.remove.path}?id=${id}`,
            };
      },
    }),
  },
];

/** Fills in the kind's name and the actor; `make` builds the request itself. */
function call(
  make: (pick: Picker, actor: Actor) => Omit<Call, 'kind' | 'actor'>,
  pick: Picker,
  actor: Actor,
  index: number,
): Call {
  return { kind: '', ...make(pick, actor), actor: index };
}

/** Every kind a request of the mix can have (`brand remove` follows each `brand create`). */
export const KIND_NAMES = [...KINDS.map((kind) => kind.name), 'brand remove'];

/** The kinds `role` asks for; a store operator does not see orders, users or roles. */
export const kindsOf = (role: Role) =>
  KINDS.filter((kind) => !kind.roles || kind.roles.includes(role)).map((kind) => kind.name);

/** Drawing with cumulative weights. */
const chooser = <T>(items: readonly T[], weight: (item: T) => number) => {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  return (r: number) => {
    let left = r * total;
    for (const item of items) {
      left -= weight(item);
      if (left < 0) return item;
    }
    return items[items.length - 1] as T;
  };
};

/** Connection `connection`'s request stream: every call of `next` draws the next request. */
export const mixOf = (seed: number, actors: readonly Actor[], connection: number) => {
  const pick = pickerOf(Math.imul(seed ^ 0x9e3779b9, 2_654_435_761) + connection * 7919);
  const actorOf = chooser(
    actors.map((actor, index) => ({ actor, index })),
    (entry) => entry.actor.share,
  );
  const kindsByRole = new Map<Role, (r: number) => Kind>();
  for (const role of new Set(actors.map((actor) => actor.role)))
    kindsByRole.set(
      role,
      chooser(
        KINDS.filter((kind) => !kind.roles || kind.roles.includes(role)),
        (kind) => kind.weight,
      ),
    );
  return (): Call => {
    const { actor, index } = actorOf(pick.random());
    const kind = kindsByRole.get(actor.role)?.(pick.random()) as Kind;
    return { ...kind.make(pick, actor, index), kind: kind.name };
  };
};

/** Every kind once for each actor that may ask it: the check before anything is measured. */
export const everyKindOf = (seed: number, actors: readonly Actor[]): Call[] => {
  const pick = pickerOf(seed);
  return actors.flatMap((actor, index) =>
    KINDS.filter((kind) => !kind.roles || kind.roles.includes(actor.role)).map((kind) => ({
      ...kind.make(pick, actor, index),
      kind: kind.name,
    })),
  );
};
