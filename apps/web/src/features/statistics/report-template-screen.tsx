import { Checkbox, Form } from 'antd';
import {
  metricsOf,
  parseMetrics,
  REPORT_METRIC_LABELS,
  reportTemplateResource,
  type Resource,
  subjectOfValue,
} from '@retail/contract';
import { useLocale } from '../../lib/i18n';
import type { FieldInputProps } from '../../resources/define-resource';
import { registryResource } from '../../resources/registry-resource';
import { resourceScreen } from '../../resources/resource-list-screen';

/** The metrics of the subject chosen in the dialog, as a checklist (stored joined by commas). */
const MetricsInput = ({ value, onChange, label }: FieldInputProps) => {
  const locale = useLocale();
  const form = Form.useFormInstance();
  const subject = subjectOfValue(Number(Form.useWatch('subject', form) ?? 1)) ?? 'trade';
  const allowed = metricsOf(subject);
  const chosen = parseMetrics(typeof value === 'string' ? value : '').filter((metric) =>
    (allowed as string[]).includes(metric),
  );
  return (
    <Checkbox.Group
      aria-label={label}
      data-testid="report-metrics"
      value={chosen}
      options={allowed.map((metric) => ({
        value: metric,
        label: REPORT_METRIC_LABELS[locale][metric],
      }))}
      onChange={(checked) => onChange?.(checked.join(','))}
    />
  );
};

/** The metric codes of a row, named in the reader's language. */
const MetricsCell = ({ value }: { value: unknown }) => {
  const locale = useLocale();
  const labels = REPORT_METRIC_LABELS[locale] as Record<string, string>;
  return (
    <>
      {parseMetrics(String(value ?? ''))
        .map((metric) => labels[metric] ?? metric)
        .join(', ')}
    </>
  );
};

/** /staticsTemplate/index: report templates; "Run" writes the report into my exports. */
export const ReportTemplateScreen = resourceScreen(
  registryResource(reportTemplateResource as unknown as Resource, {
    fields: {
      metrics: { input: MetricsInput, render: (value) => <MetricsCell value={value} /> },
    },
  }),
);
