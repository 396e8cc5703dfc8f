import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  frontGoodsTypeResource,
  goodsTagRefResource,
  goodsTypeBoardResource,
  goodsTypeBrandResource,
} from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { registryResource } from '../../resources/registry-resource';
import { ResourceListScreen, resourceScreen } from '../../resources/resource-list-screen';
import { GoodsActions } from './goods-actions';
import { GoodsEditDialog } from './goods-edit-dialog';
import { GoodsPicker, GoodsTypeInput, TagInput, TagName } from './goods-inputs';
import { goodsResource } from './goods.resource';
import { goodsMessages } from './goods.i18n';
import { TagGoodsButton } from './tag-goods-dialog';

/**
 * Boards, category brands and storefront categories are registry resources; their goods
 * category is chosen on the category tree (goods categories have the registry's own screen).
 */
const onTheTree = { input: GoodsTypeInput, filterInput: GoodsTypeInput };
export const FrontGoodsTypeScreen = resourceScreen(
  registryResource(frontGoodsTypeResource, { fields: { goodsTypeId: onTheTree } }),
);
export const GoodsTypeBoardScreen = resourceScreen(
  registryResource(goodsTypeBoardResource, { fields: { goodsTypeId: onTheTree } }),
);
export const GoodsTypeBrandScreen = resourceScreen(
  registryResource(goodsTypeBrandResource, { fields: { goodsTypeId: onTheTree } }),
);

/**
 * goodsTagRef: the registry's list with the goods chosen in the product chooser and the tag in
 * its colour, plus tagging many goods at once through the product chooser.
 */
const goodsTagRefList = registryResource(goodsTagRefResource, {
  fields: {
    goodsId: { input: GoodsPicker, filter: false, column: false },
    goodsTagId: { input: TagInput, filterInput: TagInput, column: false },
    goodsTagName: { render: (value, row) => <TagName id={row.goodsTagId} name={value} /> },
  },
});
export const GoodsTagRefScreen = () => (
  <ResourceListScreen
    resource={goodsTagRefList}
    toolbar={(list) => <TagGoodsButton onDone={list.reload} />}
  />
);

const goodsList = { ...goodsResource, rowActions: GoodsActions, removeInMenu: true };

/** Adds goods through the goods dialog (the engine's dialog has no pictures or rich text). */
const AddGoods = ({ onSaved }: { onSaved: () => void }) => {
  const t = useMessages(goodsMessages);
  const [open, setOpen] = useState(false);
  return (
    <Authorized code="GOODS_EDIT">
      <Button
        type="primary"
        icon={<PlusOutlined />}
        data-testid="list-add"
        onClick={() => setOpen(true)}
      >
        {t('goods.add')}
      </Button>
      {open && <GoodsEditDialog goodsId={null} onClose={() => setOpen(false)} onSaved={onSaved} />}
    </Authorized>
  );
};

/** goods: filters, status 出售中/下架, add and edit with pictures and description, launch. */
export const GoodsScreen = () => (
  <ResourceListScreen resource={goodsList} toolbar={(list) => <AddGoods onSaved={list.reload} />} />
);
