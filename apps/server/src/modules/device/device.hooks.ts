import { COORDINATE_PATTERN } from '@retail/contract';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';

const LIMITS = { longitude: 180, latitude: 90 } as const;

/** A device's rules beyond its fields: longitude and latitude are decimal degrees in range. */
export const createDeviceHooks = (): ResourceHooks => ({
  check: async (_scope, body) => {
    for (const [field, limit] of Object.entries(LIMITS)) {
      const value = body[field];
      if (value === undefined || value === null || value === '') continue;
      const text = String(value);
      if (!COORDINATE_PATTERN.test(text) || Math.abs(Number(text)) > limit)
        throw new AppError(400, 'field.invalid', { field });
    }
  },
});
