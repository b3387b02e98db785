/**
 * One 100 × 150 mm thermal label (docs/shipping.md, "Labels"): the carrier and sorting code, the waybill number as a
 * Code 128 barcode, receiver and sender, the goods, the order number and the print time; a reprint says so.
 */
import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../contract/i18n.ts';
import type { SheetOrder } from '../../../../../contract/resources/orderPrints.ts';
import { COURIERS } from '../../../../../contract/resources/orders.ts';
import { Barcode } from './Barcode.tsx';
import { carrierOf, maskPhone, waybillNumber } from './printable.ts';

/** Goods lines a label has room for; the rest are counted. */
const LABEL_GOODS_LINES = 3;

export function LabelPage({ entry, printNumber, printedAt, t, lang }: { entry: SheetOrder; printNumber: number; printedAt: string; t: TFunction; lang: Lang }) {
  const { order, sender } = entry;
  const number = waybillNumber(order);
  const carrier = carrierOf(order);
  const shown = order.items.slice(0, LABEL_GOODS_LINES);
  const hidden = order.items.slice(LABEL_GOODS_LINES).reduce((n, item) => n + item.quantity, 0);
  return (
    <section className="print-page label-page" data-order-id={order.id} data-order-no={order.order_no}>
      <header className="label-head">
        <strong className="label-carrier">{carrier ? COURIERS.options[carrier][lang] : ''}</strong>
        {printNumber > 1 && <span className="label-reprint">{t('screens.trade.print.label.reprint', { n: printNumber })}</span>}
      </header>
      {order.waybill?.sorting_code && (
        <div className="label-sorting" title={t('screens.trade.print.label.sortingCode')}>
          {order.waybill.sorting_code}
        </div>
      )}
      <div className="label-barcode">
        {number ? <Barcode value={number} height={70} className="waybill-barcode" /> : <p className="label-no-number">{t('screens.trade.print.label.noNumber')}</p>}
        {number && <div className="label-number">{number}</div>}
      </div>
      <div className="label-party label-receiver">
        <span className="label-tag">{t('screens.trade.print.label.receiver')}</span>
        <div>
          <div className="label-name">
            {order.receiver_name} <span className="label-phone">{maskPhone(order.receiver_mobile)}</span>
          </div>
          <div className="label-address">{order.receiver_address}</div>
        </div>
      </div>
      <div className="label-party label-sender">
        <span className="label-tag">{t('screens.trade.print.label.sender')}</span>
        <div>
          <div>
            {sender.name} <span className="label-phone">{maskPhone(sender.mobile)}</span>
          </div>
          <div className="label-address">{sender.address}</div>
        </div>
      </div>
      <div className="label-goods">
        <span className="label-caption">{t('screens.trade.print.label.goods')}</span>
        {shown.map((item) => `${item.name} ${item.sku_spec} ×${item.quantity}`).join('；')}
        {hidden > 0 && ` ${t('screens.trade.print.label.more', { count: hidden })}`}
      </div>
      <footer className="label-foot">
        <span>
          {t('screens.trade.print.label.orderNo')} <span className="label-order-no">{order.order_no}</span>
        </span>
        <span>
          {t('screens.trade.print.label.printedAt')} {printedAt}
        </span>
      </footer>
    </section>
  );
}
