import type { Locale } from '@retail/contract';

// The texts of the bargain pages (pages/bargain/index, pages/bargain/detail?recordId=) and of
// checkout with a bargain: part of the shop's texts (storefront-shop.i18n.ts, SHOP_TEXTS), zh/en/es
// side by side, `{name}` placeholders. The store price, "until" and Copy link are the group buys'.

export const BARGAIN_TEXTS = {
  'bargains.title': { zh: '砍价', en: 'Bargains', es: 'Regateos' },
  'bargain.title': { zh: '砍价详情', en: 'Bargain', es: 'Regateo' },
  'bargain.first': { zh: '起砍价', en: 'Starting price', es: 'Precio inicial' },
  'bargain.asLowAs': { zh: '最低 {price}', en: 'as low as {price}', es: 'hasta {price}' },
  'bargain.left': { zh: '剩余 {count} 件', en: '{count} left', es: 'Quedan {count}' },
  'bargains.empty': {
    zh: '暂无进行中的砍价。',
    en: 'No bargains right now.',
    es: 'No hay regateos ahora.',
  },
  'bargain.soldOut': { zh: '已抢光', en: 'Sold out', es: 'Agotado' },
  'bargain.start': { zh: '发起砍价', en: 'Start bargaining', es: 'Empezar a regatear' },
  'bargain.signIn': {
    zh: '砍价前需要先登录。',
    en: 'You sign in first to bargain.',
    es: 'Primero inicias sesión para regatear.',
  },
  'bargain.notFound': {
    zh: '该砍价不存在。',
    en: 'This bargain does not exist.',
    es: 'Este regateo no existe.',
  },
  'bargain.owner': { zh: '{name} 的砍价', en: '{name}’s bargain', es: 'Regateo de {name}' },
  'bargain.now': { zh: '当前价', en: 'Price now', es: 'Precio actual' },
  'bargain.progress': { zh: '砍价进度', en: 'Bargain progress', es: 'Progreso del regateo' },
  'bargain.progressText': {
    zh: '已砍 {cut}，距底价还差 {left}',
    en: '{cut} off, {left} to the lowest price',
    es: '{cut} menos, faltan {left} para el precio mínimo',
  },
  'bargain.helpers': {
    zh: '好友助力（{count}/{max}）',
    en: 'Helpers ({count} of {max})',
    es: 'Ayudantes ({count} de {max})',
  },
  'bargain.noHelpers': {
    zh: '还没有人帮砍。',
    en: 'Nobody has cut the price yet.',
    es: 'Nadie ha bajado el precio todavía.',
  },
  'bargain.cut': { zh: '砍掉 {amount}', en: 'cut {amount}', es: 'bajó {amount}' },
  'bargain.endsIn': { zh: '剩余 {time}', en: 'Ends in {time}', es: 'Termina en {time}' },
  'bargain.endsAt': { zh: '{time} 结束', en: 'Ends at {time}', es: 'Termina el {time}' },
  'bargain.state.inProgress': {
    zh: '砍价中，邀请好友帮砍',
    en: 'In progress: friends cut the price',
    es: 'En curso: tus amigos bajan el precio',
  },
  'bargain.state.timeUp': {
    zh: '砍价时间已到',
    en: 'This bargain’s time is up',
    es: 'El tiempo de este regateo se acabó',
  },
  'bargain.state.succeeded': {
    zh: '砍价成功',
    en: 'Bargain complete',
    es: 'Regateo conseguido',
  },
  'bargain.state.failed': {
    zh: '砍价失败，时间已到',
    en: 'This bargain failed: its time ran out',
    es: 'Este regateo falló: se acabó el tiempo',
  },
  'bargain.state.ordered': {
    zh: '砍价成功，已下单',
    en: 'Bargain complete and ordered',
    es: 'Regateo conseguido y pedido',
  },
  'bargain.buy': { zh: '{price} 购买', en: 'Buy at {price}', es: 'Comprar a {price}' },
  'bargain.order': { zh: '查看订单', en: 'View the order', es: 'Ver el pedido' },
  'bargain.help': { zh: '帮砍一刀', en: 'Help cut', es: 'Ayudar a bajar' },
  'bargain.helpSignIn': {
    zh: '帮砍前需要先登录。',
    en: 'You sign in first to help.',
    es: 'Primero inicias sesión para ayudar.',
  },
  'bargain.youCut': { zh: '你砍掉了 {amount}', en: 'You cut {amount}', es: 'Has bajado {amount}' },
  'bargain.link': { zh: '本次砍价链接', en: 'Link to this bargain', es: 'Enlace a este regateo' },
  'bargain.all': { zh: '查看全部砍价', en: 'All bargains', es: 'Todos los regateos' },
  'confirm.bargain': {
    zh: '砍价：以砍到的价格购买一件。',
    en: 'Bargain: one unit at the price you reached.',
    es: 'Regateo: una unidad al precio conseguido.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
