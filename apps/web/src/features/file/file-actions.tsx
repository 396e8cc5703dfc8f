import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { endpoints, FILE_NAME_MAX, type FileRecord } from '@retail/contract';
import { EditDialog } from '../../components/list/edit-dialog';
import { ImagePreview } from '../../components/file-bank';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { fileMessages } from './file.i18n';

const RenameDialog = ({
  file,
  onClose,
  onSaved,
}: {
  file: FileRecord;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const t = useMessages(fileMessages);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ fileName: string }>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let values: { fileName: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await call(endpoints.file.edit, { body: { id: file.fileId, fileName: values.fileName } });
      void message.success(t('saved'));
      onClose();
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        form.setFields([{ name: 'fileName', errors: [error.message] }]);
    } finally {
      setSaving(false);
    }
  };
  return (
    <EditDialog
      open
      title={t('renameTitle')}
      dirty={dirty}
      onClose={onClose}
      onSubmit={() => void save()}
      submitting={saving}
      testId="file-rename-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ fileName: file.fileName }}
        onValuesChange={() => setDirty(true)}
      >
        <Form.Item
          name="fileName"
          label={t('fileName')}
          rules={[
            { required: true, whitespace: true, message: t('required') },
            { max: FILE_NAME_MAX },
          ]}
        >
          <Input data-testid="file-rename-input" maxLength={FILE_NAME_MAX} />
        </Form.Item>
      </Form>
    </EditDialog>
  );
};

/** Row actions of the file list: preview the original, rename. */
export const FileActions = ({ row, reload }: ResourceActionsProps) => {
  const t = useMessages(fileMessages);
  const file = row as FileRecord;
  const [previewing, setPreviewing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  return (
    <>
      <Button
        size="small"
        type="link"
        data-testid={`file-preview-${file.fileId}`}
        onClick={() => setPreviewing(true)}
      >
        {t('preview')}
      </Button>
      <Authorized code="FILE_SERVICE_EDIT">
        <Button
          size="small"
          type="link"
          data-testid={`file-rename-${file.fileId}`}
          onClick={() => setRenaming(true)}
        >
          {t('rename')}
        </Button>
      </Authorized>
      <ImagePreview file={previewing ? file : null} onClose={() => setPreviewing(false)} />
      {renaming && <RenameDialog file={file} onClose={() => setRenaming(false)} onSaved={reload} />}
    </>
  );
};
