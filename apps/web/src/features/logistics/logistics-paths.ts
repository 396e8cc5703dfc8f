/** One intra-city delivery's page (an authority node of the logistics directory). */
export const INTRA_CITY_DETAIL_PATH = '/intraCityDelivery/detail/index';
