/**
 * Detail screens that other screens open (authority nodes hidden from the sidebar): a record's
 * page, its id or key in the query string. Here so that features link to each other's pages
 * without importing each other.
 */
/** One order (`?id=`). */
export const ORDER_DETAIL_PATH = '/orderDetail/index';
/** One pay order as Alipay or WeChat Pay saw it (`?id=`), by its interface code. */
export const CHARGE_ORDER_DETAIL_PATHS = {
  alipay: '/alipayChargeOrderDetail/index',
  wxpay: '/weixinChargeOrderDetail/index',
} as const;
/** One intra-city delivery (`?no=` its delivery number). */
export const INTRA_CITY_DETAIL_PATH = '/intraCityDelivery/detail/index';
