import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Modal, Select, Spin, Typography } from 'antd';
import { FileAddOutlined, SaveOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { endpoints, flowableTaskFormResource, type FlowFormFieldType } from '@retail/contract';
import { call } from '../../../lib/api';
import { ApiError } from '../../../lib/http';
import { useLocale } from '../../../lib/i18n';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { Authorized, useAuthority } from '../../../lib/permission';
import { FlowFormFields } from '../form/flow-form-fields';
import { FLOW_PATHS } from '../flow-paths';
import { FieldCanvas, FieldPalette, fieldName, type CanvasActions } from './form-builder-canvas';
import { formBuilderMessages } from './form-builder.i18n';
import {
  addField,
  addOption,
  contentText,
  emptyBuilder,
  moveField,
  nudgeOption,
  openContent,
  previewContent,
  refusalTarget,
  removeField,
  removeOption,
  selectField,
  updateField,
  updateOption,
  validateFields,
  type BuilderState,
  type Problem,
  type ProblemTarget,
} from './form-builder-model';
import { FieldProperties, type PropertyActions } from './form-builder-properties';

/** A task form record as the builder reads and writes it. */
export type TaskFormRecord = {
  id: number;
  formName: string;
  formContent: string;
  remark?: string | null;
};

const FORMS_KEY = ['form-builder-forms'] as const;
const formKey = (id: number) => ['form-builder-form', id] as const;

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Every task form in the caller's scope (Open, and the one a `?id=` names). */
const listForms = async (): Promise<TaskFormRecord[]> =>
  (await call(endpoints.flowableTaskForm.queryForList, { body: {} })) as TaskFormRecord[];

/** The server's refusal: on the control it names, else for the whole form. */
type Refusal = { message: string; fieldId?: string; target?: ProblemTarget };

const SaveAsDialog = ({
  open,
  initialName,
  saving,
  onCancel,
  onSave,
}: {
  open: boolean;
  initialName: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (name: string) => void;
}) => {
  const t = useMessages(formBuilderMessages);
  const [form] = Form.useForm<{ formName: string }>();
  return (
    <Modal
      open={open}
      title={t('saveAsTitle')}
      onCancel={onCancel}
      destroyOnHidden
      okText={t('saveAs')}
      okButtonProps={{ loading: saving, 'data-testid': 'form-builder-save-as-ok' }}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => onSave(values.formName.trim()))
          .catch(() => undefined)
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ formName: initialName }}
        preserve={false}
        onFinish={(values) => onSave(values.formName.trim())}
      >
        <Form.Item
          name="formName"
          label={t('formName')}
          rules={[
            { required: true, whitespace: true, message: t('formNameRequired') },
            { max: 100, message: t('formNameTooLong') },
          ]}
        >
          <Input autoFocus data-testid="form-builder-form-name" aria-label={t('formName')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** The builder on one form: a record's (saved back to it) or a new one. */
const Builder = ({ record, initial }: { record: TaskFormRecord | null; initial: BuilderState }) => {
  const t = useMessages(formBuilderMessages);
  const locale = useLocale();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayList = useAuthority(flowableTaskFormResource.codes.list);
  const [state, setState] = useState(initial);
  const [baseline, setBaseline] = useState(() => contentText(initial.fields));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const forms = useQuery({
    queryKey: FORMS_KEY,
    queryFn: listForms,
    enabled: mayList,
  });

  const problems = useMemo(() => validateFields(state.fields), [state.fields]);
  const problemCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const problem of problems)
      counts.set(problem.fieldId, (counts.get(problem.fieldId) ?? 0) + 1);
    if (refusal?.fieldId) counts.set(refusal.fieldId, (counts.get(refusal.fieldId) ?? 0) + 1);
    return counts;
  }, [problems, refusal]);
  const preview = useMemo(() => previewContent(state.fields, locale), [state.fields, locale]);
  const dirty = contentText(state.fields) !== baseline;
  const selected = state.fields.find((field) => field.id === state.selectedId);

  /** An edit: the server's last refusal no longer holds. */
  const edit = (change: (current: BuilderState) => BuilderState) => {
    setRefusal(null);
    setState(change);
  };
  const newTexts = (type: FlowFormFieldType) => ({
    label: t(`newLabel.${type}`),
    option: (n: number) => t('newOption', { n }),
  });
  const optionText = { option: (n: number) => t('newOption', { n }) };

  const canvasActions: CanvasActions = {
    add: (type, at) => edit((s) => addField(s, type, newTexts(type), at)),
    move: (id, to) => edit((s) => moveField(s, id, to)),
    remove: (id) => edit((s) => removeField(s, id)),
    select: (id) => setState((s) => selectField(s, id)),
  };
  const withSelected = (change: (s: BuilderState, id: string) => BuilderState) =>
    edit((s) => (s.selectedId ? change(s, s.selectedId) : s));
  const propertyActions: PropertyActions = {
    update: (patch) => withSelected((s, id) => updateField(s, id, patch, optionText)),
    addOption: () => withSelected((s, id) => addOption(s, id, optionText)),
    updateOption: (optionId, patch) =>
      withSelected((s, id) => updateOption(s, id, optionId, patch)),
    removeOption: (optionId) => withSelected((s, id) => removeOption(s, id, optionId)),
    nudgeOption: (optionId, delta) => withSelected((s, id) => nudgeOption(s, id, optionId, delta)),
  };

  const problemText = (problem: Problem) => t(`problems.${problem.code}`);
  const problemAt = (target: ProblemTarget): string | undefined => {
    if (!selected) return undefined;
    if (refusal?.fieldId === selected.id && refusal.target === target) return refusal.message;
    const found = problems.find((p) => p.fieldId === selected.id && p.target === target);
    return found && problemText(found);
  };

  /** Leaves the current form (New, Open) after asking when it has unsaved changes. */
  const leave = (go: () => void) => {
    if (!dirty) {
      go();
      return;
    }
    void modal.confirm({
      title: t('newForm'),
      content: t('confirmNew'),
      okButtonProps: { 'data-testid': 'form-builder-leave-ok' },
      onOk: go,
    });
  };

  /** Problems first: the first one's field is selected and nothing is sent. */
  const readyToSave = (): boolean => {
    const first = problems[0];
    if (!first) return true;
    setState((s) => selectField(s, first.fieldId));
    void message.error(t('fixFirst'));
    return false;
  };

  const save = async (target: { id?: number; formName: string; remark?: string | null }) => {
    setSaving(true);
    setRefusal(null);
    const formContent = contentText(state.fields);
    try {
      const saved = (await call(endpoints.flowableTaskForm.edit, {
        body: {
          ...(target.id ? { id: target.id } : {}),
          formName: target.formName,
          formContent,
          remark: target.remark ?? null,
        },
        quiet: true,
      })) as TaskFormRecord;
      void message.success(t('saved', { name: saved.formName }));
      setAsking(false);
      setBaseline(formContent);
      void queryClient.invalidateQueries({ queryKey: FORMS_KEY });
      // The address names the form now open (a new record: the builder opens on it).
      if (saved.id !== record?.id)
        void navigate(`${FLOW_PATHS.formBuilder}?id=${String(saved.id)}`, {
          state: { savedForm: saved },
        });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.status === 400 && error.field === 'formContent') {
        const at = refusalTarget(state.fields, text);
        if (at) setState((s) => selectField(s, at.fieldId));
        setRefusal({ message: text, ...(at ?? {}) });
        setAsking(false);
      } else if (error instanceof ApiError && error.status === 400 && error.field === 'formName') {
        void message.error(text);
      } else {
        setRefusal({ message: text });
        setAsking(false);
      }
    } finally {
      setSaving(false);
    }
  };

  const title = record ? t('titleOf', { name: record.formName }) : t('title');
  const problemField = (problem: Problem) => {
    const field = state.fields.find((f) => f.id === problem.fieldId);
    return field ? fieldName(field, locale) : '';
  };

  return (
    <Card title={title} data-testid="form-builder">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap role="toolbar" aria-label={t('toolbar')}>
          <Button
            icon={<UnorderedListOutlined />}
            data-testid="form-builder-forms"
            onClick={() => void navigate(flowableTaskFormResource.screenPath)}
          >
            {t('backToForms')}
          </Button>
          <Button
            icon={<FileAddOutlined />}
            data-testid="form-builder-new"
            onClick={() =>
              leave(() => {
                if (record) void navigate(FLOW_PATHS.formBuilder);
                else {
                  setState(emptyBuilder());
                  setBaseline(contentText([]));
                  setRefusal(null);
                }
              })
            }
          >
            {t('newForm')}
          </Button>
          {mayList && (
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('open')}
              placeholder={t('openPlaceholder')}
              style={{ minWidth: 220 }}
              value={record?.id}
              loading={forms.isPending}
              data-testid="form-builder-open"
              options={(forms.data ?? []).map((form) => ({ value: form.id, label: form.formName }))}
              onChange={(id) =>
                leave(() => void navigate(`${FLOW_PATHS.formBuilder}?id=${String(id)}`))
              }
            />
          )}
          <Authorized code={flowableTaskFormResource.codes.edit}>
            {record && (
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={saving && !asking}
                data-testid="form-builder-save"
                aria-label={t('saveTo', { name: record.formName })}
                onClick={() => {
                  if (readyToSave()) void save(record);
                }}
              >
                {t('save')}
              </Button>
            )}
            <Button
              type={record ? 'default' : 'primary'}
              icon={<SaveOutlined />}
              data-testid="form-builder-save-as"
              onClick={() => {
                if (readyToSave()) setAsking(true);
              }}
            >
              {t('saveAs')}
            </Button>
          </Authorized>
          {dirty && (
            <Typography.Text
              type="warning"
              style={{ alignSelf: 'center' }}
              data-testid="form-builder-dirty"
            >
              •
            </Typography.Text>
          )}
        </Flex>
        {record && (
          <Typography.Text type="secondary" data-testid="form-builder-page-use">
            {t('pageUse', { id: record.id })}
          </Typography.Text>
        )}
        {refusal && (
          <Alert
            type="error"
            showIcon
            role="alert"
            closable={{ 'aria-label': t('dismiss') }}
            onClose={() => setRefusal(null)}
            title={t('refused')}
            description={refusal.message}
            data-testid="form-builder-refusal"
          />
        )}
        {problems.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('problems.title')}
            data-testid="form-builder-problems"
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {problems.slice(0, 8).map((problem, index) => (
                  <li key={`${problem.fieldId}-${problem.target}-${String(index)}`}>
                    <Button
                      type="link"
                      size="small"
                      style={{
                        padding: 0,
                        height: 'auto',
                        whiteSpace: 'normal',
                        textAlign: 'left',
                      }}
                      onClick={() => setState((s) => selectField(s, problem.fieldId))}
                    >
                      {t('problems.ofField', {
                        field: problemField(problem),
                        problem: problemText(problem),
                      })}
                    </Button>
                  </li>
                ))}
              </ul>
            }
          />
        )}
        <Flex gap={16} align="start" wrap>
          <FieldPalette
            disabled={state.fields.length >= 50}
            onAdd={(type) => canvasActions.add(type)}
          />
          <FieldCanvas
            fields={state.fields}
            selectedId={state.selectedId}
            locale={locale}
            problemCounts={problemCounts}
            actions={canvasActions}
          />
          <FieldProperties field={selected} problemAt={problemAt} actions={propertyActions} />
          <section
            aria-label={t('preview.title')}
            style={{ flex: '1 1 280px', minWidth: 240 }}
            data-testid="form-builder-preview"
          >
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('preview.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('preview.hint')}
            </Typography.Paragraph>
            {preview.length === 0 ? (
              <Typography.Text type="secondary">{t('preview.empty')}</Typography.Text>
            ) : (
              <Form layout="vertical" component="div">
                <FlowFormFields fields={preview} testId="form-builder-preview-field" />
              </Form>
            )}
          </section>
        </Flex>
      </Flex>
      <SaveAsDialog
        open={asking}
        initialName={record?.formName ?? ''}
        saving={saving}
        onCancel={() => setAsking(false)}
        onSave={(formName) => void save({ formName })}
      />
    </Card>
  );
};

/**
 * The form builder (tool/build): `?id=` opens a task form (saved back to it), else a new form.
 * Fields come from the palette, are ordered on the canvas, set in the properties panel and shown
 * in the preview as approvals render them; saving goes through the task form records.
 */
export const FormBuilderScreen = () => {
  const t = useMessages(formBuilderMessages);
  const [params] = useSearchParams();
  const location = useLocation();
  const id = idParam(params.get('id'));
  // A form just saved as new comes with the navigation to it: nothing to load.
  const saved = (location.state as { savedForm?: TaskFormRecord } | null)?.savedForm;
  const given = saved && saved.id === id ? saved : undefined;
  const form = useQuery({
    queryKey: formKey(id ?? 0),
    enabled: id !== null && !given,
    queryFn: async () => (await listForms()).find((row) => row.id === id) ?? null,
    // Read afresh each time the builder opens a form (it may have been edited in the list).
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const record = given ?? form.data;
  const initial = useMemo(() => (record ? openContent(record.formContent) : null), [record]);
  if (id === null) return <Builder key="new" record={null} initial={emptyBuilder()} />;
  if (!given && form.isPending) return <Spin />;
  const failure =
    !given && form.isError
      ? form.error.message
      : record === null || record === undefined
        ? t('notFound', { id })
        : initial === null
          ? t('notAForm')
          : null;
  if (failure !== null || !record || !initial)
    return (
      <Card title={t('title')}>
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={failure}
          data-testid="form-builder-load-failed"
        />
      </Card>
    );
  return <Builder key={id} record={record} initial={initial} />;
};
