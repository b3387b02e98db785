
import { COURIERS, type Order } from '../../../../../contract/resources/orders.ts';
import {
  ORDER_TYPE,
  ORDER_TYPE_FIELDS,
  ORDER_TYPE_INFO_FIELDS,
  type OrderType,
  type OrderTypeInfo,
} from '../../../../../contract/resources/orderTypes.ts';
import { ORDER_LINES_EXPORT, ORDER_RECORD_EXPORT } from './orderLines.ts';
import { memberNameColumn, revealablePhone } from '../../../screens/descriptions/drawerFields.ts';
import { typeValueText } from '../infoTexts.ts';
import type { ColumnDesc, CustomDescription, DetailSection, DrawerDesign, ListDescription, Row } from '../../../screens/descriptions/types.ts';
import { tradeCells } from '../cells.tsx';
import { ShipDialog } from '../order/ShipDialog.tsx';
import { ShipImport } from '../order/ShipImport.tsx';
import { WaybillShipTool } from '../order/WaybillShip.tsx';
import { PrintTool } from '../print/PrintTool.tsx';

const asOrder = (row: Row) => row as unknown as Order;

export const GOODS_COLUMN: ColumnDesc = {
  key: 'items',
  cell: tradeCells.orderGoods,
  exportValue: (row) => asOrder(row).items.map((i) => `${i.name} x${i.quantity}`).join('; '),
};
export const BUYER_COLUMN: ColumnDesc = {
  key: 'buyer_name',
  cell: tradeCells.nameOverPhone,
  args: { phone: 'buyer_mobile' },
  exportValue: (row) => `${String(row.buyer_name)} ${String(row.buyer_mobile)}`,
};

function typeColumn(field: keyof OrderTypeInfo): ColumnDesc {
  return {
    key: `type_info.${field}`,
    title: ORDER_TYPE_INFO_FIELDS[field],
    cell: tradeCells.orderTypeField,
    exportValue: (row, lang) => typeValueText(field, row.type_info as OrderTypeInfo, lang) || null,
  };
}

export const SHIP_FORM = [
  { name: 'courier', input: 'select' as const, options: COURIERS },
  { name: 'tracking_no', input: 'text' as const },
];

/** The order drawer's own sections: its progress, its items and amounts, its parcel. */
const PROGRESS_SECTION: DetailSection = { title: { zh: '订单进度', en: 'Progress' }, cell: tradeCells.orderProgress };
const ITEMS_SECTION: DetailSection = { title: { zh: '商品与金额', en: 'Items and amounts' }, cell: tradeCells.orderItems };
const LOGISTICS_SECTION: DetailSection = { title: { zh: '物流轨迹', en: 'Logistics' }, cell: tradeCells.logistics };

function typeDetail(fields: readonly (keyof OrderTypeInfo)[], type: OrderType): DetailSection {
  return { title: ORDER_TYPE.options[type], cell: tradeCells.orderTypeInfo, args: { fields } };
}

/**
 * The order's drawer (docs/drawers.md): its number, state and type, shipping first among its actions; then where it
 * stands, who bought it (a link to the member for roles that may open members) and where it goes (phones masked),
 * what was bought and paid, and its parcel.
 */
function orderDrawer(typeSections: readonly DetailSection[]): DrawerDesign {
  return {
    identity: 'order_no',
    state: ['status', 'type'],
    facts: ['merchant_name', 'pay_method', 'total'],
    primary: ['ship', 'change_tracking', 'remark'],
    sections: [
      PROGRESS_SECTION,
      ...typeSections,
      { title: { zh: '买家', en: 'Buyer' }, fields: [memberNameColumn('buyer_name', 'member_id'), revealablePhone('buyer_mobile'), { key: 'buyer_note', title: { zh: '买家留言', en: 'Buyer note' } }] },
      { title: { zh: '收货', en: 'Delivery' }, fields: ['receiver_name', revealablePhone('receiver_mobile'), 'receiver_address'] },
      ITEMS_SECTION,
      LOGISTICS_SECTION,
      { title: { zh: '备注', en: 'Remarks' }, fields: ['seller_remark', 'close_note'] },
    ],
  };
}

/** The orders of one type (or of every type for the search and the shipments). */
export function orderList(type?: OrderType): ListDescription {
  const fields = type ? (ORDER_TYPE_FIELDS[type] ?? []) : [];
  return {
    kind: 'list',
    resource: 'orders',
    fixed: type ? { type } : undefined,
    columns: [
      'order_no', GOODS_COLUMN, BUYER_COLUMN, ...fields.map(typeColumn), 'total', 'pay_method', 'status', 'created_at',
      ...(type ? [] : ['type']),
      { key: 'merchant_name', optional: true },
      { key: 'tracking_no', optional: true },
      { key: 'paid_at', optional: true },
    ],
    // each offered only where the contract allows it: a forming group's order offers close-and-refund, not ship
    rowActions: ['view', 'ship', 'refund_close', 'close', 'change_tracking', 'remark'],
    bulk: ['close', 'remark'],
    // the receiver, the goods and the buyer's note beside the number, which the carrier service can fill in
    actionDialogs: { ship: ShipDialog },
    actionForms: {
      ship: SHIP_FORM,
      change_tracking: SHIP_FORM,
      close: [{ name: 'note', input: 'textarea', title: { zh: '关闭原因', en: 'Reason for closing' } }],
      refund_close: [{ name: 'note', input: 'textarea', title: { zh: '关闭并退款的原因', en: 'Why it is closed and refunded' } }],
      remark: [{ name: 'remark', input: 'textarea', title: { zh: '商家备注', en: 'Seller remark' } }],
    },
    drawer: orderDrawer(type && fields.length > 0 ? [typeDetail(fields, type)] : []),
    exports: { record: ORDER_RECORD_EXPORT, more: [ORDER_LINES_EXPORT] },
    tools: [PrintTool],
    rowLabel: 'order_no',
  };
}

/** Orders waiting to ship, across types. */
export function shipments(): ListDescription {
  return {
    ...orderList(),
    fixed: { status: 'to_ship' },
    tabs: [],
    // what shipping needs, fitting a 1366 px laptop (docs/lists.md "Columns that fit"); the rest in the column settings
    columns: [
      'order_no', GOODS_COLUMN, BUYER_COLUMN, 'receiver_address', 'total', 'paid_at',
      { key: 'type', optional: true },
      { key: 'pay_method', optional: true },
      { key: 'created_at', optional: true },
    ],
    rowActions: ['view', 'ship', 'refund_close', 'remark'],
    bulk: ['remark'],
    rowBatch: { action: 'ship', perRow: SHIP_FORM[1], shared: [SHIP_FORM[0]] },
    tools: [WaybillShipTool, ShipImport, PrintTool],
  };
}

/** The caller's shipping profile: carrier accounts, top-ups, the default carrier and the sender address book. */
export const shippingSettings = (): CustomDescription => ({ kind: 'custom', load: () => import('../shipping/ShippingSettingsScreen.tsx') });
