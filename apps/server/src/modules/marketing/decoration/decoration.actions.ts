import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { resources, type Resource } from '@retail/contract';
import type { ResourceRow } from '../../../resources/resource.service';
import { type TransitionEffect, transitionHandler } from '../../../resources/transition';
import { checkNotOver, scheduleThenStart } from '../activity.actions';

// Scheduling a border or a background (docs/marketing.md): a window not over yet and something
// to show (a border: its frame or a badge text; a background: its picture or its colour).
// Decorations may overlap: the storefront shows the first by priority.

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

const scheduleDecoration =
  (shown: readonly string[]): TransitionEffect =>
  async ({ scope, row }) => {
    checkNotOver(row, scope);
    if (!shown.some((field) => filled((row as ResourceRow)[field])))
      throw new AppError(400, 'decoration.empty', { field: shown[0] });
  };

export const decorationActions = (db: Db) => {
  const stop = (key: 'promotionBorder' | 'promotionBackground') =>
    transitionHandler(db, resources[key] as unknown as Resource, 'stop');
  return {
    promotionBorder: {
      schedule: scheduleThenStart(
        db,
        'promotionBorder',
        scheduleDecoration(['frame', 'badgeText']),
      ),
      stop: stop('promotionBorder'),
    },
    promotionBackground: {
      schedule: scheduleThenStart(
        db,
        'promotionBackground',
        scheduleDecoration(['image', 'colour']),
      ),
      stop: stop('promotionBackground'),
    },
  };
};
