import { type Locale, localeFromAcceptLanguage } from '@retail/contract';
import type { FastifyRequest } from 'fastify';

/** The caller's language, from Accept-Language (English when absent or unsupported). */
export const localeOf = (request: FastifyRequest): Locale => {
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
};
