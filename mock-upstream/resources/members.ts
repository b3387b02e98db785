import {
  ASSET_FIELD,
  debitRefusal,
  LEDGER_ASSET,
  type LedgerAsset,
  type LedgerEntry,
  type Member,
  WHOLE_UNIT_ASSETS,
} from '../../contract/resources/members.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { serveResource } from '../engine/resource.ts';
import { toCents } from '../../contract/money.ts';
import { Fail, MESSAGES } from '../messages.ts';
import { cents, money } from '../random.ts';
import type { Router } from '../router.ts';
import type { MockState } from '../state.ts';
import { now } from '../time.ts';

/** A member's holding of an asset in cents (points and growth count 100 per unit, so all four sum alike). */
export function assetCents(member: Member, asset: LedgerAsset): number {
  const value = member[ASSET_FIELD[asset]];
  return typeof value === 'number' ? value * 100 : cents(value);
}

/** The member field's value for a holding in cents. */
function assetValue(asset: LedgerAsset, valueCents: number): string | number {
  return WHOLE_UNIT_ASSETS.includes(asset) ? valueCents / 100 : money(valueCents);
}

/**
 * Moves one of a member's assets by writing a ledger entry: the only way they move, so each asset always equals the
 * sum of its ledger entries. Refuses to go below zero, and fractions of a whole-unit asset (points, growth).
 */
export function postLedger(
  state: MockState,
  member: Member,
  entry: { asset?: LedgerAsset; type: LedgerEntry['type']; amountCents: number; remark: string; order_no?: string; at?: string },
): LedgerEntry {
  const asset = entry.asset ?? 'balance';
  if (WHOLE_UNIT_ASSETS.includes(asset) && entry.amountCents % 100 !== 0) throw new Fail(MESSAGES.wholeUnitsOnly, { asset: LEDGER_ASSET.options[asset] });
  const before = assetCents(member, asset);
  const after = before + entry.amountCents;
  if (after < 0) {
    if (asset === 'balance') throw new Fail(MESSAGES.balanceInsufficient, { balance: member.balance });
    throw new Fail(MESSAGES.assetInsufficient, { asset: LEDGER_ASSET.options[asset], value: String(assetValue(asset, before)) });
  }
  const id = state.ledger.nextId;
  const time = entry.at ?? now();
  const row = state.ledger.insert({
    flow_no: `LS${time.replace(/\D/g, '').slice(0, 10)}${String(id).padStart(7, '0')}`,
    member_id: member.id,
    member_name: member.name,
    member_mobile: member.mobile,
    asset,
    type: entry.type,
    direction: entry.amountCents < 0 ? 'out' : 'in',
    amount: money(entry.amountCents),
    balance_after: money(after),
    order_no: entry.order_no ?? '',
    remark: entry.remark,
    created_at: time,
  });
  state.members.update(member, { [ASSET_FIELD[asset]]: assetValue(asset, after) });
  state.changed();
  return row;
}

export function serveMembers(router: Router): void {
  serveResource<Member>(router, RESOURCES.members, RESOURCE_ENDPOINTS.members, {
    table: (s) => s.members,
    actions: {
      level: (_row, body) => ({ vip_level: body.vip_level }),
      adjust: (row, body, ctx) => {
        // refused on its field, in the contract's words, as the console refuses it before sending
        const refusal = debitRefusal(row, body.asset, -(toCents(body.amount) ?? 0n));
        if (refusal) throw new Fail(MESSAGES.field.rule, { field: 'amount', rule: refusal });
        postLedger(ctx.state, row, { asset: body.asset, type: 'adjust', amountCents: cents(body.amount), remark: body.remark });
        return {};
      },
    },
  });
  serveResource<LedgerEntry>(router, RESOURCES.ledger, RESOURCE_ENDPOINTS.ledger, { table: (s) => s.ledger });
}
