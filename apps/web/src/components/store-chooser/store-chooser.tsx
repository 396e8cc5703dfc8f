import { Input, Tag } from 'antd';
import { CHOOSER_PAGE_SIZES, endpoints, type StoreRecord } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import {
  ChooserDialog,
  ChooserPanel,
  ChooserSearchBar,
  useChooserPage,
  useCrossPageSelection,
} from '../chooser';
import { storeChooserMessages } from './store-chooser.i18n';

export type StoreChooserProps = {
  open: boolean;
  onClose: () => void;
  /** The chosen stores (one unless `multiple`). */
  onConfirm: (stores: StoreRecord[]) => void;
  multiple?: boolean;
};

const StorePanel = ({ onClose, onConfirm, multiple = false }: Omit<StoreChooserProps, 'open'>) => {
  const t = useMessages(storeChooserMessages);
  const list = useChooserPage({
    queryKey: ['store-chooser'],
    sizes: CHOOSER_PAGE_SIZES.store,
    initialSearch: '',
    normalize: (storeName) => storeName.trim(),
    load: (page, storeName) =>
      call(endpoints.store.list, { query: page, body: storeName ? { storeName } : {} }),
  });
  const selection = useCrossPageSelection<StoreRecord>(multiple);
  return (
    <ChooserPanel
      testId="store-chooser"
      list={list}
      selection={selection}
      texts={{
        selected: t('selected', { count: selection.size }),
        confirm: t('confirm'),
        cancel: t('cancel'),
        nothing: t('nothing'),
      }}
      onClose={onClose}
      onConfirm={onConfirm}
      searchBar={
        <ChooserSearchBar
          testId="store-chooser"
          list={list}
          searchText={t('search')}
          resetText={t('reset')}
        >
          <Input
            data-testid="store-chooser-name"
            placeholder={t('storeName')}
            style={{ width: 240 }}
            value={list.draft}
            onChange={(event) => list.setDraft(event.target.value)}
            onPressEnter={list.apply}
            allowClear
          />
        </ChooserSearchBar>
      }
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

/**
 * The store chooser ('please choose a store', console.md §2, §9): a paged list of the stores of
 * the caller's scope, page size 10 (10, 20, 30, 40), loaded each time it opens.
 */
export const StoreChooser = ({ open, onClose, ...rest }: StoreChooserProps) => {
  const t = useMessages(storeChooserMessages);
  return (
    <ChooserDialog open={open} onClose={onClose} title={t('title')} width={820}>
      <StorePanel onClose={onClose} {...rest} />
    </ChooserDialog>
  );
};
