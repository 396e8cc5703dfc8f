import { deviceResource, type Resource } from '@retail/contract';
import { registryResource } from '../../resources/registry-resource';
import { resourceScreen } from '../../resources/resource-list-screen';
import { DeviceSecretAction } from './device-secret';

/** The registry's device screen with a "new secret" button on each row. */
export const DeviceScreen = resourceScreen({
  ...registryResource(deviceResource as unknown as Resource),
  rowActions: DeviceSecretAction,
});
