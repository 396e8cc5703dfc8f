import { resourceScreen } from '../../resources/resource-list-screen';
import { employeesResource } from './employees.resource';
import { storeAddressesResource } from './store-addresses.resource';
import { storeAreasResource } from './store-areas.resource';
import { storeSchedulesResource } from './store-schedules.resource';
import { storesResource } from './stores.resource';

export const StoreScreen = resourceScreen(storesResource);
export const StoreAddressScreen = resourceScreen(storeAddressesResource);
export const StoreScheduleScreen = resourceScreen(storeSchedulesResource);
export const StoreAreaScreen = resourceScreen(storeAreasResource);
export const EmployeeScreen = resourceScreen(employeesResource);
