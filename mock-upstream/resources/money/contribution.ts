/** Cash-back payouts, rebate exchanges, hedging (each moves money through the ledger) and performance (read only). */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Hedging, Performance, RebateExchange, RepayRecord } from '../../../contract/resources/money/contribution.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import { cents } from '../../random.ts';
import type { Router } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';
import { postLedger } from '../members.ts';
import { memberOf } from './people.ts';

/** Moves `amountCents` of one member from one asset to another: debit first, so a shortfall changes nothing. */
function move(state: MockState, memberId: number, from: 'balance' | 'points' | 'contribution', to: 'balance' | 'contribution', amountCents: number, fromCents: number, type: 'payout' | 'conversion' | 'hedging', remark: string) {
  const member = memberOf(state, memberId);
  if (member.status === 'frozen') throw new Fail(MESSAGES.memberFrozen);
  const time = now();
  postLedger(state, member, { asset: from, type, amountCents: -fromCents, remark, at: time });
  postLedger(state, member, { asset: to, type, amountCents, remark, at: time });
}

export function serveContribution(router: Router): void {
  serveResource<RepayRecord>(router, RESOURCES.repayRecords, RESOURCE_ENDPOINTS.repayRecords, {
    table: (s) => s.money.repayRecords,
    actions: {
      // the payout: the day's cash-back leaves the contribution and reaches the balance
      pay: (row, _body, ctx) => {
        move(ctx.state, row.member_id, 'contribution', 'balance', cents(row.amount), cents(row.amount), 'payout', `贡献值返还 ${row.repay_no}`);
        return { paid_at: now() };
      },
      cancel: (_row, body) => ({ reason: body.reason }),
    },
  });
  serveResource<RebateExchange>(router, RESOURCES.rebateExchanges, RESOURCE_ENDPOINTS.rebateExchanges, {
    table: (s) => s.money.rebateExchanges,
    actions: {
      approve: (row, _body, ctx) => {
        move(ctx.state, row.member_id, 'points', 'balance', cents(row.amount), row.points * 100, 'conversion', `返利兑换 ${row.exchange_no}`);
        return { reviewed_at: now() };
      },
      reject: (_row, body) => ({ reason: body.reason, reviewed_at: now() }),
    },
  });
  serveResource<Performance>(router, RESOURCES.contributionPerformance, RESOURCE_ENDPOINTS.contributionPerformance, { table: (s) => s.money.performance });
  serveResource<Hedging>(router, RESOURCES.hedgings, RESOURCE_ENDPOINTS.hedgings, {
    table: (s) => s.money.hedgings,
    actions: {
      execute: (row, _body, ctx) => {
        move(ctx.state, row.member_id, 'balance', 'contribution', cents(row.amount), cents(row.amount), 'hedging', `对冲 ${row.hedging_no}`);
        return { done_at: now() };
      },
      cancel: (_row, body) => ({ reason: body.reason }),
    },
  });
}
