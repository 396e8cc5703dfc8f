import { Alert, Card, Input } from 'antd';
import { useMessages } from '../../lib/i18n/feature-messages';
import { useRouteTitle } from '../../lib/route-titles.i18n';
import { demoMessages } from './demo.i18n';

/** One nested-route page: its title and a note field whose text survives tab switches (keep-alive). */
const NestedPage = ({ name }: { name: string }) => {
  const t = useMessages(demoMessages);
  const titleOf = useRouteTitle();
  return (
    <Card title={titleOf(name)}>
      <Alert type="info" showIcon title={t('nested.hint')} style={{ marginBottom: 16 }} />
      <Input
        data-testid="nested-note"
        aria-label={t('nested.note')}
        placeholder={t('nested.note')}
      />
    </Card>
  );
};

export const Menu11Screen = () => <NestedPage name="menu1-1" />;
export const Menu121Screen = () => <NestedPage name="menu1-2-1" />;
export const Menu122Screen = () => <NestedPage name="menu1-2-2" />;
export const Menu13Screen = () => <NestedPage name="menu1-3" />;
export const Menu2Screen = () => <NestedPage name="menu2" />;
