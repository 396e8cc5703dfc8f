/** Authority keys of console.md §6 the engine guards its selectors with, spelt as written there. */
export const PLATFORM_AUTHORITY = {
  tenantQuery: 'PLATFROM_TENANT_QUERY',
  organQuery: 'PLATFROM_ORGAN_QUERY',
  organEdit: 'PLATFROM_ORGAN_EDIT',
} as const;
