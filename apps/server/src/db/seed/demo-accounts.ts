/**
 * The demo accounts SEED=demo creates (fixed passwords, for trying the product and for the
 * browser tests). This module imports nothing, so that the README and e2e can cite it.
 */
export type DemoRoleCode = 'tenant-admin' | 'store-operator';

export type DemoAccount = {
  userName: string;
  password: string;
  name: string;
  role: DemoRoleCode;
  /** Name of the tenant organisation the account belongs to. */
  tenant: string;
  /** Name of the organisation the account sits in (the tenant itself for tenant administrators). */
  organ: string;
};

export type DemoOrgan = { name: string; children: DemoOrgan[] };
export type DemoTenant = { name: string; organs: DemoOrgan[] };

export const DEMO_TENANTS: DemoTenant[] = [
  {
    name: 'Sunrise Retail',
    organs: [
      { name: 'Sunrise Downtown', children: [{ name: 'Sunrise Downtown Kiosk', children: [] }] },
      { name: 'Sunrise Uptown', children: [] },
    ],
  },
  {
    name: 'Harbour Mart',
    organs: [
      { name: 'Harbour Pier Store', children: [] },
      { name: 'Harbour Station Store', children: [] },
    ],
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userName: 'sunrise.admin',
    password: 'Sunrise#Admin1',
    name: 'Sunrise Administrator',
    role: 'tenant-admin',
    tenant: 'Sunrise Retail',
    organ: 'Sunrise Retail',
  },
  {
    userName: 'sunrise.store',
    password: 'Sunrise#Store1',
    name: 'Sunrise Store Operator',
    role: 'store-operator',
    tenant: 'Sunrise Retail',
    organ: 'Sunrise Downtown',
  },
  {
    userName: 'sunrise.uptown',
    password: 'Sunrise#Uptown1',
    name: 'Sunrise Uptown Operator',
    role: 'store-operator',
    tenant: 'Sunrise Retail',
    organ: 'Sunrise Uptown',
  },
  {
    userName: 'harbour.admin',
    password: 'Harbour#Admin1',
    name: 'Harbour Administrator',
    role: 'tenant-admin',
    tenant: 'Harbour Mart',
    organ: 'Harbour Mart',
  },
  {
    userName: 'harbour.store',
    password: 'Harbour#Store1',
    name: 'Harbour Store Operator',
    role: 'store-operator',
    tenant: 'Harbour Mart',
    organ: 'Harbour Pier Store',
  },
  {
    userName: 'harbour.station',
    password: 'Harbour#Station1',
    name: 'Harbour Station Operator',
    role: 'store-operator',
    tenant: 'Harbour Mart',
    organ: 'Harbour Station Store',
  },
];
