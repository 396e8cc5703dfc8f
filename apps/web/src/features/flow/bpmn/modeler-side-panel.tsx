import { AutoComplete, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useMessages } from '../../../lib/i18n/feature-messages';
import {
  kindOf,
  PROCESS_KEY,
  readFlow,
  readProcess,
  readTask,
  writeFlow,
  writeProcess,
  writeTask,
  type FlowValues,
  type ProcessValues,
  type TaskValues,
} from './element-properties';
import { insertUserTaskAfter } from './modeler-services';
import { modelerMessages } from './modeler.i18n';
import { useElementTypeName } from './element-type-name';
import type { ModelerSelection } from './use-modeler-selection';

export type AssigneeOption = { value: string; label: string };

export type ListenerOption = { value: number; label: string };

type Props = {
  selection: ModelerSelection;
  /** Offered in the assignee and candidate fields (expressions, users). */
  assigneeOptions: AssigneeOption[];
  /** The enabled listeners a process may name. */
  listenerOptions: ListenerOption[];
};

const filterOption = (input: string, option?: AssigneeOption) =>
  !!option && `${option.value} ${option.label}`.toLowerCase().includes(input.trim().toLowerCase());

/** The user task's form: its name and who it goes to (assignee or candidates). */
const TaskForm = ({ selection, assigneeOptions }: Omit<Props, 'listenerOptions'>) => {
  const t = useMessages(modelerMessages);
  const { element, services } = selection;
  const initial = readTask(element.businessObject);
  const assignee = (name: keyof TaskValues, testId: string) => (
    <Form.Item
      name={name}
      label={t(`task.${name}` as 'task.assignee')}
      extra={t(`task.${name}Help` as 'task.assigneeHelp')}
    >
      <AutoComplete
        data-testid={testId}
        aria-label={t(`task.${name}` as 'task.assignee')}
        options={assigneeOptions}
        filterOption={filterOption}
        allowClear
      />
    </Form.Item>
  );
  return (
    <Form<TaskValues>
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => writeTask(services.modeling, element, { ...initial, ...values })}
    >
      <Form.Item name="name" label={t('task.name')}>
        <Input data-testid="flow-task-name" maxLength={100} />
      </Form.Item>
      {assignee('assignee', 'flow-task-assignee')}
      {assignee('candidateUsers', 'flow-task-candidate-users')}
      {assignee('candidateGroups', 'flow-task-candidate-groups')}
      <Button type="primary" htmlType="submit" data-testid="flow-element-apply">
        {t('apply')}
      </Button>
    </Form>
  );
};

/** A sequence flow's name and condition expression. */
const FlowForm = ({ selection }: Pick<Props, 'selection'>) => {
  const t = useMessages(modelerMessages);
  const { element, services } = selection;
  return (
    <Form<FlowValues>
      layout="vertical"
      initialValues={readFlow(element.businessObject)}
      onFinish={(values) => writeFlow(services.modeling, services.moddle, element, values)}
    >
      <Form.Item name="name" label={t('flow.name')}>
        <Input data-testid="flow-flow-name" maxLength={100} />
      </Form.Item>
      <Form.Item name="condition" label={t('flow.condition')} extra={t('flow.conditionHelp')}>
        <Input data-testid="flow-flow-condition" maxLength={255} placeholder="${amount > 1000}" />
      </Form.Item>
      <Button type="primary" htmlType="submit" data-testid="flow-element-apply">
        {t('apply')}
      </Button>
    </Form>
  );
};

/** The process's key (a new deployment of a key is its next version), name and listeners. */
const ProcessForm = ({
  selection,
  listenerOptions,
}: Pick<Props, 'selection' | 'listenerOptions'>) => {
  const t = useMessages(modelerMessages);
  const { element, services } = selection;
  return (
    <Form<ProcessValues>
      layout="vertical"
      initialValues={readProcess(element.businessObject)}
      onFinish={(values) => writeProcess(services.modeling, element, values)}
    >
      <Form.Item
        name="key"
        label={t('process.key')}
        extra={t('process.keyHelp')}
        rules={[{ required: true, pattern: PROCESS_KEY, message: t('process.keyInvalid') }]}
      >
        <Input data-testid="flow-process-key" maxLength={64} />
      </Form.Item>
      <Form.Item name="name" label={t('process.name')}>
        <Input data-testid="flow-process-name" maxLength={100} />
      </Form.Item>
      <Form.Item name="listeners" label={t('process.listeners')} extra={t('process.listenersHelp')}>
        <Select
          mode="multiple"
          data-testid="flow-process-listeners"
          aria-label={t('process.listeners')}
          options={listenerOptions}
          optionFilterProp="label"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" data-testid="flow-element-apply">
        {t('apply')}
      </Button>
    </Form>
  );
};

const INSERTABLE_AFTER = /^bpmn:(\w*Task|StartEvent|IntermediateThrowEvent|\w*Gateway)$/;

/**
 * Beside the canvas: the list of the diagram's elements (to select one by keyboard), the
 * selected element's properties, and steps that need no pointer (insert an approval step after
 * it, remove it).
 */
export const ModelerSidePanel = ({ selection, assigneeOptions, listenerOptions }: Props) => {
  const t = useMessages(modelerMessages);
  const typeName = useElementTypeName();
  const { element, elements, services, revision } = selection;
  const kind = kindOf(element);
  const root = services.canvas.getRootElement();
  const pick = (id: string) => {
    const target = services.elementRegistry.get(id);
    if (!target || target === root) {
      services.selection.select(null);
      return;
    }
    services.selection.select(target);
    services.canvas.scrollToElement(target);
  };
  const formKey = `${element.id}:${String(revision)}`;
  return (
    <Flex vertical gap={12} data-testid="flow-modeler-side">
      <label htmlFor="flow-element-picker">
        <Typography.Text strong>{t('element')}</Typography.Text>
      </label>
      <Select
        id="flow-element-picker"
        data-testid="flow-element-picker"
        showSearch={{ optionFilterProp: 'label' }}
        value={element.id}
        onChange={pick}
        options={[
          {
            value: root.id,
            label: `${t('process.title')}: ${root.businessObject.name ?? root.id}`,
          },
          ...elements.map((item) => ({
            value: item.id,
            label: `${typeName(item.type)}: ${item.name || item.id}`,
          })),
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }} data-testid="flow-element-kind">
        {kind === 'process' ? t('process.title') : typeName(element.type)}
      </Typography.Title>
      {kind === 'process' && (
        <ProcessForm key={formKey} selection={selection} listenerOptions={listenerOptions} />
      )}
      {kind === 'userTask' && (
        <TaskForm key={formKey} selection={selection} assigneeOptions={assigneeOptions} />
      )}
      {kind === 'sequenceFlow' && <FlowForm key={formKey} selection={selection} />}
      {kind === 'other' && <Typography.Text type="secondary">{t('nothingToSet')}</Typography.Text>}
      {kind !== 'process' && (
        <Flex gap={8} wrap>
          {INSERTABLE_AFTER.test(element.type) && (
            <Button
              data-testid="flow-insert-task"
              onClick={() => services.selection.select(insertUserTaskAfter(services, element))}
            >
              {t('insertTask')}
            </Button>
          )}
          <Button
            danger
            data-testid="flow-remove-element"
            onClick={() => services.modeling.removeElements([element])}
          >
            {t('removeElement')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
};
