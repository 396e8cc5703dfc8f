import { deviceResource, type Resource } from '@retail/contract';
import { RegistryActions } from '../../resources/registry-actions';
import { registryResource } from '../../resources/registry-resource';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { resourceScreen } from '../../resources/resource-list-screen';
import { DeviceEventsAction } from './device-events';
import { DeviceSecretAction } from './device-secret';

const declared = deviceResource as unknown as Resource;
/** The declared actions' buttons (send a remote command). */
const DeclaredActions = RegistryActions(declared);

/** A device row's buttons beyond edit and remove: its events, a new secret, a command. */
const DeviceRowActions = (props: ResourceActionsProps) => (
  <>
    <DeviceEventsAction {...props} />
    <DeviceSecretAction {...props} />
    <DeclaredActions {...props} />
  </>
);

/** The registry's device screen with the events, "new secret" and command buttons on each row. */
export const DeviceScreen = resourceScreen({
  ...registryResource(declared),
  rowActions: DeviceRowActions,
});
