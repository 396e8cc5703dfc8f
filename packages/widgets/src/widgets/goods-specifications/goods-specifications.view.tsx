import type { ReactNode } from 'react';
import { WidgetBlock } from '../../core/block';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import { DataGate, formatPrice } from '../goods-info/goods-detail';
import {
  GOODS_SPECIFICATIONS,
  goodsSpecificationsDefaults,
  type SpecificationRow,
} from './goods-specifications.defaults';
import type { GoodsSpecificationsProps } from './goods-specifications.schema';
import { MUTED_TEXT } from '../../core/colours';

const Row = ({
  row,
  label,
  children,
}: {
  row: SpecificationRow;
  label: string;
  children: ReactNode;
}) => (
  <div
    data-spec-row={row}
    style={{ display: 'flex', gap: 12, padding: '8px 0', fontSize: 13, color: '#333' }}
  >
    <span style={{ flex: 'none', width: 36, color: MUTED_TEXT }}>{label}</span>
    <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
  </div>
);

const tagStyle = {
  display: 'inline-block',
  marginRight: 6,
  padding: '0 4px',
  border: '1px solid var(--widget-theme)',
  borderRadius: 3,
  color: 'var(--widget-theme)',
  fontSize: 11,
} as const;

/** Shipping, offers, services and specification rows of the goods, each behind its flag. */
export const GoodsSpecificationsView = ({
  style,
  params,
  data,
}: WidgetViewProps<GoodsSpecificationsProps>) => {
  const t = useWidgetText();
  const rows: ReactNode[] = [];
  if (params.showShipment && data.goodsFreightTemplates.length > 0)
    rows.push(
      <Row key="shipment" row="shipment" label={t('goodsSpecifications.shipment')}>
        <span>
          {data.goodsFreightTemplates
            .map((template) =>
              t('goodsSpecifications.freight', {
                name: template.templateName,
                fee:
                  template.freight > 0
                    ? formatPrice(template.freight)
                    : t('goodsSpecifications.freeShipping'),
              }),
            )
            .join('; ')}
        </span>
        <span style={{ float: 'right', color: MUTED_TEXT }}>
          {t('goodsDetail.sold', { count: data.salesNum })}
        </span>
      </Row>,
    );
  if (params.showPreferential && data.goodsPromotionVOS.length > 0)
    rows.push(
      <Row key="preferential" row="preferential" label={t('goodsSpecifications.preferential')}>
        {data.goodsPromotionVOS.map((promotion, index) => (
          <div key={index}>
            <span style={tagStyle}>{promotion.promotionName}</span>
            {promotion.description}
          </div>
        ))}
      </Row>,
    );
  if (params.showService && data.storeServiceVOS.length > 0)
    rows.push(
      <Row key="service" row="service" label={t('goodsSpecifications.service')}>
        {data.storeServiceVOS.map((service) => service.serviceName).join(' · ')}
      </Row>,
    );
  if (params.showSpecification && data.goodsLinkPropses.length > 0)
    rows.push(
      <Row key="specification" row="specification" label={t('goodsSpecifications.specification')}>
        {data.goodsLinkPropses
          .map((prop) =>
            t('goodsSpecifications.prop', { name: prop.propName, value: prop.propValue }),
          )
          .join('; ')}
      </Row>,
    );
  if (rows.length === 0) return null;
  return (
    <DataGate loading={data.loading}>
      <WidgetBlock itemStyle={style}>{rows}</WidgetBlock>
    </DataGate>
  );
};

export const goodsSpecificationsView = defineWidgetView({
  type: GOODS_SPECIFICATIONS,
  view: GoodsSpecificationsView,
  defaults: goodsSpecificationsDefaults,
});
