import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Layout, Space, Tag, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { LOGIN_PATH } from '../../lib/route-access';
import { logout } from '../../lib/session';
import { useSession } from '../../lib/session-store';

/** The first page after login: who is logged in, and a way out. The layout shell replaces it. */
export const HomeScreen = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    await logout(() => navigate(LOGIN_PATH, { replace: true }));
    queryClient.clear();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', paddingInline: 24 }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('app.title')}
          </Typography.Title>
          <Space size="middle">
            <LanguageSwitch />
            <Button
              data-testid="logout-button"
              icon={<LogoutOutlined />}
              loading={leaving}
              onClick={() => void leave()}
            >
              {t('home.logout')}
            </Button>
          </Space>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Card title={t('home.title')}>
          <Typography.Paragraph>
            {t('home.welcome', { name: session.userName ?? '' })}
          </Typography.Paragraph>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('home.userName')}>
              <span data-testid="current-user">{session.userName}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('home.tenant')}>{session.tenantId}</Descriptions.Item>
            <Descriptions.Item label={t('home.organ')}>{session.organId}</Descriptions.Item>
            <Descriptions.Item label={t('home.organPath')}>{session.organPath}</Descriptions.Item>
            <Descriptions.Item label={t('home.roles')}>
              {session.roles.map((role) => (
                <Tag key={role}>{role}</Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Layout.Content>
    </Layout>
  );
};
