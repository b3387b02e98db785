/**
 * The carrier calls (contract/resources/carriers.ts): the caller's shipping profile, buying and cancelling a waybill,
 * and the profile's settings: the address book, the default carrier and top-ups.
 */
import { carrierEndpoints } from '../../../contract/resources/carriers.ts';
import { COURIERS } from '../../../contract/resources/orders.ts';
import type { Ctx, Router } from '../../router.ts';
import { addSender, deleteSender, editSender, setDefaultCarrier, topUp } from './addressBook.ts';
import { accountOf, buyWaybill, cancelWaybill, orderInReach, ownerOf } from './carrierService.ts';

/** The caller's shipping profile: its accounts with their balances, its address book and its default carrier. */
function profileOf(ctx: Ctx) {
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
}

export function serveShipping(router: Router): void {
  router.on(carrierEndpoints.shippingProfile, profileOf);
  router.on(carrierEndpoints.addSender, (ctx) => addSender(ctx, ctx.body));
  router.on(carrierEndpoints.editSender, (ctx) => editSender(ctx, Number(ctx.params.id), ctx.body));
  router.on(carrierEndpoints.deleteSender, (ctx) => deleteSender(ctx, Number(ctx.params.id)));
  router.on(carrierEndpoints.setDefaultCarrier, (ctx) => {
    setDefaultCarrier(ctx, ctx.body.carrier);
    return profileOf(ctx);
  });
  router.on(carrierEndpoints.topUp, (ctx) => topUp(ctx, ctx.body));
  router.on(carrierEndpoints.buyWaybill, (ctx) => {
    const { order_id, ...input } = ctx.body;
    return buyWaybill(ctx, orderInReach(ctx, order_id), input);
  });
  router.on(carrierEndpoints.cancelWaybill, (ctx) => cancelWaybill(ctx, orderInReach(ctx, ctx.body.order_id), ctx.body.reason));
}
