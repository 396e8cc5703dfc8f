import { defineTexts } from './translate';

/** Editor labels of the batch-c widgets: field labels (palette names: widget-names.labels.ts). */
export const batchCLabels = defineTexts({
  'video.videoUrl': { zh: '视频地址', en: 'Video', es: 'Vídeo' },
  'video.poster': { zh: '封面图', en: 'Poster image', es: 'Imagen de portada' },
  'video.autoplay': { zh: '自动播放', en: 'Autoplay', es: 'Reproducción automática' },
  'video.autoplayOn': { zh: '开启', en: 'On', es: 'Activada' },
  'video.autoplayOff': { zh: '关闭', en: 'Off', es: 'Desactivada' },

  'avatarImage.size': { zh: '尺寸', en: 'Size', es: 'Tamaño' },
  'avatarImage.round': { zh: '圆形', en: 'Round', es: 'Redondo' },

  'searchBar.placeholder': {
    zh: '提示文字',
    en: 'Placeholder text',
    es: 'Texto de ejemplo',
  },
  'searchBar.tipImageEnable': {
    zh: '显示左侧图片',
    en: 'Show left image',
    es: 'Mostrar imagen izquierda',
  },
  'searchBar.tipImage': { zh: '左侧图片', en: 'Left image', es: 'Imagen izquierda' },
  'searchBar.rightImageEnable': {
    zh: '显示右侧图片',
    en: 'Show right image',
    es: 'Mostrar imagen derecha',
  },
  'searchBar.rightImage': { zh: '右侧图片', en: 'Right image', es: 'Imagen derecha' },

  'assetSummary.sampleBalance': { zh: '示例余额', en: 'Sample balance', es: 'Saldo de ejemplo' },
  'assetSummary.sampleScore': { zh: '示例积分', en: 'Sample points', es: 'Puntos de ejemplo' },
  'assetSummary.sampleCoupon': {
    zh: '示例优惠券数',
    en: 'Sample coupon count',
    es: 'Cupones de ejemplo',
  },

  'serviceGrid.titleShown': { zh: '显示标题', en: 'Show title', es: 'Mostrar título' },
  'serviceGrid.diyIcon': { zh: '自定义图标', en: 'Custom icons', es: 'Iconos propios' },
  'serviceGrid.typeGrid': { zh: '宫格', en: 'Grid', es: 'Cuadrícula' },
  'serviceGrid.typeList': { zh: '列表', en: 'List', es: 'Lista' },
  'serviceGrid.name': { zh: '名称', en: 'Name', es: 'Nombre' },
  'serviceGrid.itemType': { zh: '类型', en: 'Type', es: 'Tipo' },
  'serviceGrid.typeLink': { zh: '链接', en: 'Link', es: 'Enlace' },
  'serviceGrid.typeButton': {
    zh: '按钮（仅微信小程序）',
    en: 'Button (WeChat mini-program only)',
    es: 'Botón (solo miniprograma de WeChat)',
  },
  'serviceGrid.image': { zh: '自定义图标', en: 'Custom icon', es: 'Icono propio' },
  'serviceGrid.openType': { zh: '开放能力', en: 'Open type', es: 'Tipo de apertura' },
  'serviceGrid.count': { zh: '角标数字', en: 'Badge count', es: 'Número del distintivo' },
  'serviceGrid.hidden': { zh: '隐藏', en: 'Hidden', es: 'Oculto' },

  'imageWindow.rowsNum': { zh: '每行数量', en: 'Pictures per row', es: 'Imágenes por fila' },
  'imageWindow.layoutGrid': { zh: '一行多个', en: 'Grid', es: 'Cuadrícula' },
  'imageWindow.layoutLeftBig': {
    zh: '左一右多',
    en: 'Large on the left',
    es: 'Grande a la izquierda',
  },
  'imageWindow.layoutTopBig': { zh: '上一下多', en: 'Large on top', es: 'Grande arriba' },

  'imageHotspot.hotspots': { zh: '热点', en: 'Hotspots', es: 'Zonas' },
  'imageHotspot.fullLink': {
    zh: '链接（仅声明）',
    en: 'Link (declared only)',
    es: 'Enlace (solo declarado)',
  },

  'hotZoneImage.imageWidth': { zh: '图片宽度', en: 'Picture width', es: 'Ancho de la imagen' },
  'hotZoneImage.imageHeight': { zh: '图片高度', en: 'Picture height', es: 'Alto de la imagen' },
  'hotZoneImage.zones': { zh: '热区', en: 'Hot zones', es: 'Zonas activas' },
  'zone.index': { zh: '序号', en: 'Number', es: 'Número' },
  'zone.left': { zh: '左边距', en: 'Left', es: 'Izquierda' },
  'zone.top': { zh: '上边距', en: 'Top', es: 'Arriba' },
  'zone.width': { zh: '宽度', en: 'Width', es: 'Ancho' },
  'zone.height': { zh: '高度', en: 'Height', es: 'Alto' },

  'topNavBar.titleShow': { zh: '显示标题', en: 'Show title', es: 'Mostrar título' },
  'topNavBar.titleImage': { zh: '标题图标', en: 'Title icon', es: 'Icono del título' },
  'topNavBar.showBackBtn': {
    zh: '显示返回按钮',
    en: 'Show back button',
    es: 'Mostrar botón volver',
  },
  'topNavBar.showShareBtn': {
    zh: '显示分享按钮',
    en: 'Show share button',
    es: 'Mostrar botón compartir',
  },
  'topNavBar.stickyTop': {
    zh: '滚动时吸顶',
    en: 'Stick to the top on scroll',
    es: 'Fijar arriba al desplazar',
  },
  'topNavBar.transparencyModel': {
    zh: '透明模式',
    en: 'Transparent mode',
    es: 'Modo transparente',
  },
  'topNavBar.textColor': { zh: '文字颜色', en: 'Text colour', es: 'Color del texto' },
  'topNavBar.scrollBackground': {
    zh: '滚动后背景色',
    en: 'Background after scrolling',
    es: 'Fondo al desplazar',
  },
  'topNavBar.scrollTextColor': {
    zh: '滚动后文字颜色',
    en: 'Text colour after scrolling',
    es: 'Color del texto al desplazar',
  },
  'topNavBar.navImageEnable': {
    zh: '使用导航图片',
    en: 'Use a navigation image',
    es: 'Usar imagen de navegación',
  },
  'topNavBar.navImageCenter': { zh: '图片居中', en: 'Centre the image', es: 'Centrar la imagen' },
  'topNavBar.navImageUrl': { zh: '导航图片', en: 'Navigation image', es: 'Imagen de navegación' },
  'topNavBar.scrollingNavImageUrl': {
    zh: '滚动后导航图片',
    en: 'Navigation image after scrolling',
    es: 'Imagen de navegación al desplazar',
  },
  'topNavBar.shareEnabled': { zh: '开启分享', en: 'Enable sharing', es: 'Activar compartir' },
  'topNavBar.shareTitle': { zh: '分享标题', en: 'Share title', es: 'Título para compartir' },
  'topNavBar.shareDescription': {
    zh: '分享描述',
    en: 'Share description',
    es: 'Descripción para compartir',
  },
  'topNavBar.shareContentImage': {
    zh: '分享图片',
    en: 'Share image',
    es: 'Imagen para compartir',
  },
  'topNavBar.shareIcon': { zh: '分享图标', en: 'Share icon', es: 'Icono de compartir' },

  'floatingMenu.enable': { zh: '启用', en: 'Enabled', es: 'Activado' },
  'floatingMenu.layoutVertical': { zh: '纵向', en: 'Vertical', es: 'Vertical' },
  'floatingMenu.layoutHorizontal': { zh: '横向', en: 'Horizontal', es: 'Horizontal' },
  'floatingMenu.showName': { zh: '显示名称', en: 'Show names', es: 'Mostrar nombres' },
  'floatingMenu.btns': { zh: '按钮', en: 'Buttons', es: 'Botones' },
  'floatingMenu.name': { zh: '名称', en: 'Name', es: 'Nombre' },

  'waterfallFeed.swiperShow': { zh: '显示轮播', en: 'Show carousel', es: 'Mostrar carrusel' },
  'waterfallFeed.swiperHeight': { zh: '轮播高度', en: 'Carousel height', es: 'Alto del carrusel' },
  'waterfallFeed.swiperAutoPlay': { zh: '自动播放', en: 'Autoplay', es: 'Reproducción automática' },
  'waterfallFeed.swiperInterval': {
    zh: '轮播间隔',
    en: 'Carousel interval',
    es: 'Intervalo del carrusel',
  },
  'waterfallFeed.swipers': { zh: '轮播图片', en: 'Carousel pictures', es: 'Imágenes del carrusel' },
  'waterfallFeed.showTag': { zh: '显示商品标签', en: 'Show goods tags', es: 'Mostrar etiquetas' },
  'waterfallFeed.goodsList': { zh: '商品', en: 'Goods', es: 'Productos' },
  'waterfallFeed.goodsName': { zh: '商品名称', en: 'Goods name', es: 'Nombre del producto' },
  'waterfallFeed.sellPoint': { zh: '卖点', en: 'Selling point', es: 'Argumento de venta' },
  'waterfallFeed.price': { zh: '价格', en: 'Price', es: 'Precio' },
  'waterfallFeed.expressTagLabel': {
    zh: '包邮标签',
    en: 'Free-shipping tag',
    es: 'Etiqueta de envío gratis',
  },
  'waterfallFeed.scoreTagLabel': { zh: '积分标签', en: 'Points tag', es: 'Etiqueta de puntos' },
  'waterfallFeed.vipTagLabel': {
    zh: '会员价标签',
    en: 'Member-price tag',
    es: 'Etiqueta de precio de socio',
  },
});
