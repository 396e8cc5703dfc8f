import { z } from 'zod';

/** A price or amount in yuan, as sample data and goods carry it. */
export const amountSchema = z.number().min(0).max(10_000_000);

/** A count shown to shoppers (sales, stock, members). */
export const countSchema = z.number().int().min(0).max(100_000_000);
