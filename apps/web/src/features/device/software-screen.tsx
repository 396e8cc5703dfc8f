import { type Resource, softwareResource } from '@retail/contract';
import { registryResource } from '../../resources/registry-resource';
import { resourceScreen } from '../../resources/resource-list-screen';
import { SoftwareFileInput } from './software-file-input';

/** The registry's software package screen, its file chosen by an upload. */
export const SoftwareScreen = resourceScreen(
  registryResource(softwareResource as unknown as Resource, {
    fields: { fileId: { input: SoftwareFileInput } },
  }),
);
