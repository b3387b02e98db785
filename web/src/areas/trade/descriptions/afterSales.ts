/** After-sales: one description, the platform's list and the in-store one as variants. */
import type { Lang } from '../../../../../contract/i18n.ts';
import { AFTER_SALE_STATUS, type AfterSale, REFUND_TO } from '../../../../../contract/resources/afterSales.ts';
import { BUYER_COLUMN, SHIP_FORM } from './orders.ts';
import { maskedPhone, toEnum } from '../../../screens/descriptions/effects.ts';
import { memberNameColumn, revealablePhone } from '../../../screens/descriptions/drawerFields.ts';
import type { ActionEffect, ColumnDesc, DrawerDesign, ListDescription, Row } from '../../../screens/descriptions/types.ts';
import { tradeCells } from '../cells.tsx';

const asAfterSale = (row: Row) => row as unknown as AfterSale;


const GOODS: ColumnDesc = {
  key: 'goods_name',
  cell: tradeCells.afterSaleGoods,
  exportValue: (row) => `${String(row.goods_name)} x${String(row.quantity)}`,
};

const REFUND_FORM = [{ name: 'refund_amount', input: 'money' as const }];
const BUYER = ['buyer_name', maskedPhone('buyer_mobile')];
/** The refund's form shows its cap (what was paid for the goods line it covers: the mock refuses more) and where it goes. */
const REFUND_FACTS = [...BUYER, 'goods_name', 'quantity', 'apply_amount', 'refundable', 'order_total', 'refund_to'];
const statusLabel = (status: AfterSale['status']) => (_row: Row, lang: Lang) => AFTER_SALE_STATUS.options[status][lang];

/** What each step does (docs/confirmations.md): the refund names its amount and where it goes, back the way the order was paid. */
const EFFECTS: Record<string, ActionEffect> = {
  agree: { facts: REFUND_FACTS, state: (row, lang) => statusLabel(asAfterSale(row).type === 'refund_only' ? 'awaiting_refund' : 'awaiting_return')(row, lang) },
  change_amount: { facts: REFUND_FACTS },
  reject: { facts: [...BUYER, 'goods_name', 'apply_amount'] },
  confirm_receipt: {
    facts: [...BUYER, 'goods_name', 'quantity', 'return_courier', 'return_tracking_no'],
    state: (row, lang) => statusLabel(asAfterSale(row).type === 'exchange' ? 'done' : 'awaiting_refund')(row, lang),
  },
  confirm_refund: {
    facts: [...BUYER, 'goods_name', 'quantity', 'refund_amount'],
    amount: 'refund_amount',
    to: toEnum('refund_to', REFUND_TO),
    title: { zh: '确认退款 {amount} 到{to}', en: 'Refund {amount} to {to}' },
  },
};

/**
 * The after-sale's drawer (docs/drawers.md): its number, state and kind, the decision first among its actions; then
 * the goods, what the buyer asks and shows, who the buyer is, the parcel sent back, and the refund.
 */
const AFTER_SALE_DRAWER: DrawerDesign = {
  identity: 'after_sale_no',
  state: ['status', 'type'],
  facts: ['order_no', 'merchant_name', 'created_at'],
  primary: ['agree', 'reject', 'confirm_receipt', 'confirm_refund'],
  sections: [
    { title: { zh: '商品', en: 'Goods' }, fields: ['goods_picture', 'goods_name', 'quantity', 'order_total', 'refundable'] },
    { title: { zh: '申请信息', en: 'Request' }, cell: tradeCells.afterSaleRequest },
    { title: { zh: '买家', en: 'Buyer' }, fields: [memberNameColumn('buyer_name', 'member_id'), revealablePhone('buyer_mobile')] },
    {
      // a refund only sends nothing back: no return shipment
      title: { zh: '退货物流', en: 'Return shipment' },
      when: (row) => asAfterSale(row).type !== 'refund_only',
      cell: tradeCells.logistics,
      args: { courier: 'return_courier', trackingNo: 'return_tracking_no' },
    },
    { title: { zh: '退款', en: 'Refund' }, fields: ['refund_amount', 'refund_to', 'refunded_at'] },
    { title: { zh: '驳回', en: 'Rejection' }, fields: ['reject_reason'], when: (row) => Boolean(row.reject_reason) },
  ],
};

export function afterSaleList(inStore: boolean): ListDescription {
  return {
    kind: 'list',
    resource: 'afterSales',
    fixed: { in_store: String(inStore) },
    columns: [
      // the default set fits a 1366 px laptop (docs/lists.md "Columns that fit"): the order and a rejection's reason
      // are in the drawer and the column settings
      'after_sale_no', GOODS, BUYER_COLUMN, 'type', 'refund_amount', 'status', 'created_at',
      { key: 'order_no', optional: true },
      { key: 'reject_reason', optional: true },
      { key: 'refundable', optional: true },
      { key: 'refund_to', optional: true },
      { key: 'order_total', optional: true },
      { key: 'apply_reason', optional: true },
      { key: 'merchant_name', optional: true },
      { key: 'return_tracking_no', optional: true },
      { key: 'refunded_at', optional: true },
    ],
    rowActions: ['view', 'agree', 'reject', 'buyer_returned', 'confirm_receipt', 'confirm_refund', 'change_amount'],
    bulk: ['reject'],
    // agree has no batch call: a job on the rows, each refunded its requested amount (docs/jobs.md "Kinds")
    jobBulk: ['agree'],
    actionForms: { agree: REFUND_FORM, change_amount: REFUND_FORM, buyer_returned: SHIP_FORM },
    effects: EFFECTS,
    drawer: AFTER_SALE_DRAWER,
    rowLabel: 'after_sale_no',
  };
}
