import { resourceScreen } from '../../resources/resource-list-screen';
import { authoritiesResource } from './authorities.resource';
import { dictionaryResource } from './dictionary.resource';
import { organsResource } from './organs.resource';
import { rolesResource } from './roles.resource';
import { usersResource } from './users.resource';

export const UserScreen = resourceScreen(usersResource);
export const RoleScreen = resourceScreen(rolesResource);
export const AuthorityScreen = resourceScreen(authoritiesResource);
export const DictionaryScreen = resourceScreen(dictionaryResource);
export const OrganScreen = resourceScreen(organsResource);
