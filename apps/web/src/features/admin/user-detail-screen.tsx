import { Button, Card, Descriptions, Empty, Flex, Tag, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { endpoints } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { resourceMessages } from '../../resources/resources.i18n';
import { adminMessages } from './admin.i18n';
import { authorityTreeData } from './authority-tree-data';
import { usersResource } from './users.resource';
import { useLocale } from '../../lib/i18n';

/** user/detail: one user, their roles and the authority tree those roles grant. */
export const UserDetailScreen = () => {
  const t = useMessages(adminMessages);
  const common = useMessages(resourceMessages);
  const labels = usersResource.labels[useLocale()].fields;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const detail = useQuery({
    queryKey: ['user-detail', id],
    enabled: Number.isInteger(id) && id > 0,
    queryFn: () => call(endpoints.user.detail, { body: { id } }),
  });
  const user = detail.data;
  return (
    <Card
      data-testid="user-detail"
      title={user ? `${user.name} (${user.userName})` : t('detail')}
      loading={detail.isLoading}
      extra={<Button onClick={() => void navigate('/user/index')}>{t('back')}</Button>}
    >
      {!user ? (
        <Empty description={t('notFound')} />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label={labels.userName}>{user.userName}</Descriptions.Item>
            <Descriptions.Item label={labels.name}>{user.name}</Descriptions.Item>
            <Descriptions.Item label={labels.enabled}>
              <Tag color={user.enabled ? 'green' : 'default'}>
                {user.enabled ? common('yes') : common('no')}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={labels.createDate}>{user.createDate ?? ''}</Descriptions.Item>
            <Descriptions.Item label={labels.roles} span={2}>
              {user.roles.length === 0
                ? t('none')
                : user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>)}
            </Descriptions.Item>
            <Descriptions.Item label={labels.introduction} span={2}>
              {user.introduction ?? ''}
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title={t('grantedAuthorities')}>
            <Tree
              data-testid="user-detail-authorities"
              defaultExpandAll
              treeData={authorityTreeData(user.userAuthorities)}
            />
          </Card>
        </Flex>
      )}
    </Card>
  );
};
