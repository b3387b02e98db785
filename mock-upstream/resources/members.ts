import type { LedgerEntry, Member } from '../../contract/resources/members.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { serveResource } from '../engine/resource.ts';
import { Fail, MESSAGES } from '../messages.ts';
import { cents, money } from '../random.ts';
import type { Router } from '../router.ts';
import type { MockState } from '../state.ts';
import { now } from '../time.ts';

/**
 * Moves a member's balance by writing a ledger entry: the only way money moves, so the balance always equals the sum
 * of the ledger. Refuses to go below zero.
 */
export function postLedger(
  state: MockState,
  member: Member,
  entry: { type: LedgerEntry['type']; amountCents: number; remark: string; order_no?: string },
): LedgerEntry {
  const after = cents(member.balance) + entry.amountCents;
  if (after < 0) throw new Fail(MESSAGES.balanceInsufficient, { balance: member.balance });
  const id = state.ledger.nextId;
  const time = now();
  const row = state.ledger.insert({
    flow_no: `LS${time.replace(/\D/g, '').slice(0, 10)}${String(id).padStart(7, '0')}`,
    member_id: member.id,
    member_name: member.name,
    type: entry.type,
    amount: money(entry.amountCents),
    balance_after: money(after),
    order_no: entry.order_no ?? '',
    remark: entry.remark,
    created_at: time,
  });
  state.members.update(member, { balance: money(after) });
  state.changed();
  return row;
}

export function serveMembers(router: Router): void {
  serveResource<Member>(router, RESOURCES.members, RESOURCE_ENDPOINTS.members, {
    table: (s) => s.members,
    actions: {
      level: (_row, body) => ({ vip_level: body.vip_level }),
      adjust: (row, body, ctx) => {
        postLedger(ctx.state, row, { type: 'adjust', amountCents: cents(body.amount), remark: body.remark });
        return {};
      },
    },
  });
  serveResource<LedgerEntry>(router, RESOURCES.ledger, RESOURCE_ENDPOINTS.ledger, { table: (s) => s.ledger });
}
