/**
 * The stock of goods per SKU: the SKUs as a table in the detail drawer, and the "Set stock" dialog over them, which
 * takes a reason: the goods' log keeps it beside each SKU's stock before and after (docs/goods.md).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from 'semantic-ui-react';
import { formatMoney } from '../../../../../contract/money.ts';
import type { GoodsSku } from '../../../../../contract/resources/goods.ts';
import type { Translate } from '../../lib/validation.ts';
import type { ActionDialogProps } from '../../descriptions/types.ts';
import { fieldErrors } from '../../lib/validation.ts';
import { Money } from '../Cells.tsx';
import { useSingleFlight } from '../../../lib/singleFlight.ts';
import { Dialog } from '../Dialog.tsx';
import { useFirstErrorFocus } from '../firstError.ts';

/** A SKU's spec as shown: its values, or the default SKU's name in the console's language. */
export const skuName = (sku: Pick<GoodsSku, 'values' | 'spec'>, t: Translate) => (sku.values?.length ? sku.spec : t('screens.skus.default'));

export function SkuTable({ skus }: { skus: GoodsSku[] }) {
  const { t } = useTranslation();
  return (
    <table className="ui very compact table sku-table">
      <thead>
        <tr>
          <th>{t('screens.skus.spec')}</th>
          <th>{t('screens.skus.salePrice')}</th>
          <th>{t('screens.skus.marketPrice')}</th>
          <th>{t('screens.skus.stock')}</th>
          <th>{t('screens.skus.code')}</th>
        </tr>
      </thead>
      <tbody>
        {skus.map((s) => (
          <tr key={s.id}>
            <td>{skuName(s, t)}</td>
            <td>
              <Money value={s.price} />
            </td>
            <td>{formatMoney(s.market_price) || '-'}</td>
            <td>{s.stock}</td>
            <td>{s.code || '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One stock input per SKU, checked against the action's schema before sending; what was typed stays on a refusal. */
export function SkuStockDialog({ title, row, schema, submit, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const skus = row.skus as GoodsSku[];
  const [typed, setTyped] = useState<Record<number, string>>(() => Object.fromEntries(skus.map((s) => [s.id, String(s.stock)])));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const { busy: sending, run } = useSingleFlight();
  const firstError = useFirstErrorFocus<HTMLDivElement>();

  const body = () => ({ skus: skus.map((s) => ({ id: s.id, stock: /^\d+$/.test(typed[s.id].trim()) ? Number(typed[s.id]) : Number.NaN })),
    // nothing typed is no reason (required), as an empty field of a contract form is
    reason: reason.trim() === '' ? undefined : reason,
  });
  const total = body().skus.reduce((sum, s) => sum + (Number.isNaN(s.stock) ? 0 : s.stock), 0);
  const save = async () => {
    const found = fieldErrors(schema, body(), t);
    setErrors(found);
    if (Object.keys(found).length > 0) return firstError.refused();
    await run(async () => setFailure(await submit(body())));
  };

  return (
    <Dialog size="tiny" onClose={onClose} className="sku-stock-dialog">
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content>
        <div ref={firstError.ref}>
        <table className="ui very compact table">
          <thead>
            <tr>
              <th>{t('screens.skus.spec')}</th>
              <th>{t('screens.skus.price')}</th>
              <th>{t('screens.skus.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {skus.map((s, i) => {
              const error = errors[`skus.${i}.stock`];
              return (
                <tr key={s.id}>
                  <td>{skuName(s, t)}</td>
                  <td>
                    <Money value={s.price} />
                  </td>
                  <td>
                    <Input
                      size="small"
                      inputMode="numeric"
                      aria-label={`${skuName(s, t)} ${t('screens.skus.stock')}`}
                      error={Boolean(error)}
                      value={typed[s.id]}
                      onChange={(_e, d) => setTyped((now) => ({ ...now, [s.id]: d.value }))}
                    />
                    {error && <div className="ui pointing red basic label field-error">{error}</div>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="sku-total">{t('screens.skus.total', { n: total })}</p>
        <div className={`ui form ${errors.reason ? 'error' : ''}`}>
          <div className={`field ${errors.reason ? 'error' : ''}`} data-field="reason">
            <label htmlFor="sku-stock-reason">
              {t('screens.skus.reason')}
              <span className="required-mark" aria-hidden="true">
                *
              </span>
            </label>
            <textarea id="sku-stock-reason" rows={2} aria-required aria-invalid={Boolean(errors.reason) || undefined} value={reason} onChange={(e) => setReason(e.target.value)} />
            {errors.reason && <div className="ui pointing red basic label field-error">{errors.reason}</div>}
          </div>
        </div>
        </div>
        {failure && <div className="ui negative message form-failure">{failure}</div>}
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} />
        <Button primary loading={sending} disabled={sending} content={t('screens.dialog.save')} onClick={() => void save()} className="submit-button" />
      </Dialog.Actions>
    </Dialog>
  );
}
