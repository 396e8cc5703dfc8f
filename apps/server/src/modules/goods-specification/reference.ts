import { AppError, isAppError } from '../../lib/app-error';
import type { Scope } from '../../scope/scope';

/**
 * A record the request refers to (a specification's group, an item's specification): one the
 * caller cannot see is bad input, a 400 naming the field, not a 404 of the record being
 * written (that one is checked first).
 */
export const referenceOr400 = async <R>(
  find: (scope: Scope, id: number) => Promise<R>,
  scope: Scope,
  id: number,
  field: string,
): Promise<R> => {
  try {
    return await find(scope, id);
  } catch (error) {
    if (isAppError(error) && error.status === 404)
      throw new AppError(400, 'field.unknownReference', { field });
    throw error;
  }
};
