import { employeeResource, storeAreaResource, storeScheduleResource } from '@retail/contract';
import { registryResource } from '../../resources/registry-resource';
import { StoreIdInput, UserSelect } from './store-inputs';

// A store's records on the registry, with the store chosen in the store chooser instead of a
// plain list (searching and editing alike).
const storeChosen = { storeId: { input: StoreIdInput, filterInput: StoreIdInput } };

/** Delivery areas (/storeArea/index). */
export const storeAreasResource = registryResource(storeAreaResource, { fields: storeChosen });

/** Opening hours (/storeSchedule/index): periods per weekday that never overlap. */
export const storeSchedulesResource = registryResource(storeScheduleResource, {
  fields: storeChosen,
});

/** Employees (/employee/index): the user searched among those of the caller's scope by name. */
export const employeesResource = registryResource(employeeResource, {
  fields: { ...storeChosen, userId: { input: UserSelect, filterInput: UserSelect } },
});
