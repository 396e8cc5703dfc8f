import { defineTexts } from './translate';

/** Editor labels of the batch-a widgets: field labels (palette names: widget-names.labels.ts). */
export const batchALabels = defineTexts({
  'noticeBoard.showIcon': { zh: '显示图标', en: 'Show icon', es: 'Mostrar icono' },
  'noticeBoard.scrollable': { zh: '滚动显示', en: 'Scrolling', es: 'Desplazamiento' },
  'noticeBoard.scrollDirection': { zh: '滚动方向', en: 'Scroll direction', es: 'Dirección' },
  'noticeBoard.horizontal': { zh: '水平', en: 'Horizontal', es: 'Horizontal' },
  'noticeBoard.vertical': { zh: '垂直', en: 'Vertical', es: 'Vertical' },
  'noticeBoard.scrollSpeed': { zh: '滚动速度', en: 'Scroll speed', es: 'Velocidad' },
  'noticeBoard.contentWidth': { zh: '内容宽度', en: 'Content width', es: 'Ancho del contenido' },

  'imageSlider.autoplay': {
    zh: '自动播放间隔（毫秒，0 为关闭）',
    en: 'Autoplay interval (ms, 0 = off)',
    es: 'Intervalo de reproducción (ms, 0 = desactivado)',
  },

  'textTitle.textAlign': { zh: '对齐方式', en: 'Alignment', es: 'Alineación' },
  'textTitle.alignLeft': { zh: '居左', en: 'Left', es: 'Izquierda' },
  'textTitle.alignCenter': { zh: '居中', en: 'Centre', es: 'Centro' },
  'textTitle.alignRight': { zh: '居右', en: 'Right', es: 'Derecha' },
  'textTitle.fontSize': { zh: '字号', en: 'Font size', es: 'Tamaño de letra' },
  'textTitle.bold': { zh: '加粗', en: 'Bold', es: 'Negrita' },

  'dividerLine.lineStyle': { zh: '线条样式', en: 'Line style', es: 'Estilo de línea' },
  'dividerLine.solid': { zh: '实线', en: 'Solid', es: 'Continua' },
  'dividerLine.dashed': { zh: '虚线', en: 'Dashed', es: 'Discontinua' },
  'dividerLine.dotted': { zh: '点线', en: 'Dotted', es: 'Punteada' },
  'dividerLine.thickness': { zh: '粗细', en: 'Thickness', es: 'Grosor' },

  'couponBlock.couponType': { zh: '优惠券类型', en: 'Coupon type', es: 'Tipo de cupón' },
  'couponBlock.typeDiscount': { zh: '折扣', en: 'Discount', es: 'Descuento' },
  'couponBlock.typeFullReduction': {
    zh: '满减',
    en: 'Full reduction',
    es: 'Reducción por importe',
  },
  'couponBlock.storeName': { zh: '店铺名称', en: 'Store name', es: 'Nombre de la tienda' },
  'couponBlock.discount': {
    zh: '折扣（折）',
    en: 'Discount (tenths of price)',
    es: 'Descuento (décimas del precio)',
  },
  'couponBlock.fullreduction': { zh: '减免金额', en: 'Amount off', es: 'Importe descontado' },
  'couponBlock.usingCondition': { zh: '使用门槛（元）', en: 'Minimum spend', es: 'Compra mínima' },
  'couponBlock.receivedState': { zh: '领取状态', en: 'Received state', es: 'Estado' },
  'couponBlock.notReceived': { zh: '未领取', en: 'Not received', es: 'No obtenido' },
  'couponBlock.received': { zh: '已领取', en: 'Received', es: 'Obtenido' },

  'adPopup.showOnce': { zh: '仅显示一次', en: 'Show once', es: 'Mostrar una vez' },
  'adPopup.ads': { zh: '广告列表', en: 'Ads', es: 'Anuncios' },
  'adPopup.adType': { zh: '广告类型', en: 'Ad type', es: 'Tipo de anuncio' },
  'adPopup.typeImage': { zh: '图片', en: 'Image', es: 'Imagen' },
  'adPopup.typeVideo': { zh: '视频', en: 'Video', es: 'Vídeo' },
  'adPopup.video': { zh: '视频', en: 'Video', es: 'Vídeo' },

  'bottomTabBar.active': { zh: '默认选中', en: 'Active tab', es: 'Pestaña activa' },
  'bottomTabBar.hideName': { zh: '隐藏名称', en: 'Hide names', es: 'Ocultar nombres' },
  'bottomTabBar.diyIconEnabled': {
    zh: '自定义图标',
    en: 'Custom icons',
    es: 'Iconos personalizados',
  },
  'bottomTabBar.items': { zh: '导航项', en: 'Tabs', es: 'Pestañas' },
  'bottomTabBar.defaultImage': { zh: '默认图片', en: 'Default image', es: 'Imagen por defecto' },
  'bottomTabBar.activeImage': { zh: '选中图片', en: 'Active image', es: 'Imagen activa' },

  'navigationBar.rowsNum': { zh: '每行数量', en: 'Items shown', es: 'Elementos visibles' },
  'navigationBar.labelEnable': { zh: '显示文字', en: 'Show labels', es: 'Mostrar etiquetas' },
});
