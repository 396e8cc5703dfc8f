import { deviceResource, type Resource } from '@retail/contract';
import { registryResource } from '../../resources/registry-resource';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { resourceScreen } from '../../resources/resource-list-screen';
import { DeviceEventsAction } from './device-events';
import { DeviceSecretAction } from './device-secret';

/** A device row's buttons beyond edit and remove: its events, a new secret. */
const DeviceRowActions = (props: ResourceActionsProps) => (
  <>
    <DeviceEventsAction {...props} />
    <DeviceSecretAction {...props} />
  </>
);

/** The registry's device screen with the events and "new secret" buttons on each row. */
export const DeviceScreen = resourceScreen({
  ...registryResource(deviceResource as unknown as Resource),
  rowActions: DeviceRowActions,
});
