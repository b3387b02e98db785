/**
 * The forms that move one member's assets by hand, opened from their list's toolbar: the contribution credit purchase
 * (`ContributionCredit/update`), and the words and checks the manual adjustment (`ManualAdjust.tsx`) shares with it.
 * The member is found by phone; the upstream's refusal (a frozen member, too little to take) is shown under the
 * form, whose values stay as typed.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { z } from 'zod';
import { defineEnum } from '../../../../contract/enums.ts';
import { platform } from '../../../../contract/index.ts';
import type { Text } from '../../../../contract/i18n.ts';
import { money } from '../../../../contract/list.ts';
import { LEDGER_ASSET } from '../../../../contract/resources/members.ts';
import { mobile } from '../../../../contract/shell.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useStores } from '../../stores/index.ts';
import type { FormFieldDesc } from '../descriptions/types.ts';
import { FormModal } from '../parts/FormModal.tsx';
import { memberByMobile } from './memberLookup.ts';

export const SIGN = defineEnum({
  plus: { zh: '增加 (+)', en: 'Add (+)', color: 'green' },
  minus: { zh: '扣减 (-)', en: 'Deduct (-)', color: 'red' },
});
/** A manual adjustment as typed: the member's phone, the asset, + or -, the amount and a required remark. */
const positive = money.refine((v) => !v.startsWith('-') && Number(v) !== 0, { message: '> 0', params: { rule: 'nonZero' } });
const remark = z.string().trim().min(2).max(200);
export const ADJUST_SCHEMA = z
  .object({ mobile, asset: LEDGER_ASSET.schema, sign: SIGN.schema, amount: positive, remark })
  .refine((v) => !['points', 'growth'].includes(v.asset) || v.amount.endsWith('.00'), {
    path: ['amount'],
    message: 'whole units',
    params: { text: { zh: '积分和成长值只能按整数调整', en: 'points and growth value move in whole units' } },
  });

export const ADJUST_TITLES: Record<string, Text> = {
  mobile: { zh: '会员手机号', en: 'Member phone' },
  asset: { zh: '资产', en: 'Asset' },
  sign: { zh: '方向', en: 'Direction' },
  amount: { zh: '数量', en: 'Amount' },
  remark: { zh: '备注（必填）', en: 'Remark (required)' },
};

interface ToolSpec {
  buttonKey: string;
  fields: FormFieldDesc[];
  schema: z.ZodType;
  /** Sends the adjustment for the member found; resolves to undefined when done, else the error to show. */
  send(memberId: number, values: { asset?: string; sign: string; amount: string; remark: string }): Promise<string | undefined>;
}

function AdjustTool({ spec, reload }: { spec: ToolSpec; reload(): void }) {
  const { t } = useTranslation();
  const { api } = useStores();
  const [open, setOpen] = useState(false);
  const submit = async (body: Record<string, unknown>) => {
    const values = body as { mobile: string; asset?: string; sign: string; amount: string; remark: string };
    const member = await memberByMobile(api, values.mobile);
    if (!member) return t('screens.money.adjust.noMember', { mobile: values.mobile });
    if (member.status === 'frozen') return t('screens.money.adjust.frozen', { name: member.name });
    const error = await spec.send(member.id, values);
    if (error === undefined) {
      toast.success(t('screens.money.adjust.done', { name: member.name }), { className: 'console-toast success' });
      setOpen(false);
      reload();
    }
    return error;
  };
  return (
    <>
      <Button primary icon="exchange" content={t(spec.buttonKey)} onClick={() => setOpen(true)} className="adjust-button" />
      {open && <FormModal title={t(spec.buttonKey)} fields={spec.fields} titles={ADJUST_TITLES} schema={spec.schema} onSubmit={submit} onClose={() => setOpen(false)} />}
    </>
  );
}

export const signed = (sign: string, amount: string) => (sign === 'minus' ? `-${amount}` : amount);

/** `/finance/gxzShegou`: a member's contribution credit, + or -, through `PUT /api/v9/seller/ContributionCredit/update`. */
export function CreditPurchaseTool({ reload }: { reload(): void }) {
  const { api } = useStores();
  const spec: ToolSpec = {
    buttonKey: 'screens.money.credit.open',
    fields: [
      { name: 'mobile', input: 'text' },
      { name: 'sign', input: 'select', options: SIGN },
      { name: 'amount', input: 'money' },
      { name: 'remark', input: 'textarea' },
    ],
    schema: z.object({ mobile, sign: SIGN.schema, amount: positive, remark }),
    send: async (memberId, v) => {
      const answer = await api(platform.contributionCreditUpdate, { body: { member_id: memberId, amount: signed(v.sign, v.amount), remark: v.remark } });
      return isOk(answer) ? undefined : (failureText(answer) ?? '');
    },
  };
  return <AdjustTool spec={spec} reload={reload} />;
}
