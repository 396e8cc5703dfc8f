import { resourceScreen } from '../../resources/resource-list-screen';
import {
  employeesResource,
  storeAreasResource,
  storeSchedulesResource,
} from './store-records.resource';
import { storesResource } from './stores.resource';

export const StoreScreen = resourceScreen(storesResource);
export const StoreScheduleScreen = resourceScreen(storeSchedulesResource);
export const StoreAreaScreen = resourceScreen(storeAreasResource);
export const EmployeeScreen = resourceScreen(employeesResource);
