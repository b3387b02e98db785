/**
 * Shipping many orders with electronic waybills (docs/shipping.md): the orders ticked on the shipping list, or all that
 * match its filter, the carrier (the shop's default preselected, each with its balance) and the sender address (the
 * default preselected), then one bulk job of the orders' `ship_with_waybill` action: each order gets its waybill and
 * ships, refused rows are listed in the job centre with the carrier's reason.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button, Message } from 'semantic-ui-react';
import { carrierEndpoints, type ShippingProfile } from '../../../../../contract/resources/carriers.ts';
import { COURIERS } from '../../../../../contract/resources/orders.ts';
import { useApiQuery } from '../../../hooks/useApi.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { useSingleFlight } from '../../../hooks/useSingleFlight.ts';
import { failureText, isOk } from '../../../lib/api.ts';
import { JOBS_PATH, jobCalls, jobLink, type JobSpec } from '../../../lib/jobCalls.ts';
import { pathKey } from '../../../lib/queries.ts';
import type { ListScope, ToolProps } from '../../../screens/descriptions/componentProps.ts';
import { jobFilterOf } from '../../../screens/kinds/list/bulkJob.tsx';
import { Dialog } from '../../../screens/parts/Dialog.tsx';
import { useStores } from '../../../stores/index.ts';

type Carrier = ShippingProfile['default_carrier'];

export function WaybillShipTool({ reload, scope }: ToolProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = !scope ? 0 : scope.allMatching ? scope.matching : scope.ids.length;
  return (
    <>
      <Button basic icon="shipping fast" className="waybill-ship-button" disabled={count === 0} content={t('screens.trade.waybill.batchButton')} onClick={() => setOpen(true)} />
      {open && scope && <WaybillShipDialog scope={scope} count={count} reload={reload} onClose={() => setOpen(false)} />}
    </>
  );
}

function WaybillShipDialog({ scope, count, reload, onClose }: { scope: ListScope; count: number; reload(): void; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const queryClient = useQueryClient();
  const profile = useApiQuery(carrierEndpoints.shippingProfile);
  const [carrier, setCarrier] = useState<Carrier | undefined>();
  const [senderId, setSenderId] = useState<number | undefined>();
  const [error, setError] = useState('');
  const { busy, run } = useSingleFlight();
  const data = profile.data;
  const chosenCarrier = carrier ?? data?.default_carrier;
  const chosenSender = senderId ?? data?.senders.find((s) => s.is_default)?.id;
  const sender = data?.senders.find((s) => s.id === chosenSender);
  const balance = data?.accounts.find((a) => a.carrier === chosenCarrier)?.balance ?? 0;

  const start = () =>
    run(async () => {
      if (!chosenCarrier) return;
      const where = scope.allMatching ? { filter: jobFilterOf(scope.query) } : { ids: scope.ids };
      const spec = { kind: 'bulk_action', resource: 'orders', action: 'ship_with_waybill', body: { carrier: chosenCarrier, sender_id: chosenSender, payment_type: 'MONTHLY' }, ...where } as JobSpec;
      const answer = await api(jobCalls.start, { body: spec });
      if (!isOk(answer)) return setError(failureText(answer) ?? t('screens.list.actionFailed'));
      const id = answer.data.id;
      scope.done();
      onClose();
      reload();
      void queryClient.invalidateQueries({ queryKey: pathKey(JOBS_PATH) });
      toast.success(
        <span className="job-started" data-job={id}>
          {t('jobs.started', { count })} <a href={`#${jobLink(id)}`} className="job-started-link">{t('jobs.open')}</a>
        </span>,
        { className: 'console-toast success', duration: 10_000 },
      );
    });

  return (
    <Dialog size="small" onClose={() => !busy && onClose()} className="waybill-ship-dialog">
      <Dialog.Header>{t('screens.trade.waybill.batchTitle')}</Dialog.Header>
      <Dialog.Content>
        <p className="waybill-ship-count" data-count={count}>
          {scope.allMatching ? t('screens.trade.waybill.countMatching', { count }) : t('screens.trade.waybill.count', { count })}
        </p>
        {profile.error && <Message negative size="small" content={t('screens.trade.waybill.loadFailed', { message: profile.error.message })} />}
        {data && (
          <div className="ui form">
            <div className="field">
              <label htmlFor="waybill-carrier">{t('screens.trade.waybill.carrier')}</label>
              <select id="waybill-carrier" className="ui dropdown waybill-carrier" value={chosenCarrier} onChange={(e) => setCarrier(e.target.value as Carrier)}>
                {data.accounts.map((a) => (
                  <option key={a.carrier} value={a.carrier}>{t('screens.trade.waybill.balance', { carrier: COURIERS.options[a.carrier][lang], balance: a.balance, count: a.balance })}</option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="waybill-sender">{t('screens.trade.waybill.sender')}</label>
              <select id="waybill-sender" className="ui dropdown waybill-sender" value={chosenSender} onChange={(e) => setSenderId(Number(e.target.value))}>
                {data.senders.map((s) => (
                  <option key={s.id} value={s.id}>{`${s.name} ${s.mobile} ${s.address}${s.is_default ? t('screens.trade.waybill.defaultSender') : ''}`}</option>
                ))}
              </select>
              {sender && <p className="waybill-sender-address muted">{sender.address}</p>}
            </div>
          </div>
        )}
        {data && balance < count && <Message warning size="small" className="waybill-low-balance" content={t('screens.trade.waybill.lowBalance', { balance, count: balance })} />}
        <p className="muted">{t('screens.trade.waybill.asJob')}</p>
        {error && <Message negative size="small" className="waybill-ship-error" content={error} />}
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} disabled={busy} />
        <Button primary className="waybill-ship-start" loading={busy} disabled={busy || !data || !chosenCarrier} content={t('screens.trade.waybill.start', { count })} onClick={() => void start()} />
      </Dialog.Actions>
    </Dialog>
  );
}
