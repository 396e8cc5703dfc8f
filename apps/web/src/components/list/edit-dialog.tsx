import type { ReactNode } from 'react';
import { App, Modal } from 'antd';
import { useMessages } from '../../lib/i18n/feature-messages';
import { listMessages } from './list.i18n';

export type EditDialogProps = {
  /** The visible flag (console.md §4): the parent opens and closes the dialog through it. */
  open: boolean;
  title: ReactNode;
  /** Unsaved edits: closing asks 确认关闭？ first. */
  dirty: boolean;
  onClose: () => void;
  /** Omit for a read-only dialog (no save button). */
  onSubmit?: () => void;
  submitting?: boolean;
  width?: number;
  testId?: string;
  children: ReactNode;
};

/** A dialog for editing a record: save, or close (asking first when something was changed). */
export const EditDialog = ({
  open,
  title,
  dirty,
  onClose,
  onSubmit,
  submitting = false,
  width = 640,
  testId = 'edit-dialog',
  children,
}: EditDialogProps) => {
  const t = useMessages(listMessages);
  const { modal } = App.useApp();
  const requestClose = () => {
    if (!dirty) return onClose();
    void modal.confirm({
      title: t('dialog.confirmClose'),
      okText: t('dialog.ok'),
      cancelText: t('dialog.cancel'),
      okButtonProps: { 'data-testid': 'confirm-close-ok' },
      onOk: onClose,
    });
  };
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={requestClose}
      onOk={onSubmit}
      okText={t('dialog.save')}
      cancelText={t('dialog.cancel')}
      okButtonProps={{ loading: submitting, hidden: !onSubmit, 'data-testid': `${testId}-save` }}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` }}
    >
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
};
