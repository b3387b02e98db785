/**
 * The stock of goods per SKU: the SKUs as a table in the detail drawer, and the "Set stock" dialog over them, which
 * takes a reason: the goods' log keeps it beside each SKU's stock before and after (docs/goods.md).
 */
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { formatMoney } from '../../../lib/format.ts';
import type { GoodsSku } from '../../../../../contract/resources/goods.ts';
import type { Translate } from '../../../screens/lib/validation.ts';
import type { ActionDialogProps } from '../../../screens/descriptions/componentProps.ts';
import { Money } from '../../../screens/parts/Cells.tsx';
import { Dialog } from '../../../screens/parts/Dialog.tsx';
import { useSchemaForm } from '../../../screens/hooks/useSchemaForm.ts';

/** A SKU's spec as shown: its values, or the default SKU's name in the console's language. */
export const skuName = (sku: Pick<GoodsSku, 'values' | 'spec'>, t: Translate) => (sku.values?.length ? sku.spec : t('screens.trade.skus.default'));

export function SkuTable({ skus }: { skus: GoodsSku[] }) {
  const { t } = useTranslation();
  return (
    <table className="ui very compact table sku-table">
      <thead>
        <tr>
          <th>{t('screens.trade.skus.spec')}</th>
          <th>{t('screens.trade.skus.salePrice')}</th>
          <th>{t('screens.trade.skus.marketPrice')}</th>
          <th>{t('screens.trade.skus.stock')}</th>
          <th>{t('screens.trade.skus.code')}</th>
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
  const bodyOf = (v: StockValues) => ({
    skus: skus.map((s, i) => ({ id: s.id, stock: /^\d+$/.test(v.skus[i].stock.trim()) ? Number(v.skus[i].stock) : Number.NaN })),
    // nothing typed is no reason (required), as an empty field of a contract form is
    reason: v.reason.trim() === '' ? undefined : v.reason,
  });
  const { form, submit: save, formRef, busy, formError, errorOf } = useSchemaForm<StockValues>({
    schema,
    defaults: { skus: skus.map((s) => ({ stock: String(s.stock) })), reason: '' },
    bodyOf,
    fields: ['skus', 'reason'],
    send: submit,
  });
  const total = bodyOf(form.watch()).skus.reduce((sum, s) => sum + (Number.isNaN(s.stock) ? 0 : s.stock), 0);
  const reasonError = errorOf('reason');

  return (
    <Dialog size="tiny" onClose={onClose} className="sku-stock-dialog">
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content>
        <form ref={formRef} id="sku-stock-form" onSubmit={save} noValidate>
          <table className="ui very compact table">
            <thead>
              <tr>
                <th>{t('screens.trade.skus.spec')}</th>
                <th>{t('screens.trade.skus.price')}</th>
                <th>{t('screens.trade.skus.stock')}</th>
              </tr>
            </thead>
            <tbody>
              {skus.map((s, i) => {
                const error = errorOf(`skus.${i}.stock`);
                return (
                  <tr key={s.id}>
                    <td>{skuName(s, t)}</td>
                    <td>
                      <Money value={s.price} />
                    </td>
                    <td>
                      <div className={`ui small input ${error ? 'error' : ''}`}>
                        <input inputMode="numeric" aria-label={`${skuName(s, t)} ${t('screens.trade.skus.stock')}`} aria-invalid={Boolean(error) || undefined} {...form.register(`skus.${i}.stock`)} />
                      </div>
                      {error && <div className="ui pointing red basic label field-error">{error}</div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="sku-total">{t('screens.trade.skus.total', { n: total })}</p>
          <div className={`ui form ${reasonError ? 'error' : ''}`}>
            <div className={`field ${reasonError ? 'error' : ''}`} data-field="reason">
              <label htmlFor="sku-stock-reason">
                {t('screens.trade.skus.reason')}
                <span className="required-mark" aria-hidden="true">
                  *
                </span>
              </label>
              <textarea id="sku-stock-reason" rows={2} aria-required aria-invalid={Boolean(reasonError) || undefined} {...form.register('reason')} />
              {reasonError && <div className="ui pointing red basic label field-error">{reasonError}</div>}
            </div>
          </div>
        </form>
        {formError && <div className="ui negative message form-failure">{formError}</div>}
      </Dialog.Content>
      <Dialog.Actions>
        <Button type="button" content={t('screens.dialog.cancel')} onClick={onClose} />
        <Button primary type="submit" form="sku-stock-form" loading={busy} disabled={busy} content={t('screens.dialog.save')} className="submit-button" />
      </Dialog.Actions>
    </Dialog>
  );
}

interface StockValues {
  skus: { stock: string }[];
  reason: string;
}
