import { defineResource } from '../registry/define-resource';
import { flag, integer, money } from '../registry/fields';
import { CUSTOMER_DIRECTORY } from './customer-menu';

// The points rules of a tenant (one record per tenant): whether points pay part of an order,
// what a point is worth and the most they may pay per order (integer cents), and the points and
// the experience (toward the member levels) a customer earns per yuan paid.

export const pointConfigResource = defineResource({
  key: 'pointConfig',
  service: 'admin',
  table: 'point_config',
  scope: 'tenant',
  noun: 'Point rules',
  menu: { directory: CUSTOMER_DIRECTORY.code, icon: 'setting', after: 'pointRecord' },
  fields: {
    deductEnabled: flag({ defaultValue: false }),
    deductUnitPrice: money({ min: 0, max: 100_00, defaultValue: 1 }),
    deductMaxPrice: money({ defaultValue: 0 }),
    givePointPerYuan: integer({ min: 0, max: 10_000, defaultValue: 0 }),
    giveExperiencePerYuan: integer({ min: 0, max: 10_000, defaultValue: 1 }),
  },
  defaultSort: [],
  display: 'givePointPerYuan',
  exportable: false,
  labels: {
    en: {
      title: 'Point rules',
      fields: {
        deductEnabled: 'Points pay for orders',
        deductUnitPrice: 'Value of one point',
        deductMaxPrice: 'Most paid by points per order (0: no limit)',
        givePointPerYuan: 'Points earned per yuan',
        giveExperiencePerYuan: 'Experience earned per yuan',
      },
    },
    zh: {
      title: '积分设置',
      fields: {
        deductEnabled: '积分抵扣',
        deductUnitPrice: '每积分抵扣金额',
        deductMaxPrice: '单笔订单最多抵扣（0 为不限）',
        givePointPerYuan: '每消费 1 元赠送积分',
        giveExperiencePerYuan: '每消费 1 元赠送经验',
      },
    },
    es: {
      title: 'Reglas de puntos',
      fields: {
        deductEnabled: 'Los puntos pagan pedidos',
        deductUnitPrice: 'Valor de un punto',
        deductMaxPrice: 'Máximo pagado con puntos por pedido (0: sin límite)',
        givePointPerYuan: 'Puntos ganados por yuan',
        giveExperiencePerYuan: 'Experiencia ganada por yuan',
      },
    },
  },
});
