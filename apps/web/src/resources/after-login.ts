import { useEffect } from 'react';
import { ORGAN_QUERY_MODEL_KEY, settingValue } from '@retail/contract';
import { call } from '../lib/api';
import { isVisible } from '../lib/permission';
import { getSession, useSession } from '../lib/session-store';
import { shellEndpoints } from '../lib/shell-endpoints';
import { PLATFORM_AUTHORITY } from './authority-keys';
import { sessionStore } from '../lib/storage';
import { setDictionary } from './dictionary-store';
import { applyOrganQueryModeSetting } from './organ-query-mode';
import { organTree, tenantList } from './organ-store';

/** console.md §4: the dictionary loads 1 s after login, the organisation tree 1.2 s after. */
export const DICTIONARY_LOAD_DELAY_MS = 1000;
export const ORGAN_TREE_LOAD_DELAY_MS = 1200;

/** The dictionary load's body (§4): organId, sys=1, organPath, tenantId, ordered by u.sorted ascending. */
export const dictionaryLoadBody = () => {
  const { organId, organPath, tenantId } = getSession();
  return {
    ...(organId !== null ? { organId } : {}),
    ...(organPath !== null ? { organPath } : {}),
    ...(tenantId !== null ? { tenantId } : {}),
    sys: 1 as const,
    orderBy: 'u.sorted' as const,
    order: 'asc' as const,
  };
};

/** The dictionary (and the error map built from it), then the settings that shape list screens. */
export const loadDictionary = async (): Promise<void> => {
  setDictionary(
    await call(shellEndpoints.dictionary.referencedList, {
      body: dictionaryLoadBody(),
      quiet: true,
    }),
  );
  const settings = await call(shellEndpoints.systemSetting.query, { body: {}, quiet: true });
  applyOrganQueryModeSetting(settingValue(settings, ORGAN_QUERY_MODEL_KEY));
};

/**
 * The identity part of the organisation calls (§4: organId, organPath, tenantId). The server
 * reads tenantId as "this tenant only"; platform staff (PLATFROM_TENANT_QUERY) work across
 * tenants, so for them the tree is everything below their organisation.
 */
export const organLoadBody = () => {
  const { organId, organPath, tenantId } = getSession();
  const acrossTenants = isVisible(PLATFORM_AUTHORITY.tenantQuery);
  return {
    ...(organId !== null ? { organId } : {}),
    ...(organPath !== null ? { organPath } : {}),
    ...(tenantId !== null && !acrossTenants ? { tenantId } : {}),
  };
};

/** The organisation tree and the tenant options of the session. */
export const loadOrganTree = async (): Promise<void> => {
  const [tree, tenants] = await Promise.all([
    call(shellEndpoints.organ.subordinate, { body: organLoadBody(), quiet: true }),
    call(shellEndpoints.organ.tenantList, { body: organLoadBody(), quiet: true }),
  ]);
  organTree.set(tree);
  tenantList.set(tenants);
};

/** Runs a load and ignores its failure: the screens still work, with fewer labels. */
const quietly = (load: () => Promise<void>) => () => void load().catch(() => undefined);

/**
 * After login: the dictionary after 1 s, the organisation tree after 1.2 s, once per session
 * (the lists are session values, so a reload of the tab keeps them). Mount once inside the
 * logged-in layout; screens that change them load them again themselves.
 */
export const useAfterLoginLoads = (): void => {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (sessionStore.get('dictionaryList') === null)
      timers.push(setTimeout(quietly(loadDictionary), DICTIONARY_LOAD_DELAY_MS));
    if (sessionStore.get('organList') === null || sessionStore.get('tenantList') === null)
      timers.push(setTimeout(quietly(loadOrganTree), ORGAN_TREE_LOAD_DELAY_MS));
    return () => timers.forEach(clearTimeout);
  }, [token]);
};
