import { resources } from '@retail/contract';
import { loadDictionary } from '../../resources/after-login';
import { registryResource } from '../../resources/registry-resource';
import { resourceScreen } from '../../resources/resource-list-screen';
import { authoritiesResource } from './authorities.resource';
import { organsResource } from './organs.resource';
import { rolesResource } from './roles.resource';
import { usersResource } from './users.resource';

export const UserScreen = resourceScreen(usersResource);
export const RoleScreen = resourceScreen(rolesResource);
export const AuthorityScreen = resourceScreen(authoritiesResource);
/**
 * The dictionary is a registry resource (dictionary.resource.ts in the contract); its screen is
 * the generic one, and selects and the error map read the session's dictionary, so it is loaded
 * again after every change.
 */
export const DictionaryScreen = resourceScreen(
  registryResource(resources.dictionary, {
    afterChange: () => void loadDictionary().catch(() => undefined),
  }),
);
export const OrganScreen = resourceScreen(organsResource);
