/**
 * The orders as a warehouse picks and packs them, one row per goods line: the columns are the contract's
 * (contract/orderLines.ts), which the gateway's export jobs write too (docs/screens.md, "Export"; docs/orders.md).
 */
import type { Lang, Text } from '../../../../../contract/i18n.ts';
import type { Cell } from '../../../../../contract/exportCells.ts';
import { orderLineHeader, orderLineRows } from '../../../../../contract/orderLines.ts';
import type { Order } from '../../../../../contract/resources/orders.ts';
import type { ListExport, Row } from '../../../screens/descriptions/types.ts';

export const ORDER_LINES_EXPORT: ListExport = {
  key: 'lines',
  title: { zh: '按商品明细', en: 'By goods line' },
  file: { zh: '商品明细', en: 'goods lines' },
  sheet(rows: readonly Row[], lang: Lang): Cell[][] {
    return [orderLineHeader(lang), ...orderLineRows(rows as unknown as Order[], lang)];
  },
};

/** What an order list's one row per order is called beside the goods lines. */
export const ORDER_RECORD_EXPORT: Text = { zh: '按订单', en: 'By order' };
