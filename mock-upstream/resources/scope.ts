import type { Filter } from '../engine/table.ts';
import type { Ctx } from '../router.ts';

/** A merchant account sees only its own shop's rows; `field` is where a row names its merchant. */
export function merchantScope(field: string) {
  return (ctx: Ctx): Filter[] => {
    const merchantId = ctx.caller?.user.merchant_id;
    return merchantId === undefined ? [] : [{ kind: 'eq', field, value: merchantId }];
  };
}
