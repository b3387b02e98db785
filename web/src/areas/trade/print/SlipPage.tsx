/**
 * One packing slip, A4 or A5 (docs/shipping.md, "Packing slips"): the order number as a barcode, buyer and address,
 * every goods line with its spec, SKU code and quantity, the buyer's note and the merchant's name.
 */
import type { TFunction } from 'i18next';
import type { SheetOrder } from '../../../../../contract/resources/orderPrints.ts';
import { Barcode } from './Barcode.tsx';
import { maskPhone } from './printable.ts';

export function SlipPage({ entry, t }: { entry: SheetOrder; t: TFunction }) {
  const { order } = entry;
  const text = (key: string, values?: Record<string, unknown>) => t(`screens.trade.print.slip.${key}`, values);
  const quantity = order.items.reduce((n, item) => n + item.quantity, 0);
  return (
    <section className="print-page slip-page" data-order-id={order.id} data-order-no={order.order_no}>
      <header className="slip-head">
        <div>
          <h1>{text('title')}</h1>
          <div className="slip-merchant">
            {text('merchant')}：{order.merchant_name}
          </div>
        </div>
        <div className="slip-code">
          <Barcode value={order.order_no} height={44} className="order-barcode" />
          <div>
            {text('orderNo')} {order.order_no}
          </div>
        </div>
      </header>
      <dl className="slip-facts">
        <dt>{text('placed')}</dt>
        <dd>{order.created_at}</dd>
        <dt>{text('buyer')}</dt>
        <dd className="slip-buyer">{order.buyer_name}</dd>
        <dt>{text('receiver')}</dt>
        <dd>
          {order.receiver_name} {maskPhone(order.receiver_mobile)}
        </dd>
        <dt>{text('address')}</dt>
        <dd className="slip-address">{order.receiver_address}</dd>
      </dl>
      <table className="print-table slip-lines">
        <thead>
          <tr>
            <th>{text('goods')}</th>
            <th>{text('spec')}</th>
            <th>{text('sku')}</th>
            <th className="number">{text('quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.goods_id}-${item.sku_code}-${item.sku_spec}`} className="slip-line">
              <td>{item.name}</td>
              <td className="slip-spec">{item.sku_spec}</td>
              <td className="slip-sku">{item.sku_code}</td>
              <td className="number slip-quantity">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4} className="number">
              {text('total', { count: quantity })}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="slip-note">
        <strong>{text('note')}：</strong>
        {order.buyer_note || text('noNote')}
      </p>
    </section>
  );
}
