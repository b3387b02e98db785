/** Coupons and new-member coupons: the same list, each with its own editor; issuing to members is an action form. */
import { VIP_LEVEL } from '../../../../../contract/enums.ts';
import { ISSUE_TARGET } from '../../../../../contract/resources/marketing/coupons.ts';
import { couponOffer, couponValidity } from '../format.ts';
import type { ColumnDesc, ListDescription } from '../../../screens/descriptions/types.ts';
import { GeneralCouponEditor, NewMemberCouponEditor } from '../CouponEditor.tsx';
import { marketingCells } from '../cells.tsx';

const offer: ColumnDesc = {
  key: 'offer',
  title: { zh: '优惠内容', en: 'Offer' },
  cell: marketingCells.couponOffer,
  exportValue: (row, lang) => Object.values(couponOffer(row, lang)).join(' '),
};
const validity: ColumnDesc = { key: 'valid', title: { zh: '有效期', en: 'Valid' }, cell: marketingCells.couponValidity, exportValue: couponValidity };

function couponList(resource: 'coupons' | 'newCoupons', editor: ListDescription['editor'], own: string[]): ListDescription {
  return {
    kind: 'list',
    resource,
    columns: ['name', 'kind', offer, validity, ...own, 'scope', 'total', 'claimed', 'issued', 'used', 'remaining', 'status', 'created_at'],
    // issuing is what a coupon is for: it stays visible, the rest go under "more"
    rowActions: ['issue', 'view', 'edit', 'stop', 'resume', 'delete'],
    bulk: ['stop'],
    editor,
    actionForms: {
      issue: [
        { name: 'target', input: 'select', options: ISSUE_TARGET, title: { zh: '发放对象', en: 'Issue to' } },
        { name: 'mobiles', input: 'textarea', title: { zh: '会员手机号（每行一个，或用逗号分隔）', en: 'Members\u2019 phones (one a line, or comma-separated)' } },
        { name: 'vip_level', input: 'select', options: VIP_LEVEL, title: { zh: '会员等级', en: 'VIP level' } },
        { name: 'per_member', input: 'int', title: { zh: '每人张数', en: 'Coupons each' } },
      ],
    },
    detail: [{ title: { zh: '领取记录', en: 'Claims' }, cell: marketingCells.couponClaims }],
    rowLabel: 'name',
  };
}

export const couponIndex = () => couponList('coupons', GeneralCouponEditor, ['per_limit']);
export const newMemberCoupons = () => couponList('newCoupons', NewMemberCouponEditor, ['new_member_days']);
