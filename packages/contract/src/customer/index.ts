export * from './customer-menu';
export * from './customer.messages';
export * from './member-level.resource';
