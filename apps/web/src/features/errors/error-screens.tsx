import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../lib/route-access';

const ErrorScreen = ({ status }: { status: '404' | '401' }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const texts =
    status === '404'
      ? { title: t('errorPage.notFoundTitle'), text: t('errorPage.notFound') }
      : { title: t('errorPage.unauthorizedTitle'), text: t('errorPage.unauthorized') };
  return (
    <Result
      // antd has no 401 picture; 403 is the same situation.
      status={status === '404' ? '404' : '403'}
      title={`${status} · ${texts.title}`}
      subTitle={texts.text}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('errorPage.backHome')}
        </Button>
      }
    />
  );
};

export const NotFoundScreen = () => <ErrorScreen status="404" />;
export const UnauthorizedScreen = () => <ErrorScreen status="401" />;
