export * from './define-resource';
export * from './fields';
export * from './resources';
export * from '../ministore/brand.resource';
export * from '../ministore/goods-tag.resource';
export * from '../ministore/goods-type-board.resource';
export * from '../ministore/goods-type-brand.resource';
export * from '../logistics/logistics.resource';
