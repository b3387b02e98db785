/**
 * Recharge types and platform recharges: made (refused for an unknown or frozen member, a disabled type or an amount
 * outside the type's range), reviewed twice, and posted to the balance only by the owner's approval.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Recharge, RechargeType } from '../../../contract/resources/money/recharges.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import { cents, money } from '../../random.ts';
import type { Router } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';
import { postLedger } from '../members.ts';
import { activeMemberByMobile, memberOf, membersByMobile, serialNo } from './people.ts';

/** The bonus of a recharge: the type's percent of the amount, rounded down to the cent. */
export function rechargeBonusCents(amountCents: number, bonusPercent: number): number {
  return Math.floor((amountCents * bonusPercent) / 100);
}

function checkRange(min: string, max: string): void {
  if (cents(min) > cents(max)) throw new Fail(MESSAGES.rangeReversed);
}

/** Posts an approved recharge: its amount as a `recharge` entry and the bonus as a `reward` entry. */
function post(state: MockState, row: Recharge): Partial<Recharge> {
  const member = memberOf(state, row.member_id);
  if (member.status === 'frozen') throw new Fail(MESSAGES.memberFrozen);
  const entry = postLedger(state, member, { type: 'recharge', amountCents: cents(row.amount), remark: `平台充值 ${row.recharge_no} ${row.type_name}` });
  if (cents(row.bonus) > 0) postLedger(state, member, { type: 'reward', amountCents: cents(row.bonus), remark: `充值赠送 ${row.recharge_no}` });
  return { posted_at: entry.created_at, flow_no: entry.flow_no };
}

export function serveRecharges(router: Router): void {
  serveResource<RechargeType>(router, RESOURCES.rechargeTypes, RESOURCE_ENDPOINTS.rechargeTypes, {
    table: (s) => s.money.rechargeTypes,
    create: (input) => {
      checkRange(input.min_amount, input.max_amount);
      return { ...input, created_at: now() };
    },
    update: (row, input) => {
      checkRange(input.min_amount ?? row.min_amount, input.max_amount ?? row.max_amount);
      return input;
    },
    beforeDelete: (row, ctx) => {
      const count = ctx.state.money.recharges.all().filter((r) => r.type_id === row.id).length;
      if (count > 0) throw new Fail(MESSAGES.rechargeTypeInUse, { count });
    },
  });

  serveResource<Recharge>(router, RESOURCES.platformRecharges, RESOURCE_ENDPOINTS.platformRecharges, {
    table: (s) => s.money.recharges,
    create: (input, ctx) => {
      const member = activeMemberByMobile(membersByMobile(ctx.state), input.mobile);
      const type = ctx.state.money.rechargeTypes.get(input.type_id);
      if (!type) throw new Fail(MESSAGES.recordNotFound, { resource: RESOURCES.rechargeTypes.title, id: input.type_id });
      if (!type.enabled) throw new Fail(MESSAGES.rechargeTypeDisabled, { name: type.name });
      const amount = cents(input.amount);
      if (amount < cents(type.min_amount) || amount > cents(type.max_amount)) throw new Fail(MESSAGES.rechargeOutOfRange, { min: type.min_amount, max: type.max_amount });
      const bonus = rechargeBonusCents(amount, type.bonus_percent);
      const time = now();
      return {
        recharge_no: serialNo('CZ', time, ctx.state.money.recharges.nextId), member_id: member.id, member_name: member.name, member_mobile: member.mobile,
        type_id: type.id, type_name: type.name, amount: money(amount), bonus: money(bonus), total: money(amount + bonus), remark: input.remark,
        stage: 'make_review', reason: '', maker: ctx.caller?.user.name ?? '', created_at: time, reviewed_at: null, posted_at: null, flow_no: '',
      };
    },
  });

  serveResource<Recharge>(router, RESOURCES.makeAudits, RESOURCE_ENDPOINTS.makeAudits, {
    table: (s) => s.money.recharges,
    actions: {
      approve: () => ({ reviewed_at: now() }),
      reject: (_row, body) => ({ reason: body.reason, reviewed_at: now() }),
    },
  });

  serveResource<Recharge>(router, RESOURCES.bossAudits, RESOURCE_ENDPOINTS.bossAudits, {
    table: (s) => s.money.recharges,
    actions: {
      approve: (row, _body, ctx) => post(ctx.state, row),
      reject: (_row, body) => ({ reason: body.reason }),
    },
  });
}
