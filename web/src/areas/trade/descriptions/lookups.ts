/** Lookup screens: the order search and the goods lookup, each one box over several kinds of record. */
import { ORDER_ROUTES, ZONE_ROUTES } from '../../../screens/routes.ts';
import { GOODS_COLUMN as ORDER_GOODS, BUYER_COLUMN } from './orders.ts';
import type { LookupDescription, Row } from '../../../screens/descriptions/types.ts';

const pathOf = (routes: Record<string, string>, value: unknown, fallback: string) =>
  Object.entries(routes).find(([, v]) => v === value)?.[0] ?? fallback;

/** The order's own route (its type's screen), filtered to it. */
const orderLink = (row: Row) => `${pathOf(ORDER_ROUTES, row.type, '/order/index')}?order_no=${encodeURIComponent(String(row.order_no))}`;
const ORDER_COLUMNS = ['order_no', ORDER_GOODS, BUYER_COLUMN, 'type', 'total', 'status', 'created_at'];
/** Order numbers are digits; a buyer is a name or a phone. */
const DIGITS = /^\d{4,}$/;

export function orderSearch(): LookupDescription {
  return {
    kind: 'lookup',
    placeholder: { zh: '订单号、买家姓名或手机、售后单号', en: 'Order no., buyer name or phone, after-sale no.' },
    groups: [
      { title: { zh: '订单号匹配', en: 'By order no.' }, resource: 'orders', query: (q) => (DIGITS.test(q) ? { order_no: q } : null), columns: ORDER_COLUMNS, link: orderLink },
      { title: { zh: '买家匹配', en: 'By buyer' }, resource: 'orders', query: (q) => ({ buyer: q }), columns: ORDER_COLUMNS, link: orderLink },
      {
        title: { zh: '售后单', en: 'After-sales' },
        resource: 'afterSales',
        query: (q) => ({ keyword: q }),
        columns: ['after_sale_no', 'order_no', 'goods_name', 'type', 'refund_amount', 'status', 'created_at'],
        link: (row) => `${row.in_store ? '/afterSale/storeAfterSale' : '/afterSale/index'}?keyword=${encodeURIComponent(String(row.after_sale_no))}`,
      },
    ],
  };
}

export function commoditySearch(): LookupDescription {
  return {
    kind: 'lookup',
    placeholder: { zh: '商品名称或ID、分类名称、店铺名称', en: 'Goods name or ID, class name, shop name' },
    groups: [
      {
        title: { zh: '商品', en: 'Goods' },
        resource: 'goods',
        query: (q) => ({ keyword: q }),
        columns: ['picture', 'name', 'merchant_name', 'zone', 'price', 'stock', 'state', 'audit_state'],
        link: (row) => `${pathOf(ZONE_ROUTES, row.zone, '/goods/index')}?keyword=${row.id}`,
      },
      { title: { zh: '商品分类', en: 'Product classes' }, resource: 'productClass', query: (q) => ({ keyword: q }), columns: ['icon', 'name', 'goods_count', 'sort'], link: () => '/infoManagement/classify' },
      {
        title: { zh: '店铺', en: 'Shops' },
        resource: 'merchants',
        query: (q) => ({ keyword: q }),
        columns: ['logo', 'name', 'owner', 'category', 'status', 'goods_count'],
        link: (row) => `/store/alllist?keyword=${encodeURIComponent(String(row.name))}`,
      },
    ],
  };
}
