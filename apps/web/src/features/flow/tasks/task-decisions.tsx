import { useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type FlowInstanceDetail, type FlowTask } from '@retail/contract';
import { call } from '../../../lib/api';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { FlowFormFields } from '../form/flow-form-fields';
import { variablesOf } from '../form/flow-form-model';
import { flowMessages } from '../flow.i18n';
import { type FlowUser, FlowUserChooser } from './user-chooser';

type Props = {
  detail: FlowInstanceDetail;
  task: FlowTask;
  /** After a decision: the drawer closes. */
  onDone: () => void;
};

type ApproveValues = Record<string, string | number | null> & { comment?: string };

/** Rejecting asks for the reason first. */
const RejectDialog = ({
  task,
  open,
  onClose,
  onDone,
}: {
  task: FlowTask;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) => {
  const t = useMessages(flowMessages);
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const reject = async ({ reason }: { reason: string }) => {
    setBusy(true);
    try {
      await call(endpoints.flowProcess.reject, {
        body: { taskId: task.id, reason: reason.trim() },
      });
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('todo.rejectOf', { name: task.name })}
      onCancel={onClose}
      okText={t('todo.reject')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'flow-reject-confirm' }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void reject(values)}>
        <Form.Item
          name="reason"
          label={t('todo.reason')}
          rules={[{ required: true, whitespace: true, message: t('todo.reasonRequired') }]}
        >
          <Input.TextArea data-testid="flow-reject-reason" rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** Handing over: the user (from the chooser), transfer or delegate, a comment. */
const HandOverDialog = ({
  task,
  open,
  onClose,
  onDone,
}: {
  task: FlowTask;
  open: boolean;
  onClose: () => void;
  onDone: (user: FlowUser) => void;
}) => {
  const t = useMessages(flowMessages);
  const [user, setUser] = useState<FlowUser | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [delegate, setDelegate] = useState(false);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const handOver = async () => {
    if (!user) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await call(endpoints.flowProcess.handOver, {
        body: { taskId: task.id, userId: user.id, delegate, comment: comment.trim() || null },
      });
      onDone(user);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('todo.handOverOf', { name: task.name })}
      onCancel={onClose}
      okText={t('todo.handOver')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'flow-hand-over-confirm' }}
      onOk={() => void handOver()}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text id="flow-hand-over-target">{t('todo.target')}:</Typography.Text>
          <Typography.Text strong data-testid="flow-hand-over-user">
            {user ? `${user.name} (${user.userName})` : '—'}
          </Typography.Text>
          <Button
            data-testid="flow-hand-over-choose"
            aria-describedby="flow-hand-over-target"
            onClick={() => setChoosing(true)}
          >
            {t('todo.chooseUser')}
          </Button>
        </Flex>
        {missing && !user && (
          <Alert type="warning" showIcon role="alert" title={t('todo.noUser')} />
        )}
        <Checkbox
          checked={delegate}
          onChange={(event) => setDelegate(event.target.checked)}
          data-testid="flow-hand-over-delegate"
        >
          {t('todo.delegate')}
        </Checkbox>
        <Input.TextArea
          aria-label={t('todo.comment')}
          placeholder={t('todo.comment')}
          data-testid="flow-hand-over-comment"
          rows={2}
          maxLength={500}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Flex>
      <FlowUserChooser
        open={choosing}
        onClose={() => setChoosing(false)}
        onConfirm={([chosen]) => {
          setUser(chosen ?? null);
          setChoosing(false);
        }}
      />
    </Modal>
  );
};

/**
 * The to-do's decisions on one task, inside its detail: claim it when it is offered to the
 * caller; as its assignee approve (comment and the form's values), reject (a reason) or hand over.
 */
export const TaskDecisions = ({ detail, task, onDone }: Props) => {
  const t = useMessages(flowMessages);
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ApproveValues>();
  const [dialog, setDialog] = useState<'reject' | 'handOver' | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = detail.formContent ?? [];
  const finish = (text: string) => {
    void message.success(text);
    setDialog(null);
    void client.invalidateQueries({ queryKey: ['flow-list'] });
    void client.invalidateQueries({ queryKey: ['flow-detail'] });
    onDone();
  };
  const claim = async () => {
    setBusy(true);
    try {
      await call(endpoints.flowProcess.claim, { body: { taskId: task.id } });
      void message.success(t('todo.claimed'));
      void client.invalidateQueries({ queryKey: ['flow-list'] });
      void client.invalidateQueries({ queryKey: ['flow-detail'] });
    } finally {
      setBusy(false);
    }
  };
  const approve = async ({ comment, ...values }: ApproveValues) => {
    setBusy(true);
    try {
      await call(endpoints.flowProcess.approve, {
        body: {
          taskId: task.id,
          comment: comment?.trim() || null,
          ...(fields.length > 0 ? { variables: variablesOf(fields, values) } : {}),
        },
      });
      finish(t('todo.approved'));
    } finally {
      setBusy(false);
    }
  };

  if (detail.myTaskId !== task.id) {
    if (!task.claimable || task.status !== 1) return null;
    return (
      <Card size="small" data-testid="flow-decisions">
        <Flex gap={12} align="center" wrap>
          <Typography.Text>{t('todo.candidates', { who: task.candidates })}</Typography.Text>
          <Button
            type="primary"
            loading={busy}
            data-testid="flow-claim"
            onClick={() => void claim()}
          >
            {t('todo.claim')}
          </Button>
        </Flex>
      </Card>
    );
  }
  return (
    <Card size="small" title={task.name} data-testid="flow-decisions">
      <Form<ApproveValues>
        form={form}
        layout="vertical"
        initialValues={detail.variables as ApproveValues}
        onFinish={(values) => void approve(values)}
      >
        <FlowFormFields fields={fields} testId="flow-approve-field" />
        <Form.Item name="comment" label={t('todo.comment')}>
          <Input.TextArea data-testid="flow-approve-comment" rows={2} maxLength={500} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="flow-approve">
            {t('todo.approve')}
          </Button>
          <Button danger data-testid="flow-reject" onClick={() => setDialog('reject')}>
            {t('todo.reject')}
          </Button>
          <Button data-testid="flow-hand-over" onClick={() => setDialog('handOver')}>
            {t('todo.handOver')}
          </Button>
        </Flex>
      </Form>
      <RejectDialog
        task={task}
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        onDone={() => finish(t('todo.rejected'))}
      />
      <HandOverDialog
        task={task}
        open={dialog === 'handOver'}
        onClose={() => setDialog(null)}
        onDone={(user) => finish(t('todo.handedOver', { name: user.name }))}
      />
    </Card>
  );
};
