import { useMemo, useState } from 'react';
import { App, Button, Flex, Input, Modal, Table, Tag, Typography } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { listFailureText } from '../../resources/resource-call';
import { useResourceText } from '../../resources/resource-text';
import { ListPagination } from '../list/list-pagination';
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

const SIZES = CHOOSER_PAGE_SIZES.specification;
/** Adding through the chooser needs the add call's second authority too (else the server says 403). */
const SPECIFICATION_EDIT = 'GOODS_SPECIFICATION_EDIT';

type Page = { pageNum: number; pageSize: number };
type Search = { parameterName: string; groupId: number | null };

/**
 * One page of specifications. Holders of GOODS_SPECIFICATION_GROUP_LIST use the chooser's own
 * query (with items); others see the category's specifications through the screen's list.
 */
const loadPage = async (
  page: Page,
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

const ChooserPanel = ({
  onClose,
  onConfirm,
  goodsTypeId,
  groupId,
  selected = [],
}: Omit<SpecificationChooserProps, 'open'>) => {
  const t = useMessages(specificationChooserMessages);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { visibleMap } = useSession();
  const mayQuery = isVisible(GOODS_SPECIFICATION_GROUP_LIST, visibleMap);
  const mayAdd = mayQuery && isVisible(SPECIFICATION_EDIT, visibleMap);
  const mayList = isVisible('GOODS_SPECIFICATION_LIST', visibleMap);
  const addText = useResourceText(addSpecificationResource);
  const [draft, setDraft] = useState<Search>({ parameterName: '', groupId: groupId ?? null });
  const [search, setSearch] = useState<Search>(draft);
  const [page, setPage] = useState<Page>({ pageNum: 1, pageSize: SIZES.default });
  // Chosen by id across pages and searches; a Map keeps the ticking order.
  const [chosen, setChosen] = useState<Map<number, SpecificationChoice>>(
    () => new Map(selected.map((row) => [row.id, row])),
  );
  // Added in this opening: listed first, whatever page the server would put them on.
  const [added, setAdded] = useState<SpecificationChoice[]>([]);
  const [adding, setAdding] = useState(false);
  // Every opening of the add dialog starts from a fresh form.
  const [addSession, setAddSession] = useState(0);

  const filter: SpecificationChooserFilter = {
    ...(goodsTypeId ? { goodsTypeId } : {}),
    ...(search.groupId !== null ? { groupId: search.groupId } : {}),
    ...(search.parameterName ? { parameterName: search.parameterName } : {}),
  };
  const list = useQuery({
    queryKey: ['specification-chooser', filter, page, mayQuery, mayList],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () => {
      try {
        return await loadPage(page, filter, mayQuery, mayList);
      } catch (error) {
        const text = listFailureText(error);
        if (text) void message.info(text);
        throw error;
      }
    },
  });
  const pageRows = list.isError ? undefined : list.data?.entities;
  const rows = useMemo(() => {
    const shown = pageRows ?? [];
    return [...added.filter((row) => !shown.some((r) => r.id === row.id)), ...shown];
  }, [added, pageRows]);

  const runSearch = (next: Search) => {
    setSearch({ parameterName: next.parameterName.trim(), groupId: next.groupId });
    setPage((current) => ({ ...current, pageNum: 1 }));
  };
  const toggle = (row: SpecificationChoice) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const confirm = () => {
    if (chosen.size === 0) {
      void message.warning(t('nothing'));
      return;
    }
    onConfirm([...chosen.values()]);
  };
  const onAdded = (saved: unknown) => {
    const row = saved as SpecificationChoice;
    setAdded((current) => [row, ...current]);
    setChosen((current) => new Map(current).set(row.id, row));
    void queryClient.invalidateQueries({ queryKey: SPECIFICATION_OPTIONS_KEY });
    void list.refetch();
  };
  const addResource = useMemo(
    () =>
      withDefaults(addSpecificationResource, {
        goodsTypeId,
        groupId: search.groupId ?? groupId,
      }),
    [goodsTypeId, groupId, search.groupId],
  );
  const yesNo = (value: number) => (
    <Tag color={value ? 'green' : 'default'}>{value ? t('yes') : t('no')}</Tag>
  );

  return (
    <Flex vertical gap={12} data-testid="specification-chooser">
      {mayQuery && (
        <Flex gap={8} wrap>
          <Input
            data-testid="specification-chooser-name"
            placeholder={t('parameterName')}
            style={{ width: 200 }}
            value={draft.parameterName}
            onChange={(event) => setDraft({ ...draft, parameterName: event.target.value })}
            onPressEnter={() => runSearch(draft)}
            allowClear
          />
          <GroupSelect
            testId="specification-chooser-group"
            placeholder={t('group')}
            style={{ width: 200 }}
            value={draft.groupId}
            onChange={(value) =>
              setDraft({ ...draft, groupId: typeof value === 'number' ? value : null })
            }
          />
          <Button
            type="primary"
            icon={<SearchOutlined />}
            data-testid="specification-chooser-query"
            onClick={() => runSearch(draft)}
          >
            {t('query')}
          </Button>
          <Button
            data-testid="specification-chooser-reset"
            onClick={() => {
              const empty = { parameterName: '', groupId: groupId ?? null };
              setDraft(empty);
              runSearch(empty);
            }}
          >
            {t('reset')}
          </Button>
          {mayAdd && (
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
          )}
        </Flex>
      )}
      <Table<SpecificationChoice>
        data-testid="specification-chooser-table"
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 420 }}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: [...chosen.keys()],
          onChange: (keys) =>
            setChosen((current) => {
              // Other pages keep their ticks; this page's rows follow the checkboxes.
              const ticked = new Set(keys);
              const next = new Map(current);
              for (const row of rows) {
                if (!ticked.has(row.id)) next.delete(row.id);
                else if (!next.has(row.id)) next.set(row.id, row);
              }
              return next;
            }),
        }}
        onRow={(row) => ({ onClick: () => toggle(row), style: { cursor: 'pointer' } })}
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
      <ListPagination
        total={list.isError ? 0 : (list.data?.totalCount ?? 0)}
        page={page.pageNum}
        pageSize={page.pageSize}
        pageSizes={SIZES.options}
        autoScroll={false}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
      <Flex justify="space-between" align="center">
        <Flex gap={8} align="center">
          <Typography.Text type="secondary" data-testid="specification-chooser-count">
            {t('selected', { count: chosen.size })}
          </Typography.Text>
          {chosen.size > 0 && (
            <Button
              type="link"
              size="small"
              data-testid="specification-chooser-clear"
              onClick={() => setChosen(new Map())}
            >
              {t('clear')}
            </Button>
          )}
        </Flex>
        <Flex gap={8}>
          <Button data-testid="specification-chooser-cancel" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="primary" data-testid="specification-chooser-confirm" onClick={confirm}>
            {t('confirm')}
          </Button>
        </Flex>
      </Flex>
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
    </Flex>
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
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      footer={null}
      width={980}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {open && <ChooserPanel onClose={onClose} {...rest} />}
    </Modal>
  );
};
