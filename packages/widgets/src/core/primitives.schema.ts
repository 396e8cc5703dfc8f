import { z } from 'zod';
import { isUrl } from '@retail/contract';

export { DEFAULT_THEME } from './constants';

/** A CSS colour an operator may pick: '' (none), #hex, rgb()/rgba() or transparent. */
export const colorSchema = z
  .string()
  .max(64)
  .regex(/^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)|transparent)?$/i, 'color');

// Inline pictures (the sample data uses small SVGs); safe in <img> and CSS url().
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/;

/**
 * An image or media address: '' (none), an absolute http(s) URL, a path on our own server,
 * or a small inline image.
 */
export const mediaUrlSchema = z
  .string()
  .max(8192)
  .refine(
    (value) =>
      value === '' ||
      (value.startsWith('/') && !value.startsWith('//')) ||
      DATA_IMAGE.test(value) ||
      isUrl(value),
    'url',
  );

/** Sample data ids: a positive integer or a short token. */
export const idSchema = z.union([z.number().int().positive(), z.string().regex(/^[\w-]{1,64}$/)]);
