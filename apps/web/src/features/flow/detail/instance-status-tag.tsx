import { Tag } from 'antd';
import { FLOW_TEXTS, type FlowInstance, type FlowTask } from '@retail/contract';
import { useLocale } from '../../../lib/i18n';

const COLOURS = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default' } as const;

/** An instance's status as a tag (its text, not only its colour). */
export const InstanceStatusTag = ({ status }: { status: FlowInstance['status'] }) => {
  const locale = useLocale();
  return <Tag color={COLOURS[status]}>{FLOW_TEXTS.instanceStatus[`${status}`][locale]}</Tag>;
};

/** A task's status as a tag. */
export const TaskStatusTag = ({ status }: { status: FlowTask['status'] }) => {
  const locale = useLocale();
  return <Tag color={COLOURS[status]}>{FLOW_TEXTS.taskStatus[`${status}`][locale]}</Tag>;
};
