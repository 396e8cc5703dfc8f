import { useEffect, useState } from 'react';
import { App, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { endpoints, type GoodsRecord } from '@retail/contract';
import { GoodsStatusTag, ProductChooser } from '../../components/product-chooser';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { GoodsImagesInput, type ImageItem } from './goods-images-input';
import { goodsMessages } from './goods.i18n';

/** The pictures of one goods: loaded with load-goods-images, saved with change-images. */
const GoodsImages = ({ goodsId }: { goodsId: number }) => {
  const t = useMessages(goodsMessages);
  const { message } = App.useApp();
  const goods = useQuery({
    queryKey: ['goods-detail', goodsId],
    queryFn: () => call(endpoints.goods.load, { body: { id: goodsId } }),
  });
  const images = useQuery({
    queryKey: ['goods-images', goodsId],
    queryFn: () => call(endpoints.goods.loadGoodsImages, { body: { goodsId } }),
  });
  const [draft, setDraft] = useState<ImageItem[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(null), [goodsId]);
  const shown = draft ?? (images.data ?? []).map(({ fileId, fileUrl }) => ({ fileId, fileUrl }));

  const save = async () => {
    setSaving(true);
    try {
      await call(endpoints.goods.changeImages, {
        body: {
          goodsId,
          fileIds: shown.flatMap((image) => (image.fileId !== null ? [image.fileId] : [])),
        },
      });
      void message.success(t('saved'));
      setDraft(null);
      await Promise.all([images.refetch(), goods.refetch()]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Spin spinning={images.isLoading || goods.isLoading}>
      <Flex vertical gap={12} data-testid="goods-img-editor">
        {goods.data && (
          <Flex gap={8} align="center">
            <Typography.Text strong data-testid="goods-img-name">
              {goods.data.goodsName}
            </Typography.Text>
            <Typography.Text type="secondary">{goods.data.goodsCode}</Typography.Text>
            <GoodsStatusTag status={goods.data.status} />
          </Flex>
        )}
        <GoodsImagesInput value={shown} onChange={(next) => setDraft(next as ImageItem[])} />
        <Authorized code="GOODS_IMG_EDIT">
          <Flex>
            <Button
              type="primary"
              data-testid="goods-img-save"
              disabled={draft === null}
              loading={saving}
              onClick={() => void save()}
            >
              {t('images.save')}
            </Button>
          </Flex>
        </Authorized>
      </Flex>
    </Spin>
  );
};

/** /goodsImg/index: the pictures of goods chosen in the product chooser (or ?goodsId=). */
export const GoodsImgScreen = () => {
  const t = useMessages(goodsMessages);
  const [params, setParams] = useSearchParams();
  const [choosing, setChoosing] = useState(false);
  const goodsId = Number(params.get('goodsId'));
  const chosen = Number.isInteger(goodsId) && goodsId > 0 ? goodsId : null;
  return (
    <Card
      title={t('images.title')}
      data-testid="goods-img-screen"
      extra={
        <Button data-testid="goods-img-choose" onClick={() => setChoosing(true)}>
          {chosen === null ? t('images.chooseGoods') : t('images.changeGoods')}
        </Button>
      }
    >
      {chosen === null ? (
        <Empty description={t('images.hint')} />
      ) : (
        <GoodsImages key={chosen} goodsId={chosen} />
      )}
      <ProductChooser
        open={choosing}
        multiple={false}
        onClose={() => setChoosing(false)}
        onConfirm={([goods]: GoodsRecord[]) => {
          if (goods) setParams({ goodsId: String(goods.id) });
          setChoosing(false);
        }}
      />
    </Card>
  );
};
