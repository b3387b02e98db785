/**
 * `/shipments/settings`, the caller's shipping profile (docs/shipping.md, "Shipping settings"): its e-waybill accounts
 * with their balances, the default carrier and top-ups, and its sender address book. A merchant sees and changes its
 * own shop's, the platform its own: the upstream answers the caller's profile.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button, Label, Message, Segment, Table } from 'semantic-ui-react';
import { type CarrierAccount, carrierEndpoints, type SenderAddress, type ShippingProfile } from '../../../../../contract/resources/carriers.ts';
import { COURIERS } from '../../../../../contract/resources/orders.ts';
import { LoadState, queryLoadState } from '../../../components/LoadState.tsx';
import { useApiQuery } from '../../../hooks/useApi.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { failureText, isOk } from '../../../lib/api.ts';
import type { RequestResult } from '../../../lib/request.ts';
import { pathKey } from '../../../lib/queries.ts';
import { ConfirmDialog } from '../../../screens/parts/Dialogs.tsx';
import type { ScreenProps } from '../../../screens/screen.ts';
import { useStores } from '../../../stores/index.ts';
import { SenderDialog } from './SenderDialog.tsx';
import { TopUpDialog } from './TopUpDialog.tsx';

type Open = { kind: 'topUp'; account: CarrierAccount } | { kind: 'sender'; editing?: SenderAddress } | { kind: 'delete'; sender: SenderAddress } | null;

export default function ShippingSettingsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const client = useQueryClient();
  const profile = useApiQuery(carrierEndpoints.shippingProfile);
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState('');
  const reload = () => void client.invalidateQueries({ queryKey: pathKey(carrierEndpoints.shippingProfile.path) });
  const carrierName = (c: ShippingProfile['default_carrier']) => COURIERS.options[c][lang];

  /** A change's answer: a toast when it went through, the upstream's words on the screen when not; the profile read again. */
  const settle = async <T,>(call: Promise<RequestResult<T>>, done: string) => {
    const answer = await call;
    reload();
    if (isOk(answer)) {
      setError('');
      toast.success(done, { className: 'console-toast success' });
    } else setError(failureText(answer) ?? t('screens.list.actionFailed'));
  };
  const makeDefaultCarrier = (carrier: ShippingProfile['default_carrier']) =>
    settle(api(carrierEndpoints.setDefaultCarrier, { body: { carrier }, quiet: true }), t('screens.trade.shipping.accounts.defaultSet', { carrier: carrierName(carrier) }));
  const makeDefaultSender = ({ id, name, mobile, province, city, district, detail, address }: SenderAddress) =>
    settle(
      api(carrierEndpoints.editSender, { params: { id }, body: { name, mobile, province, city, district, detail, is_default: true }, quiet: true }),
      t('screens.trade.shipping.senders.defaultSet', { address }),
    );

  const data = profile.data;
  return (
    <div className="app-container screen shipping-settings" data-owner={data?.owner} data-ready={data !== undefined}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      {data && <p className="shipping-owner">{data.owner === 'merchant' ? t('screens.trade.shipping.owner.merchant', { name: data.name }) : t('screens.trade.shipping.owner.platform')}</p>}
      <LoadState {...queryLoadState(profile)} />
      {error && <Message negative className="shipping-settings-error" content={error} onDismiss={() => setError('')} />}
      {data && (
        <>
          <Segment className="carrier-accounts">
            <h3 className="ui header">{t('screens.trade.shipping.accounts.title')}</h3>
            <Table compact celled unstackable>
              <Table.Header>
                <Table.Row>
                  {(['carrier', 'balance', 'used', 'isDefault'] as const).map((k) => <Table.HeaderCell key={k}>{t(`screens.trade.shipping.accounts.${k}`)}</Table.HeaderCell>)}
                  <Table.HeaderCell />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.accounts.map((a) => (
                  <Table.Row key={a.carrier} className="carrier-account" data-carrier={a.carrier} data-balance={a.balance}>
                    <Table.Cell>{carrierName(a.carrier)}</Table.Cell>
                    <Table.Cell className="carrier-balance">{a.balance}</Table.Cell>
                    <Table.Cell>{a.used}</Table.Cell>
                    <Table.Cell>{a.carrier === data.default_carrier && <Label size="small" color="blue" className="carrier-default">{t('screens.trade.shipping.accounts.isDefault')}</Label>}</Table.Cell>
                    <Table.Cell singleLine>
                      <Button size="mini" basic className="carrier-top-up" content={t('screens.trade.shipping.accounts.topUp')} onClick={() => setOpen({ kind: 'topUp', account: a })} />
                      {a.carrier !== data.default_carrier && (
                        <Button size="mini" basic className="carrier-make-default" content={t('screens.trade.shipping.accounts.makeDefault')} onClick={() => void makeDefaultCarrier(a.carrier)} />
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </Segment>

          <Segment className="sender-book">
            <h3 className="ui header">{t('screens.trade.shipping.senders.title')}</h3>
            <p className="muted">{t('screens.trade.shipping.senders.hint')}</p>
            {data.senders.length === 0 && <p className="muted">{t('screens.trade.shipping.senders.none')}</p>}
            <Table compact celled unstackable>
              <Table.Body>
                {data.senders.map((s) => (
                  <Table.Row key={s.id} className="sender-row" data-id={s.id} data-default={s.is_default}>
                    <Table.Cell className="sender-who">{s.name} {s.mobile}</Table.Cell>
                    <Table.Cell className="sender-address">
                      {s.address} {s.is_default && <Label size="small" color="blue" className="sender-default-tag">{t('screens.trade.shipping.senders.defaultTag')}</Label>}
                    </Table.Cell>
                    <Table.Cell singleLine>
                      <Button size="mini" basic className="sender-edit" content={t('screens.trade.shipping.senders.edit')} onClick={() => setOpen({ kind: 'sender', editing: s })} />
                      {!s.is_default && (
                        <>
                          <Button size="mini" basic className="sender-make-default" content={t('screens.trade.shipping.senders.makeDefault')} onClick={() => void makeDefaultSender(s)} />
                          <Button size="mini" basic negative className="sender-delete" content={t('screens.trade.shipping.senders.delete')} onClick={() => setOpen({ kind: 'delete', sender: s })} />
                        </>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
            <Button basic icon="plus" className="sender-add" content={t('screens.trade.shipping.senders.add')} onClick={() => setOpen({ kind: 'sender' })} />
          </Segment>
        </>
      )}

      {open?.kind === 'topUp' && (
        <TopUpDialog
          account={data?.accounts.find((a) => a.carrier === open.account.carrier) ?? open.account}
          reload={reload}
          onClose={() => setOpen(null)}
          onDone={(after, count) => {
            setOpen(null);
            reload();
            toast.success(t('screens.trade.shipping.topUp.done', { carrier: carrierName(after.carrier), count, balance: after.balance }), { className: 'console-toast success' });
          }}
        />
      )}
      {open?.kind === 'sender' && (
        <SenderDialog
          editing={open.editing}
          onClose={() => setOpen(null)}
          onSaved={(saved) => {
            setOpen(null);
            reload();
            toast.success(t('screens.trade.shipping.senders.saved', { name: saved.name }), { className: 'console-toast success' });
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('screens.trade.shipping.senders.deleteTitle')}
          message={t('screens.trade.shipping.senders.deleteMessage', { address: open.sender.address, name: open.sender.name })}
          confirmText={t('screens.trade.shipping.senders.deleteButton')}
          danger
          onConfirm={() => settle(api(carrierEndpoints.deleteSender, { params: { id: open.sender.id }, quiet: true }), t('screens.trade.shipping.senders.deleted')).finally(() => setOpen(null))}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
