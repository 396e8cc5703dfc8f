import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Audit, Owned } from './schema-columns';
import type { GoodsDatabase } from './schema-goods';
import type { GoodsSkuDatabase } from './schema-goods-sku';
import type { SpecificationDatabase } from './schema-specification';

/** Organisation types: 0 platform, 1 tenant, 2 organisation below a tenant. */
export type OrganType = 0 | 1 | 2;

export type OrganTable = Audit & {
  id: Generated<number>;
  parentId: number | null;
  organName: string;
  organPath: string;
  type: number;
  tenantId: number;
  /** The row's own id for organisations (the owner column every owned table has). */
  organId: number;
  sort: number;
  remark: string | null;
};

export type UserTable = Audit &
  Owned & {
    id: Generated<number>;
    userName: string;
    passwordHash: string;
    name: string;
    avatar: string | null;
    introduction: string | null;
    /** 1 enabled, 0 disabled (integers: SQLite has no boolean). */
    enabled: number;
  };

export type RoleTable = Audit &
  Owned & {
    id: Generated<number>;
    name: string;
    code: string;
  };

export type AuthorityTable = Audit & {
  id: Generated<number>;
  parentId: number | null;
  name: string;
  icon: string | null;
  url: string | null;
  /** 1 directory, 2 menu, 3 button. */
  type: number;
  code: string;
  sort: number;
  /** 1 hidden from the menu (still routable), 0 shown. */
  hidden: number;
};

export type UserRoleTable = { userId: number; roleId: number };
export type RoleAuthorityTable = { roleId: number; authorityId: number };

/** Times are epoch milliseconds. */
export type SessionTable = {
  jti: string;
  userId: number;
  expiresAt: number;
  revokedAt: number | null;
  createdAt: number;
  /** The address and browser the session was opened from (null before migration 0140). */
  ip: string | null;
  userAgent: string | null;
};

export type CaptchaTable = { uuid: string; answerHash: string; expiresAt: number };

/** A route switched off (or on again) at the gateway: who, when, why. */
export type GatewaySwitchTable = {
  method: string;
  path: string;
  enabled: number;
  reason: string | null;
  updateBy: string | null;
  updateDate: string | null;
};

export type LoginFailureTable = { id: Generated<number>; userName: string; ip: string; at: number };

/** Dictionary entry (console.md §3); rows of the platform organisation are platform-wide. */
export type DictionaryTable = Audit &
  Owned & {
    id: Generated<number>;
    bigType: string;
    parentId: number | null;
    value: string;
    desc: string;
    sorted: number;
    remark: string | null;
  };

/** A setting at one scope; `userId` is 0 outside the user scope. */
export type SystemSettingTable = Audit &
  Owned & {
    id: Generated<number>;
    scope: string;
    userId: number;
    settingKey: string;
    value: string;
  };

export type TodoItemTable = Audit &
  Owned & {
    id: Generated<number>;
    userId: number;
    title: string;
    /** 1 done, 0 open. */
    done: number;
    doneDate: string | null;
  };

export type ExportJobTable = Audit &
  Owned & {
    id: Generated<number>;
    userId: number;
    endpoint: string;
    fileName: string;
    status: string;
    progress: number;
    rowCount: number | null;
    fileSize: number | null;
    reason: string | null;
    locale: string;
    filePath: string | null;
    finishDate: string | null;
  };

/** A stored file; its bytes live in the object store under `objectKey`. */
export type FileTable = Audit &
  Owned & {
    id: Generated<number>;
    fileName: string;
    objectKey: string;
    thumbnailKey: string | null;
    contentType: string;
    fileSize: number;
    width: number | null;
    height: number | null;
    /** Storage driver that holds the bytes: `local` or `s3`. */
    sysId: string;
    bucket: string | null;
    endpoint: string | null;
    uploadTime: string;
  };

export type FileFolderTable = Audit &
  Owned & {
    id: Generated<number>;
    parentId: number | null;
    name: string;
    code: string | null;
    features: string | null;
    sorted: number;
    status: number;
    remark: string | null;
    isDeleted: number;
  };

export type FolderFileLinkTable = Audit &
  Owned & {
    id: Generated<number>;
    fileFolderId: number;
    fileId: number;
    status: number;
  };

export type StoreAddressTable = Audit &
  Owned & {
    id: Generated<number>;
    province: string | null;
    city: string;
    district: string | null;
    detail: string;
    contact: string | null;
    phone: string | null;
  };

export type StoreTable = Audit &
  Owned & {
    id: Generated<number>;
    storeName: string;
    logo: string | null;
    star: Generated<number>;
    avgSendTime: number | null;
    city: string | null;
    latitude: number | null;
    longitude: number | null;
    remark: string | null;
    addressId: number | null;
    /** 1 enabled, 0 disabled. */
    enable: Generated<number>;
  };

/** One opening period of a store on a weekday (1 Monday … 7 Sunday), `HH:mm`. */
export type StoreScheduleTable = Audit &
  Owned & {
    id: Generated<number>;
    storeId: number;
    weekday: number;
    openTime: string;
    closeTime: string;
    remark: string | null;
  };

export type StoreAreaTable = Audit &
  Owned & {
    id: Generated<number>;
    storeId: number;
    areaName: string;
    radius: number;
    enable: Generated<number>;
    remark: string | null;
  };

export type StoreEmployeeTable = Audit &
  Owned & {
    id: Generated<number>;
    storeId: number;
    userId: number;
    position: string;
    enable: Generated<number>;
    remark: string | null;
  };

/** Moved by triggers on every change of what it counts (0014-change-counters). */
export type ChangeCounterTable = {
  name: string;
  version: number;
};

export type Database = GoodsDatabase &
  SpecificationDatabase &
  GoodsSkuDatabase & {
    organ: OrganTable;
    user: UserTable;
    role: RoleTable;
    authority: AuthorityTable;
    userRole: UserRoleTable;
    roleAuthority: RoleAuthorityTable;
    session: SessionTable;
    captcha: CaptchaTable;
    gatewaySwitch: GatewaySwitchTable;
    loginFailure: LoginFailureTable;
    dictionary: DictionaryTable;
    systemSetting: SystemSettingTable;
    todoItem: TodoItemTable;
    exportJob: ExportJobTable;
    file: FileTable;
    fileFolder: FileFolderTable;
    folderFileLink: FolderFileLinkTable;
    storeAddress: StoreAddressTable;
    store: StoreTable;
    storeSchedule: StoreScheduleTable;
    storeArea: StoreAreaTable;
    storeEmployee: StoreEmployeeTable;
    changeCounter: ChangeCounterTable;
  };

export type Organ = Selectable<OrganTable>;
export type NewOrgan = Insertable<OrganTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Role = Selectable<RoleTable>;
export type Authority = Selectable<AuthorityTable>;
export type Session = Selectable<SessionTable>;
