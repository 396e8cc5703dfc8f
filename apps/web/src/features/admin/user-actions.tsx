import { lazy, Suspense, useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { endpoints, PASSWORD_MIN_LENGTH } from '@retail/contract';
import { EditDialog } from '../../components/list/edit-dialog';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { adminMessages } from './admin.i18n';
import { RoleSelect } from './role-select';

/** The detail screen of a user (authority node url). */
export const USER_DETAIL_PATH = '/user/detail/index';

type Dialog = 'password' | 'roles' | null;

/** The sessions dialog's chunk comes when it is first opened. */
const UserSessionsDialog = lazy(async () => ({
  default: (await import('./user-sessions-dialog')).UserSessionsDialog,
}));

/** Saves through `run`, says 操作成功! and reloads; a refused call (400) says why. */
const useSave = (reload: () => void) => {
  const { message } = App.useApp();
  const t = useMessages(adminMessages);
  return async (run: () => Promise<unknown>): Promise<boolean> => {
    try {
      await run();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
      return false;
    }
    void message.success(t('saved'));
    reload();
    return true;
  };
};

/** Row actions of the user list: details, enable/disable, reset password, sessions, roles. */
export const UserActions = ({ row, reload }: ResourceActionsProps) => {
  const t = useMessages(adminMessages);
  const navigate = useNavigate();
  const save = useSave(reload);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [showSessions, setShowSessions] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [form] = Form.useForm<{ password?: string; roleIds?: number[] }>();
  const id = Number(row.id);
  const enabled = row.enabled === true;
  const roleIds = ((row.roles as Array<{ id: number }> | undefined) ?? []).map((role) => role.id);

  const close = () => {
    setDialog(null);
    setDirty(false);
  };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const done = await save(() =>
      dialog === 'password'
        ? call(endpoints.user.resetPassword, { body: { id, password: values.password ?? '' } })
        : call(endpoints.user.assignRoles, { body: { id, roleIds: values.roleIds ?? [] } }),
    );
    if (done) close();
  };

  return (
    <>
      <Authorized code="USER_LIST">
        <Button
          size="small"
          type="link"
          data-testid={`user-detail-${id}`}
          onClick={() => void navigate(`${USER_DETAIL_PATH}?id=${id}`)}
        >
          {t('detail')}
        </Button>
      </Authorized>
      <Authorized code="USER_EDIT">
        <Button
          size="small"
          type="link"
          data-testid={`user-enable-${id}`}
          onClick={() =>
            void save(() => call(endpoints.user.enable, { body: { id, enabled: !enabled } }))
          }
        >
          {enabled ? t('disable') : t('enable')}
        </Button>
        <Button
          size="small"
          type="link"
          data-testid={`user-password-${id}`}
          onClick={() => setDialog('password')}
        >
          {t('resetPassword')}
        </Button>
        <Button
          size="small"
          type="link"
          data-testid={`user-sessions-${id}`}
          onClick={() => setShowSessions(true)}
        >
          {t('sessions')}
        </Button>
        <Button
          size="small"
          type="link"
          data-testid={`user-roles-${id}`}
          onClick={() => setDialog('roles')}
        >
          {t('assignRoles')}
        </Button>
      </Authorized>
      {showSessions ? (
        <Suspense fallback={null}>
          <UserSessionsDialog
            user={{ id, name: String(row.name ?? row.userName ?? '') }}
            onClose={() => setShowSessions(false)}
          />
        </Suspense>
      ) : null}
      <EditDialog
        open={dialog !== null}
        title={dialog === 'password' ? t('resetPassword') : t('assignRoles')}
        dirty={dirty}
        onClose={close}
        onSubmit={() => void submit()}
        testId="user-action-dialog"
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onValuesChange={() => setDirty(true)}
          initialValues={{ roleIds }}
        >
          {dialog === 'password' ? (
            <Form.Item
              name="password"
              label={t('newPassword')}
              rules={[
                { required: true, message: t('required') },
                {
                  min: PASSWORD_MIN_LENGTH,
                  message: t('passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
                },
              ]}
            >
              <Input.Password data-testid="field-newPassword" autoComplete="new-password" />
            </Form.Item>
          ) : (
            <Form.Item name="roleIds" label={t('roles')}>
              <RoleSelect row={row} />
            </Form.Item>
          )}
        </Form>
      </EditDialog>
    </>
  );
};
