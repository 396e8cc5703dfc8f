// The widgets' sample content (their defaults) in every language, in one table: the defaults
// hold the Chinese text, and a widget inserted or shown for an en or es operator gets the
// matching shop copy instead. Plain data and string work (no zod, no React), so every entry
// point can carry it.
import type { Locale, Translations } from '@retail/contract';

/** Stands for a sample picture inside a longer text (an HTML description). */
export const SAMPLE_IMAGE_SLOT = '{image}';

/**
 * Every Chinese string of the defaults with its en and es copy. Numbers, units and HTML tags
 * are kept; names of people and shops may become local names.
 */
export const SAMPLE_TEXTS: readonly Translations[] = [
  // Titles, notices and navigation
  { zh: '精选推荐', en: 'Featured picks', es: 'Selección destacada' },
  { zh: '好物每日上新', en: 'New finds every day', es: 'Novedades cada día' },
  {
    zh: '新店开业，全场满99元包邮',
    en: 'Grand opening: free delivery on orders over 99',
    es: 'Inauguración: envío gratis desde 99',
  },
  {
    zh: '会员日每周三，积分双倍',
    en: 'Member day every Wednesday: double points',
    es: 'Día del socio cada miércoles: puntos dobles',
  },
  { zh: '营业时间 08:00–22:00', en: 'Open 08:00–22:00', es: 'Horario 08:00–22:00' },
  { zh: '本周热卖', en: "This week's bestsellers", es: 'Lo más vendido de la semana' },
  { zh: '旗舰店', en: 'Flagship store', es: 'Tienda principal' },
  { zh: '便利店', en: 'Corner shop', es: 'Tienda de barrio' },
  { zh: '首页', en: 'Home', es: 'Inicio' },
  { zh: '搜索', en: 'Search', es: 'Buscar' },
  { zh: '订单', en: 'Orders', es: 'Pedidos' },
  { zh: '我的', en: 'Me', es: 'Cuenta' },
  { zh: '新品', en: 'New', es: 'Novedades' },
  { zh: '热卖', en: 'Hot', es: 'Top ventas' },
  { zh: '优惠券', en: 'Coupons', es: 'Cupones' },
  { zh: '钱包', en: 'Wallet', es: 'Monedero' },
  { zh: '会员', en: 'Members', es: 'Socios' },
  { zh: '店铺首页', en: 'Shop home', es: 'Inicio de la tienda' },
  { zh: '客服', en: 'Help', es: 'Ayuda' },
  { zh: '购物车', en: 'Cart', es: 'Carrito' },
  { zh: '收货地址', en: 'Addresses', es: 'Dirección' },
  { zh: '我的收藏', en: 'Favourites', es: 'Favoritos' },
  { zh: '个人资料', en: 'Profile', es: 'Perfil' },
  { zh: '联系客服', en: 'Contact us', es: 'Contacto' },
  { zh: '分享好友', en: 'Share', es: 'Compartir' },

  // Categories
  { zh: '生鲜果蔬', en: 'Fresh produce', es: 'Frutas y verduras' },
  { zh: '休闲零食', en: 'Snacks', es: 'Aperitivos' },
  { zh: '粮油调味', en: 'Pantry', es: 'Despensa' },
  { zh: '酒水饮料', en: 'Drinks', es: 'Bebidas' },
  { zh: '个护清洁', en: 'Personal care', es: 'Cuidado personal' },
  { zh: '家居百货', en: 'Home goods', es: 'Hogar' },

  // Articles
  {
    zh: '秋季新品上市，会员专享九折优惠',
    en: 'Autumn arrivals are in: members save 10%',
    es: 'Llegan las novedades de otoño: un 10 % menos para socios',
  },
  {
    zh: '三步挑选一颗好咖啡豆',
    en: 'Choosing good coffee beans in three steps',
    es: 'Cómo elegir un buen café en tres pasos',
  },

  // Goods and their selling points
  { zh: '精选坚果礼盒', en: 'Mixed nut gift box', es: 'Caja regalo de frutos secos' },
  {
    zh: '每日一包 营养均衡',
    en: 'One pack a day, well balanced',
    es: 'Un sobre al día, equilibrado',
  },
  {
    zh: '有机纯牛奶 12盒',
    en: 'Organic whole milk, 12 cartons',
    es: 'Leche entera ecológica, 12 briks',
  },
  { zh: '牧场直供', en: 'Straight from the farm', es: 'Directo de la granja' },
  {
    zh: '手冲咖啡豆 500g',
    en: 'Pour-over coffee beans 500g',
    es: 'Café en grano para filtro 500g',
  },
  { zh: '中度烘焙 香气浓郁', en: 'Medium roast, rich aroma', es: 'Tueste medio, aroma intenso' },
  { zh: '当季草莓 500g', en: 'Seasonal strawberries 500g', es: 'Fresas de temporada 500g' },
  { zh: '进口牛排 4片', en: 'Imported steaks, 4 pcs', es: 'Filetes importados, 4 uds.' },
  { zh: '坚果礼盒', en: 'Nut gift box', es: 'Caja de frutos secos' },
  { zh: '鲜榨橙汁', en: 'Fresh orange juice', es: 'Zumo de naranja natural' },
  { zh: '电动牙刷 声波款', en: 'Sonic electric toothbrush', es: 'Cepillo eléctrico sónico' },
  { zh: '保温杯 500ml', en: 'Insulated bottle 500ml', es: 'Termo 500ml' },
  { zh: '赣南脐橙 5kg', en: 'Navel oranges 5kg', es: 'Naranjas navel 5kg' },
  { zh: '东北大米 10kg', en: 'Northeast rice 10kg', es: 'Arroz del noreste 10kg' },
  { zh: '云南小粒咖啡', en: 'Yunnan arabica coffee', es: 'Café arábica de Yunnan' },
  { zh: '手工曲奇', en: 'Handmade cookies', es: 'Galletas artesanas' },
  { zh: '冻干草莓', en: 'Freeze-dried strawberries', es: 'Fresas liofilizadas' },
  { zh: '燕麦牛奶', en: 'Oat milk', es: 'Bebida de avena' },
  { zh: '黑巧克力', en: 'Dark chocolate', es: 'Chocolate negro' },
  { zh: '网红零食', en: 'Trending snacks', es: 'Snacks de moda' },
  { zh: '鲜榨果汁', en: 'Fresh juice', es: 'Zumo natural' },
  { zh: '当季水果', en: 'Seasonal fruit', es: 'Fruta de temporada' },
  { zh: '手工面包', en: 'Artisan bread', es: 'Pan artesano' },
  { zh: '轻薄羽绒服', en: 'Light down jacket', es: 'Plumífero ligero' },
  { zh: '90%白鸭绒', en: '90% white duck down', es: '90 % plumón de pato' },
  { zh: '保温杯', en: 'Insulated bottle', es: 'Termo' },
  { zh: '12小时长效保温', en: 'Keeps drinks hot for 12 hours', es: 'Mantiene el calor 12 horas' },
  { zh: '无线耳机', en: 'Wireless earbuds', es: 'Auriculares inalámbricos' },
  { zh: '主动降噪', en: 'Active noise cancelling', es: 'Cancelación activa de ruido' },
  { zh: '纯棉T恤', en: 'Cotton T-shirt', es: 'Camiseta de algodón' },
  { zh: '透气亲肤', en: 'Breathable and soft', es: 'Transpirable y suave' },
  { zh: '运动鞋', en: 'Running shoes', es: 'Zapatillas deportivas' },
  { zh: '缓震回弹', en: 'Cushioned, springy sole', es: 'Suela con amortiguación' },
  { zh: '每日坚果 30 袋', en: 'Daily nuts, 30 packs', es: 'Frutos secos diarios, 30 sobres' },
  {
    zh: '有机高山绿茶 250g 礼盒装',
    en: 'Organic mountain green tea 250g, gift box',
    es: 'Té verde ecológico de montaña 250g, caja regalo',
  },
  {
    zh: '明前采摘，清香回甘',
    en: 'Early spring harvest, fresh with a sweet finish',
    es: 'Cosecha de primavera, fresco y de final dulce',
  },

  // Sections and promotions
  { zh: '限时秒杀', en: 'Flash sale', es: 'Oferta flash' },
  { zh: '砍价专区', en: 'Bargain deals', es: 'Precios a la baja' },
  { zh: '拼团特惠', en: 'Group deals', es: 'Compra en grupo' },
  { zh: '为你精选', en: 'Picked for you', es: 'Elegidos para ti' },
  { zh: '热销榜单', en: 'Top sellers', es: 'Más vendidos' },
  { zh: '大家都在买', en: "Everyone's buying", es: 'Lo que todos compran' },
  { zh: '新品首发', en: 'Just launched', es: 'Recién llegados' },
  { zh: '抢先尝鲜', en: 'Be the first to try', es: 'Pruébalos primero' },
  { zh: '限时特惠', en: 'Limited-time offer', es: 'Oferta por tiempo limitado' },
  { zh: '满199减20', en: '20 off orders over 199', es: '20 de descuento desde 199' },
  { zh: '新人9折', en: 'New customers 10% off', es: 'Nuevos clientes: 10 % menos' },
  { zh: '满减', en: 'Spend and save', es: 'Rebaja por importe' },
  { zh: '积分', en: 'Points', es: 'Puntos' },
  {
    zh: '10积分抵10元，最多抵扣10%',
    en: '10 points = 10 off, up to 10% of the order',
    es: '10 puntos = 10 de descuento, hasta el 10 %',
  },

  // Shops and brands
  { zh: '山野', en: 'Wildwood', es: 'Monte' },
  { zh: '晨露', en: 'Morning Dew', es: 'Rocío' },
  { zh: '禾田', en: 'Harvest', es: 'Trigal' },
  { zh: '海蓝', en: 'Oceana', es: 'Marea' },
  { zh: '鲜果优选旗舰店', en: 'Fresh Fruit Select', es: 'Fruta Selecta' },
  {
    zh: '深圳市南山区科技园南路 88 号',
    en: '88 Market Street, Springfield',
    es: 'Calle Mayor 88, Valencia',
  },

  // Goods details
  {
    zh:
      '<p><strong>产地直发</strong>：海拔 1200 米茶园，明前手工采摘。</p>' +
      '<ul><li>净含量：250g</li><li>保质期：18 个月</li></ul>' +
      `<p><img src="${SAMPLE_IMAGE_SLOT}" alt=""></p>`,
    en:
      '<p><strong>Straight from the source</strong>: a tea garden at 1200 m, hand-picked in early spring.</p>' +
      '<ul><li>Net weight: 250g</li><li>Shelf life: 18 months</li></ul>' +
      `<p><img src="${SAMPLE_IMAGE_SLOT}" alt=""></p>`,
    es:
      '<p><strong>Directo del origen</strong>: un jardín de té a 1200 m, recogido a mano a principios de primavera.</p>' +
      '<ul><li>Peso neto: 250g</li><li>Consumo preferente: 18 meses</li></ul>' +
      `<p><img src="${SAMPLE_IMAGE_SLOT}" alt=""></p>`,
  },
  { zh: '7天无理由退货', en: '7-day free returns', es: 'Devolución en 7 días' },
  {
    zh: '商品签收后7天内，在不影响二次销售的情况下可无理由退货。',
    en: 'Return it within 7 days of delivery, no reason needed, as long as it can be resold.',
    es: 'Devuélvelo en los 7 días siguientes a la entrega, sin dar motivos, si puede revenderse.',
  },
  { zh: '48小时发货', en: 'Ships in 48 hours', es: 'Envío en 48 horas' },
  {
    zh: '付款后48小时内发货。',
    en: 'Ships within 48 hours of payment.',
    es: 'Se envía en las 48 horas siguientes al pago.',
  },
  { zh: '快递', en: 'Courier', es: 'Mensajería' },
  { zh: '净含量', en: 'Net weight', es: 'Peso neto' },
  { zh: '产地', en: 'Origin', es: 'Origen' },
  { zh: '浙江', en: 'Zhejiang', es: 'Zhejiang' },

  // Reviews and the shopper
  { zh: '商品评价', en: 'Reviews', es: 'Opiniones' },
  { zh: '小林', en: 'Leo', es: 'Luis' },
  {
    zh: '茶香浓郁，包装精美，送人很有面子，会回购。',
    en: 'Rich aroma and lovely packaging, a gift to be proud of. Will buy again.',
    es: 'Aroma intenso y presentación preciosa, queda genial como regalo. Repetiré.',
  },
  { zh: '阿杰', en: 'Jake', es: 'Javi' },
  {
    zh: '味道还可以，物流稍慢。',
    en: 'Tastes fine, delivery was a bit slow.',
    es: 'El sabor está bien, el envío tardó un poco.',
  },
  { zh: '王女士', en: 'Mrs Walker', es: 'Sra. García' },
  { zh: '收到时盒子有压痕。', en: 'The box arrived dented.', es: 'La caja llegó abollada.' },
  { zh: '林小姐', en: 'Lily', es: 'Lucía' },
  { zh: '黄金会员', en: 'Gold member', es: 'Socio oro' },
];

/**
 * The words drawn on the sample pictures (core/samples.ts): initials follow the translated
 * name (林 of 小林 and 林小姐: L), goods pictures a short word for the goods.
 */
export const SAMPLE_IMAGE_LABELS: readonly Translations[] = [
  { zh: '资讯', en: 'News', es: 'Noticias' },
  { zh: '攻略', en: 'Guide', es: 'Guía' },
  { zh: '详情', en: 'Details', es: 'Detalles' },
  { zh: '晒图', en: 'Photo', es: 'Foto' },
  { zh: '店', en: 'Shop', es: 'Tienda' },
  { zh: '林', en: 'L', es: 'L' },
  { zh: '客', en: 'H', es: 'A' },
  { zh: '购', en: 'C', es: 'C' },
  { zh: '顶', en: '↑', es: '↑' },
  // Navigation: the first letter of the item
  { zh: '新', en: 'N', es: 'N' },
  { zh: '热', en: 'H', es: 'T' },
  { zh: '优', en: 'C', es: 'C' },
  { zh: '订', en: 'O', es: 'P' },
  { zh: '钱', en: 'W', es: 'M' },
  { zh: '会', en: 'M', es: 'S' },
  // Brands: the first letter of the brand
  { zh: '山', en: 'W', es: 'M' },
  { zh: '晨', en: 'M', es: 'R' },
  { zh: '禾', en: 'H', es: 'T' },
  { zh: '海', en: 'O', es: 'M' },
  // Goods pictures
  { zh: '精选', en: 'Nuts', es: 'Frutos' },
  { zh: '有机', en: 'Milk', es: 'Leche' },
  { zh: '手冲', en: 'Coffee', es: 'Café' },
  { zh: '当季', en: 'Fruit', es: 'Fruta' },
  { zh: '进口', en: 'Steak', es: 'Filete' },
  { zh: '坚果', en: 'Nuts', es: 'Frutos' },
  { zh: '鲜榨', en: 'Juice', es: 'Zumo' },
  { zh: '电动', en: 'Brush', es: 'Cepillo' },
  { zh: '保温', en: 'Bottle', es: 'Termo' },
  { zh: '赣南', en: 'Orange', es: 'Naranja' },
  { zh: '东北', en: 'Rice', es: 'Arroz' },
  { zh: '云南', en: 'Coffee', es: 'Café' },
  { zh: '手工', en: 'Baked', es: 'Horno' },
  { zh: '冻干', en: 'Berry', es: 'Fresa' },
  { zh: '燕麦', en: 'Oats', es: 'Avena' },
  { zh: '黑巧', en: 'Cocoa', es: 'Cacao' },
  { zh: '网红', en: 'Snack', es: 'Snack' },
  { zh: '轻薄', en: 'Jacket', es: 'Abrigo' },
  { zh: '无线', en: 'Audio', es: 'Audio' },
  { zh: '纯棉', en: 'Tee', es: 'Camiseta' },
  { zh: '运动', en: 'Shoes', es: 'Calzado' },
];

const byChinese = (entries: readonly Translations[]): ReadonlyMap<string, Translations> =>
  new Map(entries.map((entry) => [entry.zh, entry]));

const TEXTS = byChinese(SAMPLE_TEXTS);
const IMAGE_LABELS = byChinese(SAMPLE_IMAGE_LABELS);

/** A sample picture (core/samples.ts): an inline SVG, URI-encoded, so it stops at a quote. */
export const SAMPLE_IMAGE_PATTERN = /data:image\/svg\+xml,[\w.!~*'()%-]+/g;
const SLOT_PATTERN = /\{image\}/g;
const LABEL_PATTERN = /(<text\b[^>]*>)([^<]*)(<\/text>)/;

/** The word on a sample picture, or undefined when the text is no sample picture. */
export const sampleImageLabel = (image: string): string | undefined => {
  if (!image.startsWith('data:image/svg+xml,')) return undefined;
  return LABEL_PATTERN.exec(decodeURIComponent(image.slice('data:image/svg+xml,'.length)))?.[2];
};

const localizedImage = (image: string, locale: Locale): string => {
  const svg = decodeURIComponent(image.slice('data:image/svg+xml,'.length));
  const localized = svg.replace(
    LABEL_PATTERN,
    (whole, open: string, label: string, close: string) => {
      const entry = IMAGE_LABELS.get(label);
      return entry ? `${open}${entry[locale]}${close}` : whole;
    },
  );
  return `data:image/svg+xml,${encodeURIComponent(localized)}`;
};

/** A text with its sample pictures taken out (each one a SAMPLE_IMAGE_SLOT), and the pictures. */
export const splitSampleImages = (text: string): { text: string; images: string[] } => {
  const images: string[] = [];
  const rest = text.replace(SAMPLE_IMAGE_PATTERN, (image) => {
    images.push(image);
    return SAMPLE_IMAGE_SLOT;
  });
  return { text: rest, images };
};

/** One string of sample content in a language: its table copy, pictures relabelled. */
export const localizeSampleText = (text: string, locale: Locale): string => {
  if (locale === 'zh') return text;
  const { text: rest, images } = splitSampleImages(text);
  if (images.length === 0) return TEXTS.get(text)?.[locale] ?? text;
  const translated = TEXTS.get(rest)?.[locale] ?? rest;
  let next = 0;
  return translated.replace(SLOT_PATTERN, () => {
    const image = images[next++];
    return image === undefined ? '' : localizedImage(image, locale);
  });
};

/**
 * A deep copy of sample content (a widget's defaults) in a language: every string found in
 * the table becomes its translation, sample pictures get their word translated; zh is a copy.
 */
export const localizeSampleContent = <T>(value: T, locale: Locale): T => {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return localizeSampleText(node, locale);
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(value) as T;
};
