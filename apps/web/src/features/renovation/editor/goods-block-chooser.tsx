import { useState } from 'react';
import { Button } from 'antd';
import { ProductChooser } from '../../../components/product-chooser';
import { SpecificationChooser } from '../../../components/specification-chooser';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { editorMessages } from './editor.i18n';
import { goodsItemOf, specificationRowOf } from './goods-items';

type Props = {
  disabled: boolean;
  max: number;
  /** The chosen goods as the block's items: one change, one undo step. */
  onChoose: (items: ReturnType<typeof goodsItemOf>[]) => void;
};

/** Fills a goods block with goods chosen in the product chooser 请选择商品. */
export const GoodsBlockChooser = ({ disabled, max, onChoose }: Props) => {
  const t = useMessages(editorMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={disabled} data-testid="choose-block-goods" onClick={() => setOpen(true)}>
        {t('props.chooseGoods')}
      </Button>
      <ProductChooser
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(rows) => {
          setOpen(false);
          onChoose(rows.slice(0, max).map(goodsItemOf));
        }}
      />
    </>
  );
};

type SpecificationProps = {
  disabled: boolean;
  max: number;
  onChoose: (rows: ReturnType<typeof specificationRowOf>[]) => void;
};

/** Fills a specifications block from the specification chooser 商品分类规格选择. */
export const SpecificationBlockChooser = ({ disabled, max, onChoose }: SpecificationProps) => {
  const t = useMessages(editorMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        disabled={disabled}
        data-testid="choose-block-specifications"
        onClick={() => setOpen(true)}
      >
        {t('props.chooseSpecifications')}
      </Button>
      <SpecificationChooser
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(rows) => {
          setOpen(false);
          onChoose(rows.slice(0, max).map(specificationRowOf));
        }}
      />
    </>
  );
};
