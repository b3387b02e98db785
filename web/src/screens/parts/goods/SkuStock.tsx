/** The stock of goods per SKU: the SKUs as a table in the detail drawer, and the "Set stock" dialog over them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from 'semantic-ui-react';
import type { GoodsSku } from '../../../../../contract/resources/goods.ts';
import type { ActionDialogProps } from '../../descriptions/types.ts';
import { fieldErrors } from '../../lib/validation.ts';
import { Money } from '../Cells.tsx';
import { useSingleFlight } from '../../../lib/singleFlight.ts';
import { Dialog } from '../Dialog.tsx';
import { useFirstErrorFocus } from '../firstError.ts';

export function SkuTable({ skus }: { skus: GoodsSku[] }) {
  const { t } = useTranslation();
  return (
    <table className="ui very compact table sku-table">
      <thead>
        <tr>
          <th>{t('screens.skus.spec')}</th>
          <th>{t('screens.skus.price')}</th>
          <th>{t('screens.skus.stock')}</th>
        </tr>
      </thead>
      <tbody>
        {skus.map((s) => (
          <tr key={s.id}>
            <td>{s.spec}</td>
            <td>
              <Money value={s.price} />
            </td>
            <td>{s.stock}</td>
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const { busy: sending, run } = useSingleFlight();
  const firstError = useFirstErrorFocus<HTMLTableElement>();

  const body = () => ({ skus: skus.map((s) => ({ id: s.id, stock: /^\d+$/.test(typed[s.id].trim()) ? Number(typed[s.id]) : Number.NaN })) });
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
        <table ref={firstError.ref} className="ui very compact table">
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
                  <td>{s.spec}</td>
                  <td>
                    <Money value={s.price} />
                  </td>
                  <td>
                    <Input
                      size="small"
                      inputMode="numeric"
                      aria-label={`${s.spec} ${t('screens.skus.stock')}`}
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
        {failure && <div className="ui negative message form-failure">{failure}</div>}
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} />
        <Button primary loading={sending} disabled={sending} content={t('screens.dialog.save')} onClick={() => void save()} className="submit-button" />
      </Dialog.Actions>
    </Dialog>
  );
}
