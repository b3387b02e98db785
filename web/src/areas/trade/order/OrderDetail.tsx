/** The order drawer's sections: progress steps, receiver, items, amounts, logistics timeline, notes. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../../contract/i18n.ts';
import { COURIERS, type Order } from '../../../../../contract/resources/orders.ts';
import { shell } from '../../../../../contract/index.ts';
import { apiKey, dataOf, type LoadFailure } from '../../../lib/queries.ts';
import { useStores } from '../../../stores/index.ts';
import { Money, Thumb, Time } from '../../../screens/parts/Cells.tsx';

type Step = 'placed' | 'paid' | 'shipped' | 'received' | 'closed';
const STEPS: Step[] = ['placed', 'paid', 'shipped', 'received'];

/** How far an order got (an index of STEPS): completed orders are received. */
export function orderStep(order: Pick<Order, 'paid_at' | 'shipped_at' | 'completed_at' | 'status'>): number {
  if (order.completed_at || order.status === 'completed') return 3;
  if (order.shipped_at) return 2;
  if (order.paid_at) return 1;
  return 0;
}

/**
 * The order's progress as numbered steps in order, those reached ticked with their times, the one it is at marked
 * current (`aria-current`); a closed order ends on a closed step instead of the ones it never reached.
 */
export function OrderProgress({ order }: { order: Order }) {
  const { t } = useTranslation();
  const reached = orderStep(order);
  const closed = order.status === 'closed';
  const steps = closed ? [...STEPS.slice(0, reached + 1), 'closed' as const] : STEPS;
  const current = closed ? steps.length - 1 : reached;
  const times: Partial<Record<Step, string | null>> = { placed: order.created_at, paid: order.paid_at, shipped: order.shipped_at, received: order.completed_at };
  return (
    <ol className="order-steps">
      {steps.map((step, i) => (
        <li key={step} className={`step${i <= reached ? ' completed' : ''}${i === current ? ' current' : ''}`} data-step={step} aria-current={i === current ? 'step' : undefined}>
          <span className="step-marker" aria-hidden>
            {i <= reached && i !== current ? '✓' : i + 1}
          </span>
          <span className="step-title">{t(`screens.trade.order.step.${step}`)}</span>
          {times[step] && (
            <span className="step-time">
              <Time value={times[step]} />
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <table className="ui very compact table order-items">
      <thead>
        <tr>
          <th>{t('screens.trade.order.goods')}</th>
          <th>{t('screens.trade.order.price')}</th>
          <th>{t('screens.trade.order.quantity')}</th>
          <th>{t('screens.trade.order.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same goods can appear twice in one order
          <tr key={i}>
            <td>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Thumb src={item.picture} label={item.name} size={32} />
                {item.name}
              </div>
            </td>
            <td>
              <Money value={item.price} />
            </td>
            <td>{item.quantity}</td>
            <td>
              <Money value={item.amount} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th colSpan={4} style={{ textAlign: 'right' }}>
            <span>{t('screens.trade.order.goodsAmount')} </span>
            <Money value={order.goods_amount} />
            <span> + {t('screens.trade.order.freight')} </span>
            <Money value={order.freight} />
            <span> - {t('screens.trade.order.discount')} </span>
            <Money value={order.discount} />
            <span> = {t('screens.trade.order.paid')} </span>
            <strong className="order-total">
              <Money value={order.total} />
            </strong>
          </th>
        </tr>
      </tfoot>
    </table>
  );
}

type Trace = { company: string; no: string; state: string; traces: { time: string; context: string }[] };

/** The tracking timeline of a parcel (`/api/v2/common/logistic`): an order's shipment or an after-sale's return. */
export function LogisticsTimeline({ courier: courierCode, trackingNo, lang }: { courier: Order['courier']; trackingNo: string | null; lang: Lang }) {
  const { t } = useTranslation();
  const { api } = useStores();
  // a read sent as a POST (its parameters in the body): a query keyed by them like any other (docs/data-loading.md)
  const body = { no: trackingNo ?? '', company: courierCode ?? undefined };
  const query = useQuery<Trace, LoadFailure>({
    queryKey: [...apiKey(shell.logistic), body],
    queryFn: async ({ signal }) => dataOf(await api(shell.logistic, { body, signal })) as Trace,
    enabled: !!trackingNo,
  });
  const trace = query.data ?? (query.error ? query.error.message || t('screens.list.loadFailed') : null);

  if (!trackingNo) return <p className="muted no-logistics">{t('screens.trade.order.notShipped')}</p>;
  const courier = courierCode ? COURIERS.options[courierCode][lang] : '';
  return (
    <div className="logistics">
      <p>
        {courier} <span className="tracking-no">{trackingNo}</span>
        {typeof trace === 'object' && trace && <span className="ui mini label">{t(`screens.trade.order.logistics.${trace.state}`)}</span>}
      </p>
      {trace === null && <div className="ui active inline mini loader" />}
      {typeof trace === 'string' && <p className="ui negative message">{trace}</p>}
      {typeof trace === 'object' && trace && (
        <div className="ui feed logistics-timeline">
          {trace.traces.map((step) => (
            <div className="event" key={`${step.time}${step.context}`}>
              <div className="content">
                <div className="date">{step.time}</div>
                <div className="summary">{step.context}</div>
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** The goods cell of an order row: first item's thumbnail and name, quantity, and how many more goods ("另 2 种"). */
export function OrderGoodsCell({ order, lang }: { order: { items: Pick<Order['items'][number], 'name' | 'picture' | 'quantity'>[] }; lang: Lang }) {
  const first = order.items[0];
  const more = order.items.length - 1;
  return (
    <div className="order-goods-cell">
      <Thumb src={first.picture} label={first.name} size={36} all={order.items.map((i) => i.picture)} />
      <div>
        {first.name}
        <div className="muted">{more === 0 ? `×${first.quantity}` : lang === 'zh' ? `×${first.quantity}，另 ${more} 种商品` : `×${first.quantity}, and ${more} more`}</div>
      </div>
    </div>
  );
}
