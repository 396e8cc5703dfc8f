import { useId, useState } from 'react';
import { App, Button, Flex, Input, Modal, Typography } from 'antd';
import type { ActionDeclaration, EndpointDef, Resource as Declared } from '@retail/contract';
import { useLocale } from '../lib/i18n';
import { useMessages } from '../lib/i18n/feature-messages';
import { ApiError } from '../lib/http';
import { Authorized } from '../lib/permission';
import type { ResourceActionsProps } from './define-resource';
import { callEndpoint } from './resource-call';
import { actionLabel, recordName } from './registry-state';
import { registryMessages } from './registry.i18n';
import { resourceMessages } from './resources.i18n';

// A step of a record's life cycle (receive, void): a button on the rows whose state it starts
// from, a confirmation with an optional remark for the history, then the list again.

const REMARK_MAX = 500;

type Props = ResourceActionsProps & { declared: Declared; name: string };

/** The row button of a transition action and its confirmation. */
export const TransitionButton = ({ declared, name, row, reload }: Props) => {
  const t = useMessages(registryMessages);
  const tr = useMessages(resourceMessages);
  const locale = useLocale();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [remark, setRemark] = useState('');
  const remarkId = useId();
  const action = (declared.actions as Record<string, ActionDeclaration> | undefined)?.[name];
  const def = (declared.endpoints as Record<string, EndpointDef | undefined>)[name];
  const field = declared.stateField;
  // Only from the states the step starts from.
  if (!action?.transition || !def || !field) return null;
  if (!action.transition.from.includes(row[field] as number)) return null;
  const label = actionLabel(declared, name, locale);
  const id = String(row.id);

  const run = async () => {
    setBusy(true);
    try {
      const text = remark.trim();
      await callEndpoint(def, { body: { id: row.id, remark: text || null } });
      void message.success(tr('saved'));
    } catch (error) {
      // A refused step (the state moved meanwhile) says why; the client showed other failures.
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    } finally {
      setBusy(false);
      setOpen(false);
      reload();
    }
  };

  return (
    <Authorized code={(declared.actionCodes as Record<string, string>)[name] ?? ''}>
      <Button
        type="link"
        size="small"
        data-testid={`action-${name}-${id}`}
        onClick={() => {
          setRemark('');
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Modal
        open={open}
        title={label}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={() => void run()}
        okText={t('ok')}
        cancelText={t('cancel')}
        okButtonProps={{ loading: busy, 'data-testid': `transition-${name}-ok` }}
        cancelButtonProps={{ 'data-testid': `transition-${name}-cancel` }}
      >
        <Flex vertical gap={8} data-testid={`transition-${name}-dialog`}>
          <Typography.Text>
            {t('confirmStep', { action: label, name: recordName(declared, row) })}
          </Typography.Text>
          <label htmlFor={remarkId}>{t('remark')}</label>
          <Input.TextArea
            id={remarkId}
            data-testid={`transition-${name}-remark`}
            rows={3}
            maxLength={REMARK_MAX}
            showCount
            placeholder={t('remarkHint')}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            autoFocus
          />
        </Flex>
      </Modal>
    </Authorized>
  );
};
