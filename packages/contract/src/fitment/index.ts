export * from './fitment-resources';
export * from './fitment.resource';
