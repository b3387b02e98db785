/**
 * Creating and editing a lottery campaign: its cost and limits, and a row per prize. The probabilities' sum is shown
 * as they are typed; a sum other than 100 % is refused before sending (and by the upstream) with what it adds up to.
 */
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { DRAW_CURRENCY, type Lottery, lotteryInput, PRIZE_KIND } from '../../../../contract/resources/marketing/lottery.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { EditorProps } from '../../screens/descriptions/componentProps.ts';
import { WINDOW_FIELDS } from '../../screens/descriptions/windowFields.ts';
import { Dialog } from '../../screens/parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../../screens/parts/discardAsk.tsx';
import { DateTimeField, EnumSelect, Field, TextInput } from '../../screens/parts/FormFields.tsx';
import { bodyOf, draftOf, EMPTY_PRIZE, FIELDS, type LotteryDraft, probabilitySum } from './lotteryDraft.ts';
import { ConflictPanel } from '../../screens/parts/ConflictPanel.tsx';
import { useRecordForm } from '../../screens/parts/useRecordForm.ts';

export function LotteryEditor({ row, onSaved, onClose }: EditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const def = RESOURCES.lotteryActivities;
  const lottery = row as Lottery | undefined;
  const { form, submit, formRef, busy, formError, dirty, errorOf, way } = useRecordForm<LotteryDraft>({
    endpoints: RESOURCE_ENDPOINTS.lotteryActivities,
    row: lottery,
    valuesOf: (record) => draftOf(record as Lottery | undefined),
    onSaved,
    schema: lotteryInput,
    bodyOf,
    fields: FIELDS,
  });
  const ask = useDiscardAsk(dirty, onClose);
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  const typed = form.watch('prizes');
  const sum = probabilitySum(typed);
  const text = (field: 'name' | 'draw_cost' | 'daily_limit', inputMode?: 'numeric') => (
    <Field name={field} id={`mk-${field}`} title={def.fields[field]} error={errorOf(field)}>
      <TextInput form={form} name={field} id={`mk-${field}`} inputMode={inputMode} />
    </Field>
  );
  const prizeError = (i: number) => (['name', 'kind', 'probability', 'stock', 'points'] as const).map((k) => errorOf(`prizes.${i}.${k}`)).find(Boolean);

  return (
    <Dialog size="large" onClose={ask.close} className="form-modal lottery-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{`${lottery ? t('screens.list.edit') : t('screens.list.create')} · ${def.title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <ConflictPanel form={way} fields={FIELDS.map((name) => ({ name }))} titles={def.fields} />
        <form ref={formRef} id="lottery-form" className={`ui form ${formError ? 'error' : ''}`} noValidate onSubmit={submit}>
          {text('name')}
          <div className="three fields">
            <Field name="currency" id="mk-currency" title={def.fields.currency} error={errorOf('currency')}>
              <EnumSelect form={form} name="currency" id="mk-currency" options={DRAW_CURRENCY.options} />
            </Field>
            {text('draw_cost', 'numeric')}
            {text('daily_limit', 'numeric')}
          </div>
          <div className="two fields">
            {WINDOW_FIELDS.map((f) => (
              <DateTimeField key={f.name} form={form} field={f} id={`mk-${f.name}`} title={def.fields[f.name]} error={errorOf(f.name)} />
            ))}
          </div>
          <Field name="prizes" id="mk-prizes" title={t('screens.marketing.lottery.prizes')} error={errorOf('prizes')}>
            <table className="ui compact celled table prize-table">
              <thead>
                <tr>
                  <th>{t('screens.marketing.lottery.prizeName')}</th>
                  <th>{t('screens.marketing.lottery.prizeKind')}</th>
                  <th>{t('screens.marketing.lottery.probability')}</th>
                  <th>{t('screens.marketing.lottery.stock')}</th>
                  <th>{t('screens.marketing.lottery.points')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {prizes.fields.map((p, i) => (
                  <tr key={p.id} className={prizeError(i) ? 'error' : ''} data-prize={i}>
                    <td>
                      <input aria-label={t('screens.marketing.lottery.prizeName')} {...form.register(`prizes.${i}.name`)} />
                    </td>
                    <td>
                      <select aria-label={t('screens.marketing.lottery.prizeKind')} className="ui dropdown" {...form.register(`prizes.${i}.kind`)}>
                        {PRIZE_KIND.values.map((k) => (
                          <option key={k} value={k}>
                            {PRIZE_KIND.options[k][lang]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input aria-label={t('screens.marketing.lottery.probability')} className="prize-probability" inputMode="decimal" {...form.register(`prizes.${i}.probability`)} />
                    </td>
                    <td>
                      <input aria-label={t('screens.marketing.lottery.stock')} inputMode="numeric" {...form.register(`prizes.${i}.stock`)} />
                    </td>
                    <td>
                      {/* readOnly, not disabled: react-hook-form would drop a disabled input's value from the body */}
                      <input aria-label={t('screens.marketing.lottery.points')} inputMode="numeric" readOnly={typed[i]?.kind !== 'points'} {...form.register(`prizes.${i}.points`)} />
                    </td>
                    <td>
                      <Button type="button" basic icon="trash" aria-label={t('screens.list.delete')} disabled={prizes.fields.length <= 2} onClick={() => prizes.remove(i)} />
                      {prizeError(i) && <div className="field-error" style={{ color: '#db2828' }}>{prizeError(i)}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Button type="button" basic icon="plus" content={t('screens.marketing.lottery.addPrize')} disabled={prizes.fields.length >= 12} onClick={() => prizes.append({ ...EMPTY_PRIZE })} className="add-prize" />
              <span className={`probability-sum ${sum === 10_000 ? 'ok' : 'off'}`} style={{ color: sum === 10_000 ? 'var(--tag-green)' : '#db2828' }}>
                {sum === 10_000 ? t('screens.marketing.lottery.sumOk') : t('screens.marketing.lottery.sum', { sum: sum === null ? '—' : (sum / 100).toString() })}
              </span>
            </div>
          </Field>
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="lottery-form" busy={busy} />
    </Dialog>
  );
}
