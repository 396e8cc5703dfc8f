export * from './payment-menu';
export * from './merchant.resource';
export * from './channel.resource';
export * from './order.resource';
export * from './transfer.resource';
export * from './mch-notify.resource';
export * from './pay-api.endpoints';
export * from './payment.messages';
