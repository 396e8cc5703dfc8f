import { useState } from 'react';
import { Button, Card, Empty, Flex, Image, Tooltip, Typography } from 'antd';
import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { GOODS_IMAGES_MAX, type GoodsImage } from '@retail/contract';
import { ImageChooser } from '../../components/file-bank';
import { useMessages } from '../../lib/i18n/feature-messages';
import { goodsMessages } from './goods.i18n';

/** A goods picture being arranged: the file-bank file and its URL. */
export type ImageItem = Pick<GoodsImage, 'fileId' | 'fileUrl'>;

/** Moves one item a step left (-1) or right (+1). */
export const moveItem = <T,>(items: readonly T[], index: number, step: -1 | 1): T[] => {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
};

/** The pictures of a goods in display order: add through 选择图片, reorder, remove. */
export const GoodsImagesInput = ({
  value,
  onChange,
}: {
  value?: unknown;
  onChange?: (value: unknown) => void;
}) => {
  const t = useMessages(goodsMessages);
  const [open, setOpen] = useState(false);
  const items = Array.isArray(value) ? (value as ImageItem[]) : [];
  const full = items.length >= GOODS_IMAGES_MAX;
  return (
    <Flex vertical gap={8} data-testid="goods-images">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('images.empty')} />
      ) : (
        <Flex gap={8} wrap>
          {items.map((item, index) => (
            <Card
              key={`${item.fileId ?? item.fileUrl}-${index}`}
              size="small"
              data-testid="goods-image"
              data-file-id={item.fileId ?? ''}
              styles={{ body: { padding: 6 } }}
            >
              <Flex vertical gap={4} align="center">
                <Image src={item.fileUrl} width={88} height={88} style={{ objectFit: 'contain' }} />
                <Flex gap={2}>
                  <Tooltip title={t('images.moveUp')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<LeftOutlined />}
                      aria-label={t('images.moveUp')}
                      data-testid={`goods-image-left-${index}`}
                      disabled={index === 0}
                      onClick={() => onChange?.(moveItem(items, index, -1))}
                    />
                  </Tooltip>
                  <Tooltip title={t('images.remove')}>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('images.remove')}
                      data-testid={`goods-image-remove-${index}`}
                      onClick={() => onChange?.(items.filter((_, at) => at !== index))}
                    />
                  </Tooltip>
                  <Tooltip title={t('images.moveDown')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<RightOutlined />}
                      aria-label={t('images.moveDown')}
                      data-testid={`goods-image-right-${index}`}
                      disabled={index === items.length - 1}
                      onClick={() => onChange?.(moveItem(items, index, 1))}
                    />
                  </Tooltip>
                </Flex>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
      <Flex gap={8} align="center">
        <Button
          icon={<PlusOutlined />}
          data-testid="goods-images-add"
          disabled={full}
          onClick={() => setOpen(true)}
        >
          {t('images.add')}
        </Button>
        <Typography.Text type="secondary">
          {full ? t('images.full', { max: GOODS_IMAGES_MAX }) : t('images.first')}
        </Typography.Text>
      </Flex>
      <ImageChooser
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(file) => {
          onChange?.([...items, { fileId: file.fileId, fileUrl: file.fileUrl }]);
          setOpen(false);
        }}
      />
    </Flex>
  );
};
