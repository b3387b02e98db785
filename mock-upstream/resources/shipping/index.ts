/** The carrier calls (contract/resources/carriers.ts): the caller's shipping profile, buying and cancelling a waybill. */
import { carrierEndpoints } from '../../../contract/resources/carriers.ts';
import { COURIERS } from '../../../contract/resources/orders.ts';
import type { Router } from '../../router.ts';
import { accountOf, buyWaybill, cancelWaybill, orderInReach, ownerOf } from './carrierService.ts';

export function serveShipping(router: Router): void {
  router.on(carrierEndpoints.shippingProfile, (ctx) => {
    const { state } = ctx;
    const owner = ownerOf(ctx);
    const merchant = owner === 0 ? undefined : state.merchants.get(owner);
    const settings = state.shipping.owners.where('owner_id', owner)[0];
    const used = (carrier: string) => state.shipping.waybills.where('owner_id', owner).filter((w) => w.carrier === carrier && w.cancelled_at === null).length;
    const accounts = COURIERS.values.flatMap((carrier) => {
      const account = accountOf(state, owner, carrier);
      return account ? [{ carrier, balance: account.balance, used: used(carrier) }] : [];
    });
    return {
      owner: merchant ? ('merchant' as const) : ('platform' as const),
      merchant_id: merchant?.id ?? null,
      name: merchant?.name ?? '',
      default_carrier: settings?.default_carrier ?? accounts[0]?.carrier ?? 'SF',
      senders: state.shipping.senders.where('owner_id', owner).map(({ owner_id: _, ...s }) => s),
      accounts,
    };
  });
  router.on(carrierEndpoints.buyWaybill, (ctx) => {
    const { order_id, ...input } = ctx.body;
    return buyWaybill(ctx, orderInReach(ctx, order_id), input);
  });
  router.on(carrierEndpoints.cancelWaybill, (ctx) => cancelWaybill(ctx, orderInReach(ctx, ctx.body.order_id), ctx.body.reason));
}
