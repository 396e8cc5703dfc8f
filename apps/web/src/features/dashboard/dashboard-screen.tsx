import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';

/** The main page of the logged-in scope. */
export const DashboardScreen = () => {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Card title={t('home.title')}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('home.userName')}>{session.userName}</Descriptions.Item>
        <Descriptions.Item label={t('home.organPath')}>{session.organPath}</Descriptions.Item>
        <Descriptions.Item label={t('home.roles')}>
          {session.roles.map((role) => (
            <Tag key={role}>{role}</Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
};
