export * from './vending-menu';
export * from './device-aisle.resource';
export * from './aisle-template.resource';
export * from './replenishment.resource';
export * from './vending-gateway.endpoints';
export * from './vending.messages';
export * from './vending-report.endpoints';
