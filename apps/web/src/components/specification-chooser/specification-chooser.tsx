import { useMemo, useState } from 'react';
import { Button, Flex, Input, Tag } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHOOSER_PAGE_SIZES,
  endpoints,
  GOODS_SPECIFICATION_GROUP_LIST,
  type Paged,
  type SpecificationChoice,
  type SpecificationChooserFilter,
} from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { isVisible } from '../../lib/permission';
import { useSession } from '../../lib/session-store';
import { ResourceEditDialog } from '../../resources/resource-edit-dialog';
import { useResourceText } from '../../resources/resource-text';
import {
  ChooserDialog,
  ChooserPanel,
  ChooserSearchBar,
  useChooserPage,
  useCrossPageSelection,
  type ChooserPageRequest,
} from '../chooser';
import { specificationChooserMessages } from './specification-chooser.i18n';
import { GroupSelect, SPECIFICATION_OPTIONS_KEY } from './specification-inputs';
import { addSpecificationResource, withDefaults } from './specification.resource';

export type SpecificationChooserProps = {
  open: boolean;
  onClose: () => void;
  /** The chosen specifications (with their group name and items), in the order they were ticked. */
  onConfirm: (specifications: SpecificationChoice[]) => void;
  /** Only this category's specifications and those serving every category. */
  goodsTypeId?: number;
  /** Only this group's specifications. */
  groupId?: number;
  /** Already chosen: ticked when the chooser opens. */
  selected?: readonly SpecificationChoice[];
};

/** Adding through the chooser needs the add call's second authority too (else the server says 403). */
const SPECIFICATION_EDIT = 'GOODS_SPECIFICATION_EDIT';

type Search = { parameterName: string; groupId: number | null };

/**
 * One page of specifications. Holders of GOODS_SPECIFICATION_GROUP_LIST use the chooser's own
 * query (with items); others see the category's specifications through the screen's list.
 */
const loadPage = async (
  page: ChooserPageRequest,
  filter: SpecificationChooserFilter,
  mayQuery: boolean,
  mayList: boolean,
): Promise<Paged<SpecificationChoice>> => {
  if (mayQuery)
    return call(endpoints.goodsSpecificationGroup.querySpecification, {
      query: page,
      body: filter,
    });
  const empty = { successful: true, status: 200, pageSize: page.pageSize, currentPage: 1 };
  if (!mayList) return { ...empty, entities: [], totalCount: 0 };
  const answer = await call(endpoints.goodsSpecification.list, {
    query: page,
    body: {
      ...(filter.goodsTypeId ? { goodsTypeId: filter.goodsTypeId, includeGeneral: true } : {}),
      ...(filter.groupId ? { groupId: filter.groupId } : {}),
    },
  });
  return { ...answer, entities: answer.entities.map((row) => ({ ...row, items: [] })) };
};

const SpecificationPanel = ({
  onClose,
  onConfirm,
  goodsTypeId,
  groupId,
  selected = [],
}: Omit<SpecificationChooserProps, 'open'>) => {
  const t = useMessages(specificationChooserMessages);
  const queryClient = useQueryClient();
  const { visibleMap } = useSession();
  const mayQuery = isVisible(GOODS_SPECIFICATION_GROUP_LIST, visibleMap);
  const mayAdd = mayQuery && isVisible(SPECIFICATION_EDIT, visibleMap);
  const mayList = isVisible('GOODS_SPECIFICATION_LIST', visibleMap);
  const addText = useResourceText(addSpecificationResource);
  const list = useChooserPage({
    queryKey: ['specification-chooser', goodsTypeId, mayQuery, mayList],
    sizes: CHOOSER_PAGE_SIZES.specification,
    initialSearch: { parameterName: '', groupId: groupId ?? null } as Search,
    normalize: (search) => ({ ...search, parameterName: search.parameterName.trim() }),
    load: (page, search) =>
      loadPage(
        page,
        {
          ...(goodsTypeId ? { goodsTypeId } : {}),
          ...(search.groupId !== null ? { groupId: search.groupId } : {}),
          ...(search.parameterName ? { parameterName: search.parameterName } : {}),
        },
        mayQuery,
        mayList,
      ),
  });
  const selection = useCrossPageSelection(true, selected);
  // Added in this opening: listed first, whatever page the server would put them on.
  const [added, setAdded] = useState<SpecificationChoice[]>([]);
  const [adding, setAdding] = useState(false);
  // Every opening of the add dialog starts from a fresh form.
  const [addSession, setAddSession] = useState(0);
  const pageRows = list.rows;
  const rows = useMemo(
    () => [...added.filter((row) => !pageRows.some((r) => r.id === row.id)), ...pageRows],
    [added, pageRows],
  );

  const onAdded = (saved: unknown) => {
    const row = saved as SpecificationChoice;
    setAdded((current) => [row, ...current]);
    selection.add(row);
    void queryClient.invalidateQueries({ queryKey: SPECIFICATION_OPTIONS_KEY });
    list.refetch();
  };
  const searchGroupId = list.search.groupId;
  const addResource = useMemo(
    () =>
      withDefaults(addSpecificationResource, {
        goodsTypeId,
        groupId: searchGroupId ?? groupId,
      }),
    [goodsTypeId, groupId, searchGroupId],
  );
  const yesNo = (value: number) => (
    <Tag color={value ? 'green' : 'default'}>{value ? t('yes') : t('no')}</Tag>
  );

  return (
    <ChooserPanel
      testId="specification-chooser"
      list={list}
      selection={selection}
      rows={rows}
      texts={{
        selected: t('selected', { count: selection.size }),
        confirm: t('confirm'),
        cancel: t('cancel'),
        nothing: t('nothing'),
        clear: t('clear'),
      }}
      scrollY={420}
      onClose={onClose}
      onConfirm={onConfirm}
      searchBar={
        mayQuery && (
          <ChooserSearchBar
            testId="specification-chooser"
            list={list}
            searchId="query"
            searchIcon={<SearchOutlined />}
            searchText={t('query')}
            resetText={t('reset')}
            extra={
              mayAdd && (
                <Button
                  icon={<PlusOutlined />}
                  data-testid="specification-chooser-add"
                  onClick={() => {
                    setAddSession((session) => session + 1);
                    setAdding(true);
                  }}
                >
                  {t('add')}
                </Button>
              )
            }
          >
            <Input
              data-testid="specification-chooser-name"
              placeholder={t('parameterName')}
              style={{ width: 200 }}
              value={list.draft.parameterName}
              onChange={(event) =>
                list.setDraft({ ...list.draft, parameterName: event.target.value })
              }
              onPressEnter={list.apply}
              allowClear
            />
            <GroupSelect
              testId="specification-chooser-group"
              placeholder={t('group')}
              style={{ width: 200 }}
              value={list.draft.groupId}
              onChange={(value) =>
                list.setDraft({ ...list.draft, groupId: typeof value === 'number' ? value : null })
              }
            />
          </ChooserSearchBar>
        )
      }
      columns={[
        {
          key: 'parameterName',
          dataIndex: 'parameterName',
          title: t('columns.parameterName'),
        },
        {
          key: 'parameterCode',
          dataIndex: 'parameterCode',
          title: t('columns.parameterCode'),
        },
        {
          key: 'groupName',
          dataIndex: 'groupName',
          title: t('columns.groupName'),
          render: (name: string | null) => name ?? t('noGroup'),
        },
        {
          key: 'goodsTypeName',
          dataIndex: 'goodsTypeName',
          title: t('columns.goodsTypeName'),
          render: (name: string | null) => name ?? t('general'),
        },
        {
          key: 'items',
          dataIndex: 'items',
          title: t('columns.items'),
          render: (items: SpecificationChoice['items']) => (
            <Flex gap={4} wrap>
              {items.map((item) => (
                <Tag key={item.id}>{item.itemValue}</Tag>
              ))}
            </Flex>
          ),
        },
        {
          key: 'isMust',
          dataIndex: 'isMust',
          title: t('columns.isMust'),
          width: 90,
          render: yesNo,
        },
        {
          key: 'isMutilSelect',
          dataIndex: 'isMutilSelect',
          title: t('columns.isMutilSelect'),
          width: 90,
          render: yesNo,
        },
      ]}
    >
      {mayAdd && (
        <ResourceEditDialog
          key={addSession}
          resource={addResource}
          text={addText}
          title={t('addTitle')}
          editing={adding ? null : false}
          onClose={() => setAdding(false)}
          onSaved={onAdded}
        />
      )}
    </ChooserPanel>
  );
};

/**
 * The specification chooser 商品分类规格选择 (console.md §2, §6, §9; storefront-widgets.md §2, §6,
 * §9): specifications of a category (and those serving every category), paged 10, 20, 30, 40
 * (default 10), ticked across pages. GOODS_SPECIFICATION_GROUP_LIST guards its query and its
 * 添加商品规格 button; a specification added there is listed and ticked at once.
 */
export const SpecificationChooser = ({ open, onClose, ...rest }: SpecificationChooserProps) => {
  const t = useMessages(specificationChooserMessages);
  return (
    <ChooserDialog open={open} onClose={onClose} title={t('title')} width={980}>
      <SpecificationPanel onClose={onClose} {...rest} />
    </ChooserDialog>
  );
};
