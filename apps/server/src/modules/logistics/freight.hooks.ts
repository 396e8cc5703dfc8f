import { FREIGHT_ANY_REGION, regionsOf } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { untyped } from '../../scope/scoped-db';
import type { ResourceHooks } from '../../resources/resource.service';

/**
 * A freight rule's regions: stored as one clean list, and each region (or `*`) in at most one
 * rule of its template — a second one would make the charge depend on which rule is read first.
 */
export const createFreightRuleHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    const regions = regionsOf(String(body.regions ?? ''));
    if (regions.length === 0) throw new AppError(400, 'field.required', { field: 'regions' });
    let others = untyped(db)
      .selectFrom('freightTemplateRule')
      .select('regions')
      .where('templateId', '=', Number(body.templateId));
    if (typeof body.id === 'number') others = others.where('id', '<>', body.id);
    const taken = new Set(
      ((await others.execute()) as { regions: string }[]).flatMap((rule) =>
        regionsOf(rule.regions),
      ),
    );
    const clash = regions.find((region) => taken.has(region));
    if (clash)
      throw new AppError(400, 'freight.regionTaken', {
        field: 'regions',
        values: { value: clash === FREIGHT_ANY_REGION ? '*' : clash },
      });
  },
  prepare: async (_scope, values) => ({
    regions: regionsOf(String(values.regions ?? '')).join(', '),
  }),
});
