import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded screen arrives. */
export const PageLoading = () => {
  const { t } = useTranslation();
  return (
    <Flex
      role="status"
      aria-label={t('app.loading')}
      align="center"
      justify="center"
      style={{ minHeight: '60vh' }}
    >
      <Spin />
    </Flex>
  );
};
