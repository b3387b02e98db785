/**
 * Creating and editing a lottery campaign: its cost and limits, and a row per prize. The probabilities' sum is shown
 * as they are typed; a sum other than 100 % is refused before sending (and by the upstream) with what it adds up to.
 */
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { DRAW_CURRENCY, type Lottery, lotteryInput, PRIZE_KIND } from '../../../../contract/resources/marketing/lottery.ts';
import { useLang } from '../../layout/useLang.ts';
import type { EditorProps } from '../descriptions/types.ts';
import { WINDOW_FIELDS } from '../descriptions/windowFields.ts';
import { type DayTime, splitDateTime } from '../lib/dateTime.ts';
import { coerce } from '../lib/validation.ts';
import { Dialog } from '../parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../parts/discardAsk.tsx';
import { DateTimeField, EnumSelect, Field, TextInput } from '../parts/FormFields.tsx';
import { useRecordSave, useSchemaForm } from '../parts/useSchemaForm.ts';

interface PrizeDraft {
  name: string;
  kind: string;
  probability: string;
  stock: string;
  points: string;
}
interface LotteryDraft {
  name: string;
  currency: string;
  draw_cost: string;
  daily_limit: string;
  start_at: DayTime;
  end_at: DayTime;
  prizes: PrizeDraft[];
}

const FIELDS = ['name', 'currency', 'draw_cost', 'daily_limit', 'start_at', 'end_at', 'prizes'];
const EMPTY_PRIZE: PrizeDraft = { name: '', kind: 'physical', probability: '', stock: '0', points: '0' };

function draftOf(row: Lottery | undefined): LotteryDraft {
  return {
    name: row?.name ?? '',
    currency: row?.currency ?? 'points',
    draw_cost: String(row?.draw_cost ?? 10),
    daily_limit: String(row?.daily_limit ?? 3),
    start_at: splitDateTime(row?.start_at),
    end_at: splitDateTime(row?.end_at),
    prizes: row
      ? row.prizes.map((p) => ({ name: p.name, kind: p.kind, probability: String(p.probability), stock: String(p.stock), points: String(p.points) }))
      : [{ ...EMPTY_PRIZE }, { ...EMPTY_PRIZE, kind: 'none' }],
  };
}

function bodyOf(d: LotteryDraft): Record<string, unknown> {
  return {
    name: d.name,
    currency: coerce('select', d.currency),
    draw_cost: coerce('int', d.draw_cost),
    daily_limit: coerce('int', d.daily_limit),
    start_at: coerce('datetime', d.start_at),
    end_at: coerce('datetime', d.end_at),
    prizes: d.prizes.map((p) => ({
      name: p.name,
      kind: coerce('select', p.kind),
      probability: coerce('decimal', p.probability),
      stock: coerce('int', p.stock),
      points: coerce('int', p.points),
    })),
  };
}

/** The sum of what was typed, in hundredths of a percent (exact), or null while a probability is not a number. */
function probabilitySum(prizes: readonly PrizeDraft[]): number | null {
  let hundredths = 0;
  for (const p of prizes) {
    const n = coerce('decimal', p.probability);
    if (typeof n !== 'number') return null;
    hundredths += Math.round(n * 100);
  }
  return hundredths;
}

export function LotteryEditor({ row, onSaved, onClose }: EditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const def = RESOURCES.lotteryActivities;
  const lottery = row as Lottery | undefined;
  const save = useRecordSave(RESOURCE_ENDPOINTS.lotteryActivities, lottery);
  const { form, submit, formRef, busy, formError, dirty, errorOf } = useSchemaForm<LotteryDraft>({
    schema: lotteryInput,
    defaults: draftOf(lottery),
    bodyOf,
    fields: FIELDS,
    send: async (body) => {
      const refusal = await save(body);
      if (refusal === undefined) onSaved();
      return typeof refusal === 'object' ? refusal.error : refusal;
    },
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
