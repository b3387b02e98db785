/** After-sales: one description, the platform's list and the in-store one as variants. */
import { createElement } from 'react';
import type { AfterSale } from '../../../../contract/resources/afterSales.ts';
import { AfterSaleRequest, REQUEST_FIELDS } from '../parts/order/AfterSaleRequest.tsx';
import { OrderGoodsCell, LogisticsTimeline } from '../parts/order/OrderDetail.tsx';
import { BUYER_COLUMN, SHIP_FORM } from './orders.ts';
import type { ColumnDesc, ListDescription, Row } from './types.ts';

const asAfterSale = (row: Row) => row as unknown as AfterSale;

const GOODS: ColumnDesc = {
  key: 'goods_name',
  render: (row, lang) => {
    const a = asAfterSale(row);
    return createElement(OrderGoodsCell, { lang, order: { items: [{ name: a.goods_name, picture: a.goods_picture, quantity: a.quantity }] } });
  },
  exportValue: (row) => `${String(row.goods_name)} x${String(row.quantity)}`,
};

const REFUND_FORM = [{ name: 'refund_amount', input: 'money' as const }];
/** The refund's form shows its cap: what was paid for the goods line it covers (the mock refuses more). */
const REFUND_FACTS = ['goods_name', 'quantity', 'apply_amount', 'refundable', 'order_total'];

export function afterSaleList(inStore: boolean): ListDescription {
  return {
    kind: 'list',
    resource: 'afterSales',
    fixed: { in_store: String(inStore) },
    columns: [
      'after_sale_no', GOODS, 'order_no', BUYER_COLUMN, 'type', 'refund_amount', 'status', 'reject_reason', 'created_at',
      { key: 'refundable', optional: true },
      { key: 'order_total', optional: true },
      { key: 'apply_reason', optional: true },
      { key: 'merchant_name', optional: true },
      { key: 'return_tracking_no', optional: true },
      { key: 'refunded_at', optional: true },
    ],
    rowActions: ['view', 'agree', 'reject', 'buyer_returned', 'confirm_receipt', 'confirm_refund', 'change_amount'],
    bulk: ['reject'],
    actionForms: { agree: REFUND_FORM, change_amount: REFUND_FORM, buyer_returned: SHIP_FORM },
    actionFacts: { agree: REFUND_FACTS, change_amount: REFUND_FACTS },
    detail: [
      {
        title: { zh: '申请信息', en: 'Request' },
        fields: REQUEST_FIELDS,
        render: (row, lang) => createElement(AfterSaleRequest, { afterSale: asAfterSale(row), lang }),
      },
      {
        // a refund only sends nothing back: no return shipment, neither as a section nor among the facts
        title: { zh: '退货物流', en: 'Return shipment' },
        fields: ['return_courier', 'return_tracking_no'],
        when: (row) => asAfterSale(row).type !== 'refund_only',
        render: (row, lang) => createElement(LogisticsTimeline, { courier: asAfterSale(row).return_courier, trackingNo: asAfterSale(row).return_tracking_no, lang }),
      },
    ],
    rowLabel: 'after_sale_no',
  };
}
