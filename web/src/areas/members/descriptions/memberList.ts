/** The member list: who each member is, their assets and state; detail, level, adjustment and freezing. */
import { VIP_LEVEL } from '../../../../../contract/enums.ts';
import { LEDGER_ASSET } from '../../../../../contract/resources/members.ts';
import { maskedPhone } from '../../../screens/descriptions/effects.ts';
import { revealablePhone } from '../../../screens/descriptions/drawerFields.ts';
import type { DrawerDesign, ListDescription } from '../../../screens/descriptions/types.ts';
import { memberNameColumn } from './columns.ts';
import { memberCells } from '../cells.tsx';

/** The referrer's name opens the referrer's own detail. */
const REFERRER = memberNameColumn('referrer_name', 'referrer_id');

const HOLDINGS = [maskedPhone('mobile'), 'vip_level', 'balance', 'points', 'contribution', 'growth'];

/**
 * The member's drawer (docs/drawers.md): who they are, their state and level, freezing and adjusting first; links to
 * their detail and referral tree only for roles that may open those screens; then contact, referrer and holdings.
 */
const MEMBER_DRAWER: DrawerDesign = {
  identity: 'name',
  picture: 'avatar',
  state: ['status', 'vip_level'],
  facts: ['nickname', 'created_at'],
  primary: ['freeze', 'unfreeze', 'adjust', 'level'],
  links: memberCells.openMemberDetail,
  sections: [
    { title: { zh: '联系', en: 'Contact' }, fields: [revealablePhone('mobile'), 'province', 'city'] },
    { title: { zh: '推荐', en: 'Referral' }, fields: [REFERRER] },
    { title: { zh: '资产', en: 'Holdings' }, fields: ['balance', 'points', 'contribution', 'growth'] },
  ],
};

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
    drawer: MEMBER_DRAWER,
    rowLabel: 'name',
  };
}
