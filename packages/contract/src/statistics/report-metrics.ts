// Report templates (issue 19, domains.md §8): what a template may count. The table below is the
// one place the subjects, their metrics and their groupings are declared; the server's queries
// and the console's checklist both read it, and a subject missing from it is a type error.

export const REPORT_SUBJECTS = ['trade', 'product', 'member', 'device', 'stock'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
/** The stored values of the template's subject (1 trade … 5 stock). */
export const REPORT_SUBJECT_VALUES = [1, 2, 3, 4, 5] as const;
export const subjectOfValue = (value: number): ReportSubject | undefined =>
  REPORT_SUBJECTS[value - 1];

/** Time buckets of a report: 1 day, 2 week (starting Monday), 3 month. */
export const REPORT_PERIODS = [1, 2, 3] as const;
export const REPORT_PERIOD = { day: 1, week: 2, month: 3 } as const;

/** The optional second grouping: 0 none, 1 store, 2 device, 3 SKU, 4 pay way. */
export const REPORT_GROUPS = [0, 1, 2, 3, 4] as const;
export const REPORT_GROUP = { none: 0, store: 1, device: 2, sku: 3, payWay: 4 } as const;
export type ReportGroup = keyof typeof REPORT_GROUP;

/** A metric is a count or an amount of money (integer cents; yuan in the Excel file). */
export type MetricKind = 'count' | 'money';

export type SubjectMetrics = {
  metrics: Readonly<Record<string, MetricKind>>;
  /** The groupings besides time this subject has. */
  groups: readonly Exclude<ReportGroup, 'none'>[];
};

export const REPORT_METRICS = {
  trade: {
    metrics: {
      paidCount: 'count',
      paidAmount: 'money',
      refundCount: 'count',
      refundAmount: 'money',
    },
    groups: ['store', 'payWay'],
  },
  product: {
    metrics: { soldQuantity: 'count', soldAmount: 'money', orderCount: 'count' },
    groups: ['store', 'sku'],
  },
  member: {
    metrics: { newCustomers: 'count', pointsEarned: 'count', pointsSpent: 'count' },
    groups: [],
  },
  device: {
    metrics: { saleCount: 'count', saleQuantity: 'count', saleAmount: 'money' },
    groups: ['device'],
  },
  stock: {
    metrics: { onHand: 'count', reserved: 'count', available: 'count' },
    groups: ['store', 'sku'],
  },
} as const satisfies Record<ReportSubject, SubjectMetrics>;

export type ReportMetric = {
  [S in ReportSubject]: keyof (typeof REPORT_METRICS)[S]['metrics'] & string;
}[ReportSubject];

/** The metric codes of a subject, in their declared order. */
export const metricsOf = (subject: ReportSubject): ReportMetric[] =>
  Object.keys(REPORT_METRICS[subject].metrics) as ReportMetric[];

/** The group codes a subject allows (none always). */
export const groupsOf = (subject: ReportSubject): number[] => [
  REPORT_GROUP.none,
  ...(REPORT_METRICS[subject].groups as readonly ReportGroup[]).map((group) => REPORT_GROUP[group]),
];

/** A template's metrics are stored as their codes joined by commas. */
export const parseMetrics = (stored: string | null | undefined): string[] =>
  (stored ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
