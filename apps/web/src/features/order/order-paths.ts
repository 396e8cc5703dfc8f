/** The order detail screen's path (its id in the query string: `?id=`). */
export const ORDER_DETAIL_PATH = '/orderDetail/index';
