/** The owner and audit fields every tenant record carries, as the server lists them. */
export const ownedRecord = {
  tenantId: 10,
  organId: 11,
  organPath: '/1/10/11/',
  createBy: 'ada',
  createDate: '2026-11-23 10:00:00',
  updateBy: 'ada',
  updateDate: '2026-11-23 10:00:00',
} as const;
