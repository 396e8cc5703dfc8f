import type { Locale } from '@retail/contract';

// The texts of the group buy pages (pages/groupon/index, pages/groupon/detail?grouponId=), of
// checkout with a group buy and of a group buy order: part of the shop's texts
// (storefront-shop.i18n.ts, SHOP_TEXTS), zh/en/es side by side, `{name}` placeholders. Copy link's
// (`share.*`) are the bargains' too (storefront-shop-activity.tsx).

export const GROUPON_TEXTS = {
  'groupons.title': { zh: '拼团', en: 'Group buys', es: 'Compras en grupo' },
  'groupons.empty': {
    zh: '暂无进行中的拼团。',
    en: 'No group buys right now.',
    es: 'No hay compras en grupo ahora.',
  },
  'groupon.title': { zh: '拼团详情', en: 'Group buy', es: 'Compra en grupo' },
  'groupon.people': { zh: '{count} 人团', en: '{count} people', es: '{count} personas' },
  'groupon.until': { zh: '活动截至 {time}', en: 'Until {time}', es: 'Hasta el {time}' },
  'groupon.price': { zh: '拼团价', en: 'Group price', es: 'Precio en grupo' },
  'groupon.was': {
    zh: '单买价 {price}',
    en: 'Store price {price}',
    es: 'Precio en tienda {price}',
  },
  'groupon.start': { zh: '发起拼团', en: 'Start a group', es: 'Crear un grupo' },
  'groupon.groups': { zh: '可参加的团', en: 'Groups to join', es: 'Grupos a los que unirse' },
  'groupon.noGroups': {
    zh: '暂无待成团，发起一个吧。',
    en: 'No open groups yet: start one.',
    es: 'Aún no hay grupos abiertos: crea uno.',
  },
  'groupon.leader': { zh: '{name} 的团', en: '{name}’s group', es: 'Grupo de {name}' },
  'groupon.needed': { zh: '还差 {count} 人', en: '{count} more needed', es: 'Faltan {count}' },
  'groupon.closesAt': { zh: '{time} 结束', en: 'Closes at {time}', es: 'Se cierra el {time}' },
  'groupon.closesIn': { zh: '剩余 {time}', en: 'Closes in {time}', es: 'Se cierra en {time}' },
  'groupon.join': { zh: '参团', en: 'Join', es: 'Unirse' },
  'groupon.joinThis': { zh: '参加这个团', en: 'Join this group', es: 'Unirse a este grupo' },
  'groupon.choose': { zh: '选择商品', en: 'Choose the goods', es: 'Elige el producto' },
  'groupon.signIn': {
    zh: '参团前需要先登录。',
    en: 'You sign in first to join.',
    es: 'Primero inicias sesión para unirte.',
  },
  'groupon.notFound': {
    zh: '该团不存在或尚未开团。',
    en: 'This group does not exist or has not opened yet.',
    es: 'Este grupo no existe o aún no se ha abierto.',
  },
  'groupon.state.open': {
    zh: '拼团中，还差 {count} 人',
    en: 'Open: {count} more needed',
    es: 'Abierto: faltan {count}',
  },
  'groupon.state.full': {
    zh: '名额已满，等待成员付款',
    en: 'Every seat is taken: waiting for payments',
    es: 'Todas las plazas están ocupadas: esperando los pagos',
  },
  'groupon.state.timeUp': {
    zh: '拼团时间已到',
    en: 'This group’s time is up',
    es: 'El tiempo de este grupo se acabó',
  },
  'groupon.state.succeeded': {
    zh: '拼团成功',
    en: 'This group is complete',
    es: 'Este grupo está completo',
  },
  'groupon.state.failed': {
    zh: '拼团失败，已付款项将原路退回',
    en: 'This group did not fill up: payments are refunded',
    es: 'Este grupo no se completó: los pagos se reembolsan',
  },
  'groupon.state.void': {
    zh: '该团已取消',
    en: 'This group was cancelled',
    es: 'Este grupo se canceló',
  },
  'groupon.members': {
    zh: '成员（{count}/{size}）',
    en: 'Members ({count} of {size})',
    es: 'Miembros ({count} de {size})',
  },
  'groupon.leaderTag': { zh: '团长', en: 'Leader', es: 'Líder' },
  'share.copy': { zh: '复制链接', en: 'Copy link', es: 'Copiar enlace' },
  'share.copied': {
    zh: '链接已复制，发给好友一起拼吧。',
    en: 'Link copied: send it to your friends.',
    es: 'Enlace copiado: envíalo a tus amigos.',
  },
  'share.copyYourself': {
    zh: '无法自动复制，请复制下面的链接。',
    en: 'The link could not be copied: copy it from the box below.',
    es: 'No se pudo copiar el enlace: cópialo del cuadro de abajo.',
  },
  'groupon.link': { zh: '本团链接', en: 'Link to this group', es: 'Enlace a este grupo' },
  'groupon.all': { zh: '查看全部拼团', en: 'All group buys', es: 'Todas las compras en grupo' },
  'groupon.view': { zh: '查看拼团', en: 'View the group', es: 'Ver el grupo' },
  'groupon.shipWhenComplete': {
    zh: '成团后发货。',
    en: 'Shipped when the group is complete.',
    es: 'Se envía cuando el grupo esté completo.',
  },
  'groupon.orderFailed': {
    zh: '拼团未成功，订单将全额退款。',
    en: 'The group did not fill up: the order is refunded in full.',
    es: 'El grupo no se completó: el pedido se reembolsa íntegramente.',
  },
  'confirm.grouponStart': {
    zh: '拼团：付款后开团，再邀请好友参加。',
    en: 'Group buy: your group opens once you pay; then invite your friends.',
    es: 'Compra en grupo: tu grupo se abre al pagar; luego invita a tus amigos.',
  },
  'confirm.grouponJoin': {
    zh: '拼团：付款后加入该团。',
    en: 'Group buy: you join the group once you pay.',
    es: 'Compra en grupo: te unes al grupo al pagar.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
