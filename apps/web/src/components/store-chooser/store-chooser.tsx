import { Input, Tag } from 'antd';
import { CHOOSER_PAGE_SIZES, endpoints, type StoreRecord } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { ChooserDialog, type ChooserProps } from '../chooser';
import { storeChooserMessages } from './store-chooser.i18n';

export type StoreChooserProps = ChooserProps<StoreRecord> & {
  /** Several stores; one (default) otherwise. */
  multiple?: boolean;
};

/**
 * The store chooser ('please choose a store', console.md §2, §9): a paged list of the stores of
 * the caller's scope, page size 10 (10, 20, 30, 40), loaded each time it opens.
 */
export const StoreChooser = ({ multiple = false, ...props }: StoreChooserProps) => {
  const t = useMessages(storeChooserMessages);
  return (
    <ChooserDialog<StoreRecord, string>
      {...props}
      multiple={multiple}
      t={t}
      testId="store-chooser"
      width={820}
      sizes={CHOOSER_PAGE_SIZES.store}
      queryKey={['store-chooser']}
      initialSearch=""
      normalize={(storeName) => storeName.trim()}
      load={(page, storeName) =>
        call(endpoints.store.list, { query: page, body: storeName ? { storeName } : {} })
      }
      searchFields={(list) => (
        <Input
          data-testid="store-chooser-name"
          placeholder={t('storeName')}
          style={{ width: 240 }}
          value={list.draft}
          onChange={(event) => list.setDraft(event.target.value)}
          onPressEnter={list.apply}
          allowClear
        />
      )}
      columns={[
        { key: 'id', dataIndex: 'id', title: t('columns.id'), width: 70 },
        { key: 'storeName', dataIndex: 'storeName', title: t('columns.storeName') },
        { key: 'city', dataIndex: 'city', title: t('columns.city') },
        { key: 'organName', dataIndex: 'organName', title: t('columns.organName') },
        {
          key: 'enable',
          dataIndex: 'enable',
          title: t('columns.enable'),
          render: (enable: boolean) => (
            <Tag color={enable ? 'green' : 'default'}>{enable ? t('yes') : t('no')}</Tag>
          ),
        },
      ]}
    />
  );
};
