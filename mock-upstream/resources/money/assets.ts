/** Conversions (contribution or points into balance, less a fee), transfers, withdrawal usage, electricity bills. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Conversion, ElectricityBill, Transfer, WithdrawUsage } from '../../../contract/resources/money/assets.ts';
import { MONEY_SETTING_KEY, type PropertySetting } from '../../../contract/resources/money/settings.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import { cents, money } from '../../random.ts';
import type { Router } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';
import { postLedger } from '../members.ts';
import { activeMemberByMobile, membersByMobile, serialNo } from './people.ts';

export function propertySettingOf(state: MockState): PropertySetting {
  return state.config[MONEY_SETTING_KEY.property] as PropertySetting;
}

/** What a conversion of `amountCents` yields at a rate and fee in percent: gross, fee and net, all rounded down. */
export function conversionCents(amountCents: number, ratePercent: number, feePercent: number) {
  const gross = Math.floor((amountCents * ratePercent) / 100);
  const fee = Math.floor((gross * feePercent) / 100);
  return { gross, fee, net: gross - fee };
}

/** Converts for real: the source asset pays `amount`, the balance gets the gross, then pays the fee. */
export function convert(state: MockState, input: { mobile: string; from_asset: 'contribution' | 'points'; amount: string; remark: string }, time = now()): Omit<Conversion, 'id'> {
  const setting = propertySettingOf(state);
  if (!setting.conversion_enabled) throw new Fail(MESSAGES.conversionDisabled);
  const amount = cents(input.amount);
  if (amount < cents(setting.conversion_min)) throw new Fail(MESSAGES.conversionBelowMin, { min: setting.conversion_min });
  const member = activeMemberByMobile(membersByMobile(state), input.mobile);
  const rate = input.from_asset === 'contribution' ? setting.contribution_rate_percent : setting.points_rate_percent;
  const out = conversionCents(amount, rate, setting.conversion_fee_percent);
  const no = serialNo('ZH', time, state.money.conversions.nextId);
  postLedger(state, member, { asset: input.from_asset, type: 'conversion', amountCents: -amount, remark: `资产转换 ${no}`, at: time });
  if (out.gross > 0) postLedger(state, member, { asset: 'balance', type: 'conversion', amountCents: out.gross, remark: `资产转换 ${no}`, at: time });
  if (out.fee > 0) postLedger(state, member, { asset: 'balance', type: 'fee', amountCents: -out.fee, remark: `资产转换手续费 ${no}`, at: time });
  return {
    conversion_no: no, member_id: member.id, member_name: member.name, member_mobile: member.mobile, from_asset: input.from_asset, to_asset: 'balance',
    amount: money(amount), rate_percent: rate, gross: money(out.gross), fee: money(out.fee), net: money(out.net), remark: input.remark, created_at: time,
  };
}

export function serveAssets(router: Router): void {
  serveResource<Conversion>(router, RESOURCES.assetConversions, RESOURCE_ENDPOINTS.assetConversions, {
    table: (s) => s.money.conversions,
    create: (input, ctx) => convert(ctx.state, input),
  });
  serveResource<Transfer>(router, RESOURCES.assetTransfers, RESOURCE_ENDPOINTS.assetTransfers, { table: (s) => s.money.transfers });
  serveResource<WithdrawUsage>(router, RESOURCES.withdrawUsage, RESOURCE_ENDPOINTS.withdrawUsage, { table: (s) => s.money.withdrawUsage });
  serveResource<ElectricityBill>(router, RESOURCES.electricityBills, RESOURCE_ENDPOINTS.electricityBills, { table: (s) => s.money.electricity });
}
