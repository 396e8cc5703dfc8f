export * from './customer-menu';
export * from './customer.messages';
export * from './member-level.resource';
export * from './customer.resource';
export * from './customer-ledger.resource';
export * from './customer-address.resource';
export * from './point-config.resource';
export * from './customer-activity.resource';
