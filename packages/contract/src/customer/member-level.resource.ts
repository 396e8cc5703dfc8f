import { defineResource } from '../registry/define-resource';
import { enabled, image, integer, text } from '../registry/fields';
import { CUSTOMER_DIRECTORY } from './customer-menu';

// Member levels: a customer reaches a level when their experience reaches its threshold, so the
// thresholds rise strictly with the level (the server refuses an edit that breaks the order).

/** The highest level number and experience threshold a level may have. */
export const MEMBER_LEVEL_MAX = 100;
export const MEMBER_EXPERIENCE_MAX = 100_000_000;

export const memberLevelResource = defineResource({
  key: 'memberLevel',
  service: 'admin',
  table: 'member_level',
  scope: 'organ',
  noun: 'Member levels',
  menu: { directory: CUSTOMER_DIRECTORY.code, icon: 'star' },
  fields: {
    name: text({ max: 32, required: true, unique: true, filter: true, sortable: true }),
    level: {
      ...integer({ min: 1, max: MEMBER_LEVEL_MAX, sortable: true }),
      unique: true,
    },
    experience: integer({ min: 0, max: MEMBER_EXPERIENCE_MAX, defaultValue: 0, sortable: true }),
    discountPercent: integer({ min: 1, max: 100, defaultValue: 100 }),
    icon: image(),
    backgroundUrl: image({ list: false }),
    status: enabled({ filter: true }),
  },
  defaultSort: ['level'],
  removeRule: 'refused while customers hold the level',
  labels: {
    en: {
      title: 'Member levels',
      fields: {
        name: 'Level name',
        level: 'Level',
        experience: 'Experience needed',
        discountPercent: 'Discount (%)',
        icon: 'Icon',
        backgroundUrl: 'Background',
        status: 'Status',
      },
    },
    zh: {
      title: '会员等级',
      fields: {
        name: '等级名称',
        level: '等级',
        experience: '升级经验',
        discountPercent: '享受折扣（%）',
        icon: '等级图标',
        backgroundUrl: '背景图',
        status: '状态',
      },
    },
    es: {
      title: 'Niveles de socio',
      fields: {
        name: 'Nombre del nivel',
        level: 'Nivel',
        experience: 'Experiencia necesaria',
        discountPercent: 'Descuento (%)',
        icon: 'Icono',
        backgroundUrl: 'Fondo',
        status: 'Estado',
      },
    },
  },
});
