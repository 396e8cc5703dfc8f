import type { ResourceHooks } from '../../resources/resource.service';
import { untyped } from '../../scope/scoped-db';

// One default address per customer: an address written as the default clears the customer's
// other default, in the transaction of the write. The customer's row is touched first, so two
// addresses made the default at once follow one another and the later one wins.

export const customerAddressHooks = (): ResourceHooks => ({
  afterWrite: async (_scope, row, via) => {
    if (row.defaultStatus !== 1 && row.defaultStatus !== true) return;
    await untyped(via)
      .updateTable('customer')
      .set((eb) => ({ updateDate: eb.ref('updateDate') }))
      .where('id', '=', row.customerId)
      .execute();
    await untyped(via)
      .updateTable('customerAddress')
      .set({ defaultStatus: 0 })
      .where('customerId', '=', row.customerId)
      .where('defaultStatus', '=', 1)
      .where('id', '<>', row.id)
      .execute();
  },
});
