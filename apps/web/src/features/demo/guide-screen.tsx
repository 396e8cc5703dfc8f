import { useState } from 'react';
import { Button, Card, Space, Tour, Typography, type TourProps } from 'antd';
import { BugOutlined, CompassOutlined } from '@ant-design/icons';
import { useMessages } from '../../lib/i18n/feature-messages';
import { demoMessages } from './demo.i18n';

const byTestId = (id: string) => () =>
  document.querySelector<HTMLElement>(`[data-testid="${id}"]`) as HTMLElement;

/** Fails while rendering: the error boundary of the view records it in the error log. */
const Thrower = ({ message }: { message: string }): never => {
  throw new Error(message);
};

/** /guide/index (hidden): a tour of the shell, and a way to see the error log at work. */
export const GuideScreen = () => {
  const t = useMessages(demoMessages);
  const [touring, setTouring] = useState(false);
  const [failing, setFailing] = useState(false);
  const steps: TourProps['steps'] = [
    { title: t('guide.steps.sidebar'), target: byTestId('sidebar') },
    { title: t('guide.steps.hamburger'), target: byTestId('hamburger') },
    { title: t('guide.steps.breadcrumb'), target: byTestId('breadcrumb') },
    { title: t('guide.steps.search'), target: byTestId('header-search') },
    { title: t('guide.steps.tabs'), target: byTestId('tags-view') },
    { title: t('guide.steps.user'), target: byTestId('user-menu') },
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('guide.title')}>
        <Typography.Paragraph>{t('guide.intro')}</Typography.Paragraph>
        <Button type="primary" icon={<CompassOutlined />} onClick={() => setTouring(true)}>
          {t('guide.start')}
        </Button>
        <Tour open={touring} steps={steps} onClose={() => setTouring(false)} />
      </Card>
      <Card title={t('guide.throwTitle')}>
        <Typography.Paragraph>{t('guide.throwIntro')}</Typography.Paragraph>
        <Button
          danger
          icon={<BugOutlined />}
          data-testid="throw-view-error"
          onClick={() => setFailing(true)}
        >
          {t('guide.throw')}
        </Button>
        {failing ? <Thrower message={t('guide.thrown')} /> : null}
      </Card>
    </Space>
  );
};
