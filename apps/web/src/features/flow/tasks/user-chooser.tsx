import { Input } from 'antd';
import { endpoints } from '@retail/contract';
import { ChooserDialog, type ChooserProps } from '../../../components/chooser';
import { call } from '../../../lib/api';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { flowMessages } from '../flow.i18n';

export type FlowUser = { id: number; userName: string; name: string };

const SIZES = { default: 10, options: [10, 20, 50] } as const;

/**
 * The user to hand a task over to: users of the caller's scope (the server answers at most 50
 * by name; the chooser pages through them), one of them chosen.
 */
export const FlowUserChooser = (props: ChooserProps<FlowUser>) => {
  const t = useMessages(flowMessages);
  return (
    <ChooserDialog<FlowUser, string>
      {...props}
      multiple={false}
      t={(key, vars) => t(`userChooser.${key}`, vars)}
      testId="flow-user-chooser"
      width={640}
      sizes={SIZES}
      queryKey={['flow-user-chooser']}
      initialSearch=""
      normalize={(name) => name.trim()}
      load={async (page, name) => {
        const users = await call(endpoints.flowProcess.userOptions, { body: name ? { name } : {} });
        const start = (page.pageNum - 1) * page.pageSize;
        return {
          successful: true,
          status: 200,
          entities: users.slice(start, start + page.pageSize),
          totalCount: users.length,
          pageSize: page.pageSize,
          currentPage: page.pageNum,
        };
      }}
      searchFields={(list) => (
        <Input
          data-testid="flow-user-chooser-name"
          aria-label={t('userChooser.searchPlaceholder')}
          placeholder={t('userChooser.searchPlaceholder')}
          style={{ width: 240 }}
          value={list.draft}
          onChange={(event) => list.setDraft(event.target.value)}
          onPressEnter={list.apply}
          allowClear
        />
      )}
      columns={[
        { key: 'userName', dataIndex: 'userName', title: t('userChooser.userName') },
        { key: 'name', dataIndex: 'name', title: t('userChooser.name') },
      ]}
    />
  );
};
