import { defineScreens } from '../../lib/screen-table';

/** Specification and category-property screens by their authority node url (authority-tree.ts). */
export const goodsSpecificationScreens = defineScreens({
  '/goodsSpecificationGroup/index': async () =>
    (await import('./specification-screens')).SpecificationGroupScreen,
  '/goodsSpecification/index': async () =>
    (await import('./specification-screens')).SpecificationScreen,
  '/goodsSpecificationItem/index': async () =>
    (await import('./specification-screens')).SpecificationItemScreen,
  '/goodsTypeProps/index': async () => (await import('./type-props-screen')).TypePropsScreen,
  '/goodsTypePropsValue/index': async () =>
    (await import('./specification-screens')).TypePropsValueScreen,
});
