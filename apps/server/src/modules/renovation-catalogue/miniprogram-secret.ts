import { SECRET_MASK } from '@retail/contract';
import type { Db } from '../../db/database';
import { createSealingBox } from '../../lib/secret-box';
import type { ResourceHooks } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { untyped } from '../../scope/scoped-db';

// A mini-program's AppSecret, as the payment channels keep theirs (payment.hooks.ts): sealed
// with AES-256-GCM under a key of its own (lib/secret-box.ts) in `fitment_miniprogram_secret`,
// never answered — the record says `******` when one is kept, and an edit posting `******` back
// leaves it as it is; an empty value removes it.

const SECRETS = 'fitmentMiniprogramSecret';
const PURPOSE = { salt: 'retail-fitment-miniprogram', info: 'mini-program app secret' };

/** What the edit does to the kept secret: seal a new one, remove it, or leave it. */
type Change = { sealed: string } | { remove: true };

export const miniprogramSecretHooks = (db: Db, serverSecret: string): ResourceHooks => {
  const box = createSealingBox(serverSecret, PURPOSE);
  /** The change an edit asked for, from its `prepare` to its `afterWrite`. */
  const pending = new WeakMap<Scope, Change>();

  const kept = async (id: number | undefined) =>
    id !== undefined &&
    (await untyped(db)
      .selectFrom(SECRETS)
      .select('fitmentMiniprogramId')
      .where('fitmentMiniprogramId', '=', id)
      .executeTakeFirst()) !== undefined;

  return {
    prepare: async (scope, values, id) => {
      const posted = values.appSecret;
      if (posted === SECRET_MASK) return { appSecret: (await kept(id)) ? SECRET_MASK : null };
      if (typeof posted === 'string' && posted !== '') {
        pending.set(scope, { sealed: box.seal(posted) });
        return { appSecret: SECRET_MASK };
      }
      pending.set(scope, { remove: true });
      return { appSecret: null };
    },
    afterWrite: async (scope, row) => {
      const change = pending.get(scope);
      pending.delete(scope);
      if (!change) return;
      const secrets = untyped(db);
      if ('remove' in change) {
        await secrets.deleteFrom(SECRETS).where('fitmentMiniprogramId', '=', row.id).execute();
        return;
      }
      await secrets
        .insertInto(SECRETS)
        .values({ fitmentMiniprogramId: row.id, sealed: change.sealed })
        .onConflict((conflict) =>
          conflict.column('fitmentMiniprogramId').doUpdateSet({ sealed: change.sealed }),
        )
        .execute();
    },
  };
};
