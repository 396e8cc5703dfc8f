import { useState } from 'react';
import { Alert, Button, type ButtonProps, Modal, Popconfirm, Typography } from 'antd';
import { Authorized } from '../lib/permission';
import type { ResourceActionsProps } from './define-resource';

/** The texts of a "new secret" button, its confirmation and the dialog that shows the secret. */
export type SecretTexts = {
  issueSecret: string;
  confirm: string;
  issue: string;
  cancel: string;
  secretTitle: string;
  secretHint: string;
  close: string;
};

export type SecretActionOptions = {
  /** Authority the button needs (the server checks it too). */
  authority: string;
  /** Test id prefix: `<prefix>-<id>`, `<prefix>-confirm-<id>`, `<prefix>-value`. */
  testId: string;
  /** What the texts call the row (a device's inner code, an app's id). */
  nameOf: (row: ResourceActionsProps['row']) => string;
  /** The texts for the row named so, in the user's language (a hook: it may use translations). */
  useTexts: (name: string) => SecretTexts;
  /** Issues the row's new secret and answers it (the only answer that ever carries it). */
  issue: (id: number) => Promise<string>;
};

/**
 * A row's "new secret" (a vending device's, a payment app's): after a confirmation, the server
 * issues a secret and answers it once; the dialog shows it to copy, and it is gone from the page
 * when the dialog closes.
 */
export const secretAction = (options: SecretActionOptions) => {
  const SecretAction = ({ row }: ResourceActionsProps) => {
    const id = row.id as number;
    const t = options.useTexts(options.nameOf(row));
    const [secret, setSecret] = useState<string | undefined>();
    const [busy, setBusy] = useState(false);

    const issue = async () => {
      setBusy(true);
      try {
        setSecret(await options.issue(id));
      } catch {
        // The HTTP client showed why.
      } finally {
        setBusy(false);
      }
    };

    return (
      <Authorized code={options.authority}>
        <Popconfirm
          title={t.issueSecret}
          description={t.confirm}
          okText={t.issue}
          cancelText={t.cancel}
          onConfirm={() => void issue()}
          okButtonProps={
            { 'data-testid': `${options.testId}-confirm-${String(id)}` } as ButtonProps
          }
        >
          <Button
            type="link"
            size="small"
            loading={busy}
            data-testid={`${options.testId}-${String(id)}`}
          >
            {t.issueSecret}
          </Button>
        </Popconfirm>
        {secret !== undefined && (
          <Modal
            open
            title={t.secretTitle}
            onCancel={() => setSecret(undefined)}
            footer={
              <Button type="primary" onClick={() => setSecret(undefined)}>
                {t.close}
              </Button>
            }
            destroyOnHidden
          >
            <Alert type="warning" showIcon title={t.secretHint} style={{ marginBottom: 16 }} />
            <Typography.Paragraph
              copyable={{ text: secret }}
              code
              data-testid={`${options.testId}-value`}
            >
              {secret}
            </Typography.Paragraph>
          </Modal>
        )}
      </Authorized>
    );
  };
  return SecretAction;
};
