/**
 * Shipping one order: who and where it goes to (receiver, phone, address), what goes in the parcel (each goods line's
 * spec and quantity) and the buyer's note, then a carrier and a tracking number: typed, or "get an e-waybill" from the
 * carrier service (the order's own if it has one already), which fills it in (docs/shipping.md). An order's waybill
 * can be cancelled here before it ships, after saying what that does (the balance back, the order's waybill cleared).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message } from 'semantic-ui-react';
import { carrierEndpoints } from '../../../../../contract/resources/carriers.ts';
import { COURIERS, type Order } from '../../../../../contract/resources/orders.ts';
import { useApiQuery } from '../../../hooks/useApi.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { useSingleFlight } from '../../../hooks/useSingleFlight.ts';
import { failureText, isOk } from '../../../lib/api.ts';
import type { ActionDialogProps } from '../../../screens/descriptions/componentProps.ts';
import { issueText } from '../../../screens/lib/validation.ts';
import { Dialog } from '../../../screens/parts/Dialog.tsx';
import { useStores } from '../../../stores/index.ts';

type Carrier = NonNullable<Order['courier']>;

export function ShipDialog({ title, row, schema, submit, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const order = row as unknown as Order;
  const profile = useApiQuery(carrierEndpoints.shippingProfile);
  const [courier, setCourier] = useState<Carrier | undefined>(order.waybill?.carrier);
  const [trackingNo, setTrackingNo] = useState(order.waybill?.waybill_no ?? '');
  const [note, setNote] = useState(order.waybill ? t('screens.trade.waybill.hasWaybill', { no: order.waybill.waybill_no }) : '');
  const [error, setError] = useState('');
  // the order's waybill as this dialog knows it: the row's, or the one just got, until cancelled
  const [held, setHeld] = useState(order.waybill ? { carrier: order.waybill.carrier, no: order.waybill.waybill_no } : null);
  const [cancelling, setCancelling] = useState(false);
  const { busy, run } = useSingleFlight();
  const chosen = courier ?? profile.data?.default_carrier ?? 'SF';

  const getWaybill = () =>
    run(async () => {
      setError('');
      const answer = await api(carrierEndpoints.buyWaybill, { body: { order_id: order.id, carrier: chosen } });
      if (!isOk(answer)) return setError(failureText(answer) ?? t('screens.list.actionFailed'));
      setCourier(answer.data.carrier);
      setHeld({ carrier: answer.data.carrier, no: answer.data.waybill_no });
      setTrackingNo(answer.data.waybill_no);
      setNote(t('screens.trade.waybill.gotWaybill', { no: answer.data.waybill_no, sorting: answer.data.sorting_code }));
    });
  const cancelWaybill = () =>
    run(async () => {
      if (!held) return;
      setError('');
      const answer = await api(carrierEndpoints.cancelWaybill, { body: { order_id: order.id, reason: t('screens.trade.shipping.cancel.reasonDefault') }, quiet: true });
      setCancelling(false);
      if (!isOk(answer)) return setError(failureText(answer) ?? t('screens.list.actionFailed'));
      setHeld(null);
      setTrackingNo('');
      setNote(t('screens.trade.shipping.cancel.done', { no: held.no, carrier: COURIERS.options[answer.data.carrier][lang], balance: answer.data.balance }));
    });
  /** The ship action's own rule for the number (the contract's body), in the console's language; '' when it holds. */
  const numberProblem = () => {
    const body = { courier: chosen, tracking_no: trackingNo };
    const issue = schema.safeParse(body).error?.issues.find((i) => i.path[0] === 'tracking_no');
    return issue ? issueText(issue, trackingNo, t) : '';
  };
  const [fieldError, setFieldError] = useState('');
  const ship = () =>
    run(async () => {
      const problem = numberProblem();
      setFieldError(problem);
      if (!problem) setError((await submit({ courier: chosen, tracking_no: trackingNo.trim() })) ?? '');
    });

  return (
    <Dialog size="small" onClose={() => !busy && onClose()} className="ship-dialog">
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content scrolling>
        <dl className="ship-receiver" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: 0 }}>
          <dt>{t('screens.trade.waybill.receiver')}</dt>
          <dd className="ship-receiver-name">{order.receiver_name} {order.receiver_mobile}</dd>
          <dt>{t('screens.trade.waybill.address')}</dt>
          <dd className="ship-receiver-address">{order.receiver_address}</dd>
          <dt>{t('screens.trade.waybill.buyerNote')}</dt>
          <dd className="ship-buyer-note">{order.buyer_note || t('screens.trade.waybill.noNote')}</dd>
        </dl>
        <table className="ui very compact table ship-goods">
          <thead>
            <tr><th>{t('screens.trade.waybill.goods')}</th><th>{t('screens.trade.waybill.spec')}</th><th>{t('screens.trade.waybill.quantity')}</th></tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={`${item.goods_id}-${item.sku_code}`} className="ship-goods-line">
                <td>{item.name}</td><td>{item.sku_spec}</td><td>{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="ui form">
          <div className="two fields">
            <div className="field">
              <label htmlFor="ship-courier">{t('screens.trade.waybill.carrier')}</label>
              <select id="ship-courier" className="ui dropdown ship-courier" value={chosen} onChange={(e) => setCourier(e.target.value as Carrier)}>
                {COURIERS.values.map((c) => <option key={c} value={c}>{COURIERS.options[c][lang]}</option>)}
              </select>
            </div>
            <div className="field">
              <label htmlFor="ship-tracking">{t('screens.trade.waybill.trackingNo')}</label>
              <div className="ui action input">
                <input id="ship-tracking" className="ship-tracking" value={trackingNo} aria-invalid={fieldError !== ''} onChange={(e) => { setTrackingNo(e.target.value); setFieldError(''); }} onBlur={() => setFieldError(trackingNo === '' ? '' : numberProblem())} />
                <Button type="button" className="get-waybill" disabled={busy || held !== null} content={t('screens.trade.waybill.getWaybill')} onClick={() => void getWaybill()} />
              </div>
              {fieldError && <div className="ui pointing red basic label field-error ship-tracking-error">{fieldError}</div>}
            </div>
          </div>
        </div>
        {note && <Message info size="small" className="ship-waybill-note" content={note} />}
        {held && !cancelling && (
          <Button type="button" basic negative size="small" className="cancel-waybill" disabled={busy} content={t('screens.trade.shipping.cancel.button')} onClick={() => setCancelling(true)} />
        )}
        {held && cancelling && (
          <Message warning size="small" className="cancel-waybill-confirm">
            <Message.Header>{t('screens.trade.shipping.cancel.title', { carrier: COURIERS.options[held.carrier][lang], no: held.no })}</Message.Header>
            <p>{t('screens.trade.shipping.cancel.message', { carrier: COURIERS.options[held.carrier][lang] })}</p>
            <Button type="button" size="small" negative className="cancel-waybill-ok" loading={busy} disabled={busy} content={t('screens.trade.shipping.cancel.confirm')} onClick={() => void cancelWaybill()} />
            <Button type="button" size="small" basic disabled={busy} content={t('screens.dialog.cancel')} onClick={() => setCancelling(false)} />
          </Message>
        )}
        {error && <Message negative size="small" className="ship-error" content={error} />}
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} disabled={busy} />
        <Button primary className="confirm-ok" loading={busy} disabled={busy || trackingNo.trim() === ''} content={t('screens.trade.waybill.ship')} onClick={() => void ship()} />
      </Dialog.Actions>
    </Dialog>
  );
}
