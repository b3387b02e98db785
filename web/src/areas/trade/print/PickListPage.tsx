/**
 * The batch's pick list, A4 (docs/shipping.md, "Pick list"): every SKU of the orders once, sorted by SKU code, with
 * its total quantity, a tick box and the orders it came from. A long list runs onto further pages, its header
 * repeated on each.
 */
import type { TFunction } from 'i18next';
import type { Order } from '../../../../../contract/resources/orders.ts';
import { pickLines } from './printable.ts';

export function PickListPage({ orders, printedAt, t }: { orders: readonly Order[]; printedAt: string; t: TFunction }) {
  const text = (key: string, values?: Record<string, unknown>) => t(`screens.trade.print.pick.${key}`, values);
  const lines = pickLines(orders);
  const quantity = lines.reduce((n, line) => n + line.quantity, 0);
  return (
    <section className="print-page pick-page">
      <header className="pick-head">
        <h1>{text('title')}</h1>
        <span className="pick-summary">{text('summary', { orders: orders.length, skus: lines.length, quantity })}</span>
        <span>
          {text('printedAt')} {printedAt}
        </span>
      </header>
      <table className="print-table pick-lines">
        <thead>
          <tr>
            <th className="pick-tick">{text('tick')}</th>
            <th>{text('sku')}</th>
            <th>{text('goods')}</th>
            <th>{text('spec')}</th>
            <th className="number">{text('quantity')}</th>
            <th>{text('orders')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.sku_code}-${line.name}-${line.spec}`} className="pick-line" data-sku={line.sku_code}>
              <td className="pick-tick">
                <span className="tick-box" />
              </td>
              <td className="pick-sku">{line.sku_code}</td>
              <td>{line.name}</td>
              <td className="pick-spec">{line.spec}</td>
              <td className="number pick-quantity">{line.quantity}</td>
              <td className="pick-orders">{line.orders.map((o) => `${o.order_no}×${o.quantity}`).join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
