import { storeAreaResource } from '@retail/contract';
import { registryResource } from '../../resources/registry-resource';
import { StoreIdInput } from './store-inputs';

/**
 * Delivery areas (/storeArea/index): the registry's resource, with the store chosen in the store
 * chooser instead of a plain list.
 */
export const storeAreasResource = registryResource(storeAreaResource, {
  fields: { storeId: { input: StoreIdInput, filterInput: StoreIdInput } },
});
