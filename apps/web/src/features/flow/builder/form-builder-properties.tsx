import { Button, Checkbox, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { FlowFormFieldType } from '@retail/contract';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { formBuilderMessages } from './form-builder.i18n';
import {
  FIELD_TYPES,
  LANGUAGES,
  MAX_LABEL,
  MAX_OPTIONS,
  withLabelMode,
  type FieldDraft,
  type LabelDraft,
  type OptionDraft,
  type ProblemTarget,
} from './form-builder-model';

/** What the panel asks of the builder for the selected field. */
export type PropertyActions = {
  update: (patch: Partial<Pick<FieldDraft, 'key' | 'type' | 'required' | 'label'>>) => void;
  addOption: () => void;
  updateOption: (optionId: string, patch: Partial<Pick<OptionDraft, 'value' | 'label'>>) => void;
  removeOption: (optionId: string) => void;
  nudgeOption: (optionId: string, delta: -1 | 1) => void;
};

type Props = {
  field: FieldDraft | undefined;
  /** The problem text of a control of this field (the builder's check or the server's refusal). */
  problemAt: (target: ProblemTarget) => string | undefined;
  actions: PropertyActions;
};

/** Form.Item's look for a control with a problem: red, and the text under it. */
const status = (problem: string | undefined) =>
  problem ? { validateStatus: 'error' as const, help: problem } : {};

/** A label: one text for all languages, or zh, en and es; `id` prefixes the inputs' ids. */
const LabelEditor = ({
  id,
  label,
  name,
  nameIn,
  problemAt,
  onChange,
  testId,
}: {
  id: string;
  label: LabelDraft;
  /** The control's accessible name (one text) and per language. */
  name: string;
  nameIn: (language: string) => string;
  problemAt: (language?: (typeof LANGUAGES)[number]) => string | undefined;
  onChange: (label: LabelDraft) => void;
  testId: string;
}) => {
  const t = useMessages(formBuilderMessages);
  return (
    <Flex vertical gap={4}>
      <Radio.Group
        size="small"
        optionType="button"
        aria-label={name}
        value={label.perLanguage ? 'each' : 'one'}
        onChange={(event) => onChange(withLabelMode(label, event.target.value === 'each'))}
        data-testid={`${testId}-mode`}
        options={[
          { value: 'one', label: t('properties.oneText') },
          { value: 'each', label: t('properties.perLanguage') },
        ]}
      />
      {label.perLanguage ? (
        LANGUAGES.map((language) => {
          const languageName = t(`properties.languages.${language}`);
          return (
            <Form.Item
              key={language}
              label={languageName}
              htmlFor={`${id}-${language}`}
              style={{ marginBottom: 4 }}
              {...status(problemAt(language))}
            >
              <Input
                id={`${id}-${language}`}
                lang={language === 'zh' ? 'zh-CN' : language}
                aria-label={nameIn(languageName)}
                maxLength={MAX_LABEL}
                value={label[language]}
                data-testid={`${testId}-${language}`}
                onChange={(event) => onChange({ ...label, [language]: event.target.value })}
              />
            </Form.Item>
          );
        })
      ) : (
        <Form.Item style={{ marginBottom: 4 }} {...status(problemAt())}>
          <Input
            id={id}
            aria-label={name}
            maxLength={MAX_LABEL}
            value={label.text}
            data-testid={testId}
            onChange={(event) => onChange({ ...label, text: event.target.value })}
          />
        </Form.Item>
      )}
    </Flex>
  );
};

/** The selected field's properties: type, key, label, required and a select's options. */
export const FieldProperties = ({ field, problemAt, actions }: Props) => {
  const t = useMessages(formBuilderMessages);
  return (
    <section
      aria-label={t('properties.title')}
      style={{ flex: '1 1 280px', minWidth: 260 }}
      data-testid="form-builder-properties"
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('properties.title')}
      </Typography.Title>
      {!field ? (
        <Typography.Text type="secondary">{t('properties.none')}</Typography.Text>
      ) : (
        <Form layout="vertical" component="div" key={field.id}>
          <Form.Item label={t('properties.type')} htmlFor="form-builder-type">
            <Select<FlowFormFieldType>
              id="form-builder-type"
              aria-label={t('properties.type')}
              value={field.type}
              data-testid="form-builder-type"
              onChange={(type) => actions.update({ type })}
              options={FIELD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            />
          </Form.Item>
          <Form.Item
            label={t('properties.key')}
            htmlFor="form-builder-key"
            extra={problemAt('key') ? undefined : t('properties.keyHelp')}
            {...status(problemAt('key'))}
          >
            <Input
              id="form-builder-key"
              aria-label={t('properties.key')}
              maxLength={64}
              spellCheck={false}
              autoComplete="off"
              value={field.key}
              data-testid="form-builder-key"
              onChange={(event) => actions.update({ key: event.target.value.trim() })}
            />
          </Form.Item>
          <Form.Item
            label={t('properties.label')}
            htmlFor="form-builder-label"
            style={{ marginBottom: 12 }}
          >
            <LabelEditor
              id="form-builder-label"
              label={field.label}
              name={t('properties.label')}
              nameIn={(language) => t('properties.labelIn', { language })}
              problemAt={(language) => problemAt(language ? `label.${language}` : 'label')}
              onChange={(label) => actions.update({ label })}
              testId="form-builder-label"
            />
          </Form.Item>
          <Form.Item>
            <Checkbox
              checked={field.required}
              data-testid="form-builder-required"
              onChange={(event) => actions.update({ required: event.target.checked })}
            >
              {t('properties.required')}
            </Checkbox>
          </Form.Item>
          {field.type === 'select' && (
            <fieldset
              style={{ border: 0, padding: 0, margin: 0 }}
              data-testid="form-builder-options"
            >
              <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('properties.options')}</legend>
              {problemAt('options') && (
                <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
                  {problemAt('options')}
                </Typography.Text>
              )}
              <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {field.options.map((option, index) => {
                  const n = index + 1;
                  const valueProblem = problemAt(`option.${option.id}.value`);
                  const labelProblem = problemAt(`option.${option.id}.label`);
                  return (
                    <li
                      key={option.id}
                      data-testid="form-builder-option"
                      style={{
                        borderTop: index > 0 ? '1px solid rgba(0,0,0,0.06)' : undefined,
                        paddingTop: 8,
                      }}
                    >
                      <Flex gap={4} align="start">
                        <Form.Item
                          style={{ flex: '0 0 96px', marginBottom: 4 }}
                          {...status(valueProblem)}
                        >
                          <Input
                            aria-label={t('properties.optionValue', { n })}
                            placeholder={t('properties.optionValue', { n })}
                            maxLength={MAX_LABEL}
                            value={option.value}
                            data-testid={`form-builder-option-value-${String(index)}`}
                            onChange={(event) =>
                              actions.updateOption(option.id, { value: event.target.value })
                            }
                          />
                        </Form.Item>
                        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
                          <LabelEditor
                            id={`form-builder-option-${option.id}`}
                            label={option.label}
                            name={t('properties.optionLabel', { n })}
                            nameIn={(language) => t('properties.optionLabelIn', { n, language })}
                            problemAt={() => labelProblem}
                            onChange={(label) => actions.updateOption(option.id, { label })}
                            testId={`form-builder-option-label-${String(index)}`}
                          />
                        </div>
                        <Flex vertical>
                          <Button
                            size="small"
                            type="text"
                            icon={<ArrowUpOutlined />}
                            disabled={index === 0}
                            aria-label={t('properties.moveOptionUp', { n })}
                            title={t('properties.moveOptionUp', { n })}
                            onClick={() => actions.nudgeOption(option.id, -1)}
                          />
                          <Button
                            size="small"
                            type="text"
                            icon={<ArrowDownOutlined />}
                            disabled={index === field.options.length - 1}
                            aria-label={t('properties.moveOptionDown', { n })}
                            title={t('properties.moveOptionDown', { n })}
                            onClick={() => actions.nudgeOption(option.id, 1)}
                          />
                          <Button
                            size="small"
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('properties.removeOption', { n })}
                            title={t('properties.removeOption', { n })}
                            data-testid={`form-builder-option-remove-${String(index)}`}
                            onClick={() => actions.removeOption(option.id)}
                          />
                        </Flex>
                      </Flex>
                    </li>
                  );
                })}
              </ol>
              <Button
                icon={<PlusOutlined />}
                disabled={field.options.length >= MAX_OPTIONS}
                data-testid="form-builder-option-add"
                onClick={actions.addOption}
              >
                {t('properties.addOption')}
              </Button>
            </fieldset>
          )}
        </Form>
      )}
    </section>
  );
};
