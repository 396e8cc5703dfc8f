import {
  authEndpoints,
  dictionaryEndpoints,
  organEndpoints,
  statisticsEndpoints,
  systemSettingEndpoints,
} from '@retail/contract';
import { outlinesOf } from './endpoint-outline';

/**
 * The endpoints the login screen, the shell (its loads after login) and the dashboard call, as
 * outlines (method, path, kind: endpoint-outline.ts), typed from the contract's definitions.
 *
 * Evaluated at build time (`build-time-data.ts`, vite.config.ts): the build ships these values as
 * literals, without the definitions' zod schemas, so /login, the shell and the dashboard load no
 * zod (bench/README.md, Console weight). Export plain data only. In the dev server, the unit
 * tests and the type checker it is this module as written.
 */
export const shellEndpoints = {
  auth: outlinesOf(authEndpoints),
  dictionary: outlinesOf(dictionaryEndpoints),
  organ: outlinesOf(organEndpoints),
  statistics: outlinesOf(statisticsEndpoints),
  systemSetting: outlinesOf(systemSettingEndpoints),
};
