/** The member list: who each member is, their assets and state; detail, level, adjustment and freezing. */
import { VIP_LEVEL } from '../../../../../contract/enums.ts';
import { LEDGER_ASSET } from '../../../../../contract/resources/members.ts';
import { maskedPhone } from '../../../screens/descriptions/effects.ts';
import type { ListDescription } from '../../../screens/descriptions/types.ts';
import { memberNameColumn } from './columns.ts';

/** The referrer's name opens the referrer's own detail. */
const REFERRER = memberNameColumn('referrer_name', 'referrer_id');

const HOLDINGS = [maskedPhone('mobile'), 'vip_level', 'balance', 'points', 'contribution', 'growth'];

export function memberList(): ListDescription {
  return {
    kind: 'list',
    resource: 'members',
    columns: [
      'avatar', memberNameColumn('name', 'id'), 'mobile', 'vip_level', REFERRER, 'balance', 'points', 'contribution', 'status', 'created_at',
      { key: 'id', optional: true },
      { key: 'nickname', optional: true },
      { key: 'growth', optional: true },
    ],
    filters: ['keyword', 'vip_level', 'status', 'created_at'],
    rowActions: ['view', 'freeze', 'unfreeze', 'level', 'adjust'],
    bulk: ['freeze', 'unfreeze', 'level'],
    actionForms: {
      level: [{ name: 'vip_level', input: 'select', options: VIP_LEVEL }],
      adjust: [
        { name: 'asset', input: 'select', options: LEDGER_ASSET, title: { zh: '调整资产', en: 'Asset' } },
        { name: 'amount', input: 'money', title: { zh: '调整数额（负数为扣减）', en: 'Amount (negative to deduct)' } },
        { name: 'remark', input: 'textarea', title: { zh: '调整说明', en: 'Remark' } },
      ],
    },
    // adjusting and freezing act on the member's assets: the form and the confirmation show what they hold
    effects: { adjust: { facts: HOLDINGS }, freeze: { facts: HOLDINGS } },
    detail: [{ title: { zh: '会员详情', en: 'Member details' }, cell: 'openMemberDetail' }],
    rowLabel: 'name',
  };
}
