import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';

// A customer's profile: a birthday, when given, is a real date (YYYY-MM-DD) not in the future.

const isDate = (value: string, today: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value > today) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const customerHooks = (): ResourceHooks => ({
  check: (scope, body) => {
    const birthday = body.birthday;
    const today = new Date(scope.nowMs).toISOString().slice(0, 10);
    if (typeof birthday === 'string' && birthday !== '' && !isDate(birthday, today))
      throw new AppError(400, 'field.invalid', { field: 'birthday' });
    return Promise.resolve();
  },
});
