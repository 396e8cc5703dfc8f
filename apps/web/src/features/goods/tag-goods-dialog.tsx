import { useState } from 'react';
import { App, Button, Flex, Form, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { endpoints, type GoodsRecord } from '@retail/contract';
import { EditDialog } from '../../components/list/edit-dialog';
import { ProductChooser } from '../../components/product-chooser';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { goodsMessages } from './goods.i18n';
import { TagSelect } from './goods-inputs';

/** Puts one tag on every goods chosen in the product chooser (one reference each). */
export const tagGoods = async (goodsTagId: number, goods: readonly GoodsRecord[]) => {
  let added = 0;
  let skipped = 0;
  for (const item of goods) {
    try {
      await call(endpoints.goodsTagRef.edit, { body: { goodsId: item.id, goodsTagId } });
      added += 1;
    } catch (error) {
      // Already tagged (400): nothing to do for that goods; anything else stops here.
      if (error instanceof ApiError && error.status === 400) skipped += 1;
      else throw error;
    }
  }
  return { added, skipped };
};

/** goodsTagRef toolbar: 为标签添加商品 — a tag, then goods from the product chooser. */
export const TagGoodsButton = ({ onDone }: { onDone: () => void }) => {
  const t = useMessages(goodsMessages);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [tagId, setTagId] = useState<number | null>(null);
  const [goods, setGoods] = useState<GoodsRecord[]>([]);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setOpen(false);
    setTagId(null);
    setGoods([]);
  };
  const save = async () => {
    if (tagId === null) return void message.error(t('tagRef.noTag'));
    if (goods.length === 0) return void message.error(t('tagRef.noGoods'));
    setSaving(true);
    try {
      const { added, skipped } = await tagGoods(tagId, goods);
      void message.success(
        [
          t('tagRef.added', { count: added }),
          skipped ? t('tagRef.skipped', { count: skipped }) : '',
        ]
          .filter(Boolean)
          .join('; '),
      );
      close();
      onDone();
    } catch {
      // The client showed the failure.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Authorized code="GOODS_TAG_REF_EDIT">
      <Button icon={<PlusOutlined />} data-testid="tag-goods-open" onClick={() => setOpen(true)}>
        {t('tagRef.addGoods')}
      </Button>
      <EditDialog
        open={open}
        title={t('tagRef.addGoods')}
        dirty={tagId !== null || goods.length > 0}
        onClose={close}
        onSubmit={() => void save()}
        submitting={saving}
        testId="tag-goods-dialog"
      >
        <Form layout="vertical">
          <Form.Item label={t('tagRef.tag')} required>
            <TagSelect value={tagId} onChange={(value) => setTagId(value as number | null)} />
          </Form.Item>
          <Form.Item label={t('tagRef.goods')} required>
            <Flex vertical gap={8}>
              <Flex gap={8} align="center">
                <Button data-testid="tag-goods-choose" onClick={() => setChoosing(true)}>
                  {t('tagRef.chooseGoods')}
                </Button>
                <Typography.Text type="secondary" data-testid="tag-goods-count">
                  {t('tagRef.chosen', { count: goods.length })}
                </Typography.Text>
              </Flex>
              <Flex gap={4} wrap>
                {goods.map((item) => (
                  <Tag
                    key={item.id}
                    closable
                    onClose={() => setGoods(goods.filter((other) => other.id !== item.id))}
                  >
                    {item.goodsName}
                  </Tag>
                ))}
              </Flex>
            </Flex>
          </Form.Item>
        </Form>
      </EditDialog>
      <ProductChooser
        open={choosing}
        selected={goods}
        onClose={() => setChoosing(false)}
        onConfirm={(rows) => {
          setGoods(rows);
          setChoosing(false);
        }}
      />
    </Authorized>
  );
};
