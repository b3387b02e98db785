/**
 * The caller's shipping settings (contract/resources/carriers.ts): its sender address book, its default carrier and
 * the top-ups of its waybill accounts. Every check comes before the first write, so a refused call changes nothing.
 */
import type { z } from 'zod';
import type { senderBody, topUpBody } from '../../../contract/resources/carriers.ts';
import { COURIERS } from '../../../contract/resources/orders.ts';
import { fullAddress } from '../../areas.ts';
import type { Carrier, SenderRow } from '../../data/shipping/tables.ts';
import { Fail } from '../../messages.ts';
import type { Ctx } from '../../router.ts';
import { accountOf, ownerOf } from './carrierService.ts';
import { CARRIER_WORDS } from './refusals.ts';

type SenderBody = z.output<typeof senderBody>;

function senderInBook(ctx: Ctx, id: number): SenderRow {
  const row = ctx.state.shipping.senders.get(id);
  if (!row || row.owner_id !== ownerOf(ctx)) throw new Fail(CARRIER_WORDS.senderUnknown);
  return row;
}

const senderOut = ({ owner_id: _, ...s }: SenderRow) => s;

/** One default per book: the address made the default takes it from the one before. */
function takeDefault(ctx: Ctx, owner: number, keep: number): void {
  for (const s of ctx.state.shipping.senders.where('owner_id', owner)) if (s.is_default && s.id !== keep) ctx.state.shipping.senders.update(s, { is_default: false });
}

const fields = (body: SenderBody) => ({ ...body, address: fullAddress(body, body.detail) });

export function addSender(ctx: Ctx, body: SenderBody) {
  const owner = ownerOf(ctx);
  // the first address of a book is its default, whatever was asked
  const first = ctx.state.shipping.senders.where('owner_id', owner).length === 0;
  const row = ctx.state.shipping.senders.insert({ owner_id: owner, ...fields(body), is_default: body.is_default || first });
  if (row.is_default) takeDefault(ctx, owner, row.id);
  return senderOut(row);
}

export function editSender(ctx: Ctx, id: number, body: SenderBody) {
  const row = senderInBook(ctx, id);
  // the default stays the default until another address takes it: a book never has none
  const updated = ctx.state.shipping.senders.update(row, { ...fields(body), is_default: body.is_default || row.is_default });
  if (body.is_default) takeDefault(ctx, row.owner_id, row.id);
  return senderOut(updated);
}

/** Not the default, nor an address a waybill of an order still to ship was bought with: its label prints it. */
export function deleteSender(ctx: Ctx, id: number) {
  const { state } = ctx;
  const row = senderInBook(ctx, id);
  if (row.is_default) throw new Fail(CARRIER_WORDS.defaultSenderKept);
  const inUse = state.shipping.waybills
    .where('owner_id', row.owner_id)
    .filter((w) => w.sender_id === row.id && w.cancelled_at === null && state.orders.get(w.order_id)?.status === 'to_ship').length;
  if (inUse > 0) throw new Fail(CARRIER_WORDS.senderInUse, { count: inUse });
  state.shipping.senders.delete(row);
  return { id };
}

/** The default carrier must be one the caller holds an account with: the batch dialog preselects it. */
export function setDefaultCarrier(ctx: Ctx, carrier: Carrier): void {
  const owner = ownerOf(ctx);
  if (!accountOf(ctx.state, owner, carrier)) throw new Fail(CARRIER_WORDS.noAccount, { carrier: COURIERS.options[carrier] });
  const settings = ctx.state.shipping.owners.where('owner_id', owner)[0];
  if (settings) ctx.state.shipping.owners.update(settings, { default_carrier: carrier });
  else ctx.state.shipping.owners.insert({ owner_id: owner, default_carrier: carrier });
}

/**
 * Adds `count` waybills to the caller's account with the carrier, only while its balance is still the one the
 * confirmation showed (`balance_before`): a balance that moved since (a batch bought waybills) is refused with both.
 */
export function topUp(ctx: Ctx, body: z.output<typeof topUpBody>) {
  const { state } = ctx;
  const owner = ownerOf(ctx);
  const name = COURIERS.options[body.carrier];
  const account = accountOf(state, owner, body.carrier);
  if (!account) throw new Fail(CARRIER_WORDS.noAccount, { carrier: name });
  if (account.balance !== body.balance_before) throw new Fail(CARRIER_WORDS.topUpStale, { carrier: name, balance: account.balance, confirmed: body.balance_before });
  const after = state.shipping.accounts.update(account, { balance: account.balance + body.count, topped_up: account.topped_up + body.count });
  const used = state.shipping.waybills.where('owner_id', owner).filter((w) => w.carrier === body.carrier && w.cancelled_at === null).length;
  return { carrier: body.carrier, balance: after.balance, used };
}
