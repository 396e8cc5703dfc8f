import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import type { Locale } from '@retail/contract';
import { WidgetBlock } from '../../core/block';
import { MUTED_TEXT, PRICE_RED, readableTheme } from '../../core/colours';
import { useRenderContext } from '../../core/context';
import type { WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import type { PageFormField, PageFormProps } from './page-form.props';

type Label = PageFormField['label'];
const labelIn = (label: Label, locale: Locale): string =>
  typeof label === 'string' ? label : label[locale] || label.zh;

const controlStyle: CSSProperties = {
  width: '100%',
  boxSizing: 'border-box',
  padding: '8px 10px',
  border: '1px solid #ccc',
  borderRadius: 4,
  font: 'inherit',
  fontSize: 14,
  background: '#fff',
};

type Values = Record<string, string>;
type Sending = 'idle' | 'sending' | 'done';

/** The values to send: empty ones left out, numbers as numbers. */
const valuesToSend = (fields: readonly PageFormField[], values: Values) => {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    const value = (values[field.key] ?? '').trim();
    if (value === '') continue;
    const option = field.options.find((o) => String(o.value) === value);
    out[field.key] =
      field.type === 'number' && Number.isFinite(Number(value))
        ? Number(value)
        : option
          ? option.value
          : value;
  }
  return out;
};

const FieldControl = ({
  field,
  id,
  value,
  invalid,
  locale,
  onChange,
}: {
  field: PageFormField;
  id: string;
  value: string;
  invalid: boolean;
  locale: Locale;
  onChange: (value: string) => void;
}) => {
  const common = {
    id,
    name: field.key,
    value,
    required: field.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
    style: controlStyle,
  };
  if (field.type === 'textarea')
    return <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />;
  if (field.type === 'select')
    return (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="" />
        {field.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {labelIn(option.label, locale)}
          </option>
        ))}
      </select>
    );
  const type = field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text';
  return (
    <input
      {...common}
      type={type}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
};

/**
 * The page form's body, loaded by its view when a page has one (page-form.view.tsx), so that
 * pages without a form do not carry it. A form of the console's form builder on a custom page: its fields as the form defines them
 * (required, type, options), checked here before sending and again by the server, whose refusal
 * is shown on the field it names. In the builder it is drawn but never sent.
 */
export const PageFormBody = ({ id, style, params, data }: WidgetViewProps<PageFormProps>) => {
  const t = useWidgetText();
  const { locale, mode, dispatch } = useRenderContext();
  const live = mode !== 'preview';
  const base = useId();
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending>('idle');
  const title = params.title || data.formName;

  if (sending === 'done')
    return (
      <WidgetBlock itemStyle={style}>
        <p role="status" style={{ margin: 0, fontSize: 14 }}>
          {params.successText || t('pageForm.done')}
        </p>
      </WidgetBlock>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!live || sending === 'sending') return;
    const missing: Record<string, string> = {};
    for (const field of data.fields)
      if (field.required && (values[field.key] ?? '').trim() === '')
        missing[field.key] = t('pageForm.required', { label: labelIn(field.label, locale) });
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    setSending('sending');
    dispatch({
      type: 'form-submit',
      widgetId: id,
      formId: params.formId,
      values: valuesToSend(data.fields, values),
      done: (outcome) => {
        if (outcome.ok) {
          setSending('done');
          return;
        }
        setSending('idle');
        const key = outcome.field?.replace(/^values\./, '') ?? '';
        if (data.fields.some((field) => field.key === key)) setErrors({ [key]: outcome.message });
        else setFailure(outcome.message);
      },
    });
  };

  return (
    <WidgetBlock itemStyle={style}>
      <form noValidate onSubmit={submit} aria-label={title || t('pageForm.name')}>
        {title && <h2 style={{ margin: '0 0 12px', fontSize: 16 }}>{title}</h2>}
        {data.fields.length === 0 && (
          <p style={{ margin: '0 0 12px', fontSize: 13, color: MUTED_TEXT }}>
            {params.formId > 0
              ? t('pageForm.fieldsLater', { id: params.formId })
              : t('pageForm.noForm')}
          </p>
        )}
        {data.fields.map((field) => {
          const fieldId = `${base}-${field.key}`;
          const error = errors[field.key];
          return (
            <div key={field.key} style={{ marginBottom: 12 }}>
              <label htmlFor={fieldId} style={{ display: 'block', fontSize: 14, marginBottom: 4 }}>
                {labelIn(field.label, locale)}
                {field.required && (
                  <span aria-hidden="true" style={{ color: PRICE_RED }}>
                    {' '}
                    *
                  </span>
                )}
              </label>
              <FieldControl
                field={field}
                id={fieldId}
                value={values[field.key] ?? ''}
                invalid={error !== undefined}
                locale={locale}
                onChange={(value) => setValues((now) => ({ ...now, [field.key]: value }))}
              />
              {error && (
                <p
                  id={`${fieldId}-error`}
                  style={{ margin: '4px 0 0', fontSize: 12, color: PRICE_RED }}
                >
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {failure && (
          <p role="alert" style={{ margin: '0 0 8px', fontSize: 13, color: PRICE_RED }}>
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={!live || data.fields.length === 0 || sending === 'sending'}
          aria-busy={sending === 'sending' || undefined}
          style={{
            width: '100%',
            padding: '10px 0',
            border: 0,
            borderRadius: 4,
            background: readableTheme(style.theme),
            color: '#fff',
            fontSize: 15,
          }}
        >
          {params.submitText || t('pageForm.submit')}
        </button>
      </form>
    </WidgetBlock>
  );
};
