export * from './define-resource';
export * from './fields';
export * from './resources';
export * from '../ministore/brand.resource';
export * from '../ministore/goods-tag.resource';
export * from '../logistics/logistics.resource';
