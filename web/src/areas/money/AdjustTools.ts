/**
 * The words and checks of the forms that move one member's asset by hand (`ManualAdjust.tsx`): the manual adjustment
 * (any asset) and the contribution credit purchase (`ContributionCredit/update`, the contribution only). Each is one
 * spec: what is typed, and the call that sends it.
 */
import { z } from 'zod';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import { defineEnum } from '../../../../contract/enums.ts';
import type { Text } from '../../../../contract/i18n.ts';
import { platform, RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import { money } from '../../../../contract/list.ts';
import { LEDGER_ASSET, type LedgerAsset } from '../../../../contract/resources/members.ts';
import { mobile } from '../../../../contract/shell.ts';
import type { FormFieldDesc } from '../../screens/descriptions/types.ts';

export const SIGN = defineEnum({
  plus: { zh: '增加 (+)', en: 'Add (+)', color: 'green' },
  minus: { zh: '扣减 (-)', en: 'Deduct (-)', color: 'red' },
});
const positive = money.refine((v) => !v.startsWith('-') && Number(v) !== 0, { message: '> 0', params: { rule: 'nonZero' } });
const remark = z.string().trim().min(2).max(200);

export const ADJUST_TITLES: Record<string, Text> = {
  mobile: { zh: '会员手机号', en: 'Member phone' },
  asset: { zh: '资产', en: 'Asset' },
  sign: { zh: '方向', en: 'Direction' },
  amount: { zh: '数量', en: 'Amount' },
  remark: { zh: '备注（必填）', en: 'Remark (required)' },
};

/** An adjustment as typed; `asset` is the tool's own when it moves one asset only. */
export interface AdjustValues {
  mobile: string;
  asset: LedgerAsset;
  sign: 'plus' | 'minus';
  amount: string;
  remark: string;
}

export const signed = (sign: string, amount: string) => (sign === 'minus' ? `-${amount}` : amount);

export interface AdjustSpec {
  /** The toolbar button's and the dialog's title. */
  titleKey: string;
  fields: FormFieldDesc[];
  schema: z.ZodType;
  /** The one asset the tool moves; none: the asset is chosen in the form. */
  asset?: LedgerAsset;
  /** The call that moves it (sent through useApiMutation, so the member's ledger and every list refresh). */
  call: Endpoint;
  /** The call's input for the member found. */
  input(memberId: number, values: AdjustValues): { params?: Record<string, unknown>; body: Record<string, unknown> };
}

/** `/finance/manualHandling`: balance, points, contribution or growth value, + or -, with a remark. */
export const MANUAL_ADJUST: AdjustSpec = {
  titleKey: 'screens.money.adjust.open',
  fields: [
    { name: 'mobile', input: 'text' },
    { name: 'asset', input: 'select', options: LEDGER_ASSET },
    { name: 'sign', input: 'select', options: SIGN },
    { name: 'amount', input: 'money' },
    { name: 'remark', input: 'textarea' },
  ],
  schema: z
    .object({ mobile, asset: LEDGER_ASSET.schema, sign: SIGN.schema, amount: positive, remark })
    .refine((v) => !['points', 'growth'].includes(v.asset) || v.amount.endsWith('.00'), {
      path: ['amount'],
      message: 'whole units',
      params: { text: { zh: '积分和成长值只能按整数调整', en: 'points and growth value move in whole units' } },
    }),
  call: RESOURCE_ENDPOINTS.members.actions.adjust,
  input: (memberId, v) => ({ params: { id: memberId }, body: { asset: v.asset, amount: signed(v.sign, v.amount), remark: v.remark } }),
};

/** `/finance/gxzShegou`: a member's contribution credit, + or -, through `PUT /api/v9/seller/ContributionCredit/update`. */
export const CREDIT_PURCHASE: AdjustSpec = {
  titleKey: 'screens.money.credit.open',
  fields: [
    { name: 'mobile', input: 'text' },
    { name: 'sign', input: 'select', options: SIGN },
    { name: 'amount', input: 'money' },
    { name: 'remark', input: 'textarea' },
  ],
  schema: z.object({ mobile, sign: SIGN.schema, amount: positive, remark }),
  asset: 'contribution',
  call: platform.contributionCreditUpdate,
  input: (memberId, v) => ({ body: { member_id: memberId, amount: signed(v.sign, v.amount), remark: v.remark } }),
};
