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
  type ChooserHandle,
  type ChooserPageRequest,
  type ChooserProps,
} from '../chooser';
import { specificationChooserMessages } from './specification-chooser.i18n';
import { GroupSelect, SPECIFICATION_OPTIONS_KEY } from './specification-inputs';
import { addSpecificationResource, withDefaults } from './specification.resource';

/** The chosen specifications come with their group name and items. */
export type SpecificationChooserProps = ChooserProps<SpecificationChoice> & {
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
    return call(endpoints.goodsSpecificationGroupCalls.querySpecification, {
      query: page,
      body: filter,
    });
  const empty = { successful: true, status: 200, pageSize: page.pageSize, currentPage: 1 };
  if (!mayList) return { ...empty, entities: [], totalCount: 0 };
  // The category's specifications and those of every category, a page of them.
  const rows = await call(endpoints.goodsSpecification.queryForList, {
    // The registry's filter (its declared fields) is not typed field by field.
    body: (filter.groupId ? { groupId: filter.groupId } : {}) as never,
  });
  const fitting = rows.filter(
    (row) =>
      !filter.goodsTypeId || row.goodsTypeId === null || row.goodsTypeId === filter.goodsTypeId,
  );
  const start = (page.pageNum - 1) * page.pageSize;
  return {
    ...empty,
    currentPage: page.pageNum,
    totalCount: fitting.length,
    entities: fitting.slice(start, start + page.pageSize).map((row) => ({ ...row, items: [] })),
  };
};

type AddProps = {
  chooser: ChooserHandle<SpecificationChoice, Search>;
  goodsTypeId?: number;
  groupId?: number;
};

/** 添加商品规格 of the chooser: the new specification is listed first and ticked at once. */
const AddSpecification = ({ chooser, goodsTypeId, groupId }: AddProps) => {
  const t = useMessages(specificationChooserMessages);
  const queryClient = useQueryClient();
  const text = useResourceText(addSpecificationResource);
  const [adding, setAdding] = useState(false);
  // Every opening of the add dialog starts from a fresh form.
  const [session, setSession] = useState(0);
  const searchGroupId = chooser.search.groupId;
  const resource = useMemo(
    () =>
      withDefaults(addSpecificationResource, { goodsTypeId, groupId: searchGroupId ?? groupId }),
    [goodsTypeId, groupId, searchGroupId],
  );
  return (
    <>
      <Button
        icon={<PlusOutlined />}
        data-testid="specification-chooser-add"
        onClick={() => {
          setSession((current) => current + 1);
          setAdding(true);
        }}
      >
        {t('add')}
      </Button>
      <ResourceEditDialog
        key={session}
        resource={resource}
        text={text}
        title={t('addTitle')}
        editing={adding ? null : false}
        onClose={() => setAdding(false)}
        onSaved={(saved) => {
          chooser.addRow(saved as SpecificationChoice);
          void queryClient.invalidateQueries({ queryKey: SPECIFICATION_OPTIONS_KEY });
        }}
      />
    </>
  );
};

/**
 * The specification chooser 商品分类规格选择 (console.md §2, §6, §9; storefront-widgets.md §2, §6,
 * §9): specifications of a category (and those serving every category), paged 10, 20, 30, 40
 * (default 10), ticked across pages. GOODS_SPECIFICATION_GROUP_LIST guards its query and its
 * 添加商品规格 button; a specification added there is listed and ticked at once.
 */
export const SpecificationChooser = ({
  goodsTypeId,
  groupId,
  ...props
}: SpecificationChooserProps) => {
  const t = useMessages(specificationChooserMessages);
  const { visibleMap } = useSession();
  const mayQuery = isVisible(GOODS_SPECIFICATION_GROUP_LIST, visibleMap);
  const mayAdd = mayQuery && isVisible(SPECIFICATION_EDIT, visibleMap);
  const mayList = isVisible('GOODS_SPECIFICATION_LIST', visibleMap);
  const yesNo = (value: number) => (
    <Tag color={value ? 'green' : 'default'}>{value ? t('yes') : t('no')}</Tag>
  );
  return (
    <ChooserDialog<SpecificationChoice, Search>
      {...props}
      multiple
      t={t}
      testId="specification-chooser"
      width={980}
      scrollY={420}
      clearable
      sizes={CHOOSER_PAGE_SIZES.specification}
      queryKey={['specification-chooser', goodsTypeId, mayQuery, mayList]}
      initialSearch={{ parameterName: '', groupId: groupId ?? null }}
      normalize={(search) => ({ ...search, parameterName: search.parameterName.trim() })}
      load={(page, search) =>
        loadPage(
          page,
          {
            ...(goodsTypeId ? { goodsTypeId } : {}),
            ...(search.groupId !== null ? { groupId: search.groupId } : {}),
            ...(search.parameterName ? { parameterName: search.parameterName } : {}),
          },
          mayQuery,
          mayList,
        )
      }
      searchId="query"
      searchIcon={<SearchOutlined />}
      searchFields={
        mayQuery
          ? (list) => (
              <>
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
                    list.setDraft({
                      ...list.draft,
                      groupId: typeof value === 'number' ? value : null,
                    })
                  }
                />
              </>
            )
          : undefined
      }
      searchExtra={
        mayAdd
          ? (chooser) => (
              <AddSpecification chooser={chooser} goodsTypeId={goodsTypeId} groupId={groupId} />
            )
          : undefined
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
    />
  );
};
