import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded screen arrives. */
export const PageLoading = () => {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin aria-label={t('app.loading')} />
    </Flex>
  );
};
