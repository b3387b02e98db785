/**
 * Creating and editing a lottery campaign: its cost and limits, and a row per prize. The probabilities' sum is shown
 * as they are typed; a sum other than 100 % is refused before sending (and by the upstream) with what it adds up to.
 */
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { versionOf } from '../../../../contract/version.ts';
import { DRAW_CURRENCY, type Lottery, lotteryInput, PRIZE_KIND } from '../../../../contract/resources/marketing/lottery.ts';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { EditorProps } from '../descriptions/types.ts';
import { WINDOW_FIELDS } from '../descriptions/windowFields.ts';
import { type DayTime, splitDateTime } from '../lib/dateTime.ts';
import { coerce } from '../lib/validation.ts';
import { DateTimeField, EnumSelect, Field, TextInput, useDraft } from './draft.tsx';
import { Dialog } from '../parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../parts/discardAsk.tsx';

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
  const { api } = useStores();
  const def = RESOURCES.lotteryActivities;
  const lottery = row as Lottery | undefined;
  const draft = useDraft(draftOf(lottery), lotteryInput, bodyOf, FIELDS);
  const ask = useDiscardAsk(draft.dirty, onClose);
  const { values, errors } = draft;
  const endpoints = RESOURCE_ENDPOINTS.lotteryActivities;
  const target = lottery ? endpoints.update : endpoints.create;
  const save = async () => {
    if (target && (await draft.save((body) => api(target, { params: lottery ? { id: lottery.id } : {}, body: lottery ? { ...body, version: versionOf(lottery) } : body })))) onSaved();
  };
  const setPrize = (i: number, patch: Partial<PrizeDraft>) => {
    draft.set('prizes', values.prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)));
    draft.touch('prizes');
  };
  const sum = probabilitySum(values.prizes);
  const text = (field: 'name' | 'draw_cost' | 'daily_limit', inputMode?: 'numeric') => (
    <Field name={field} title={def.fields[field]} error={errors[field]}>
      <TextInput draft={draft} name={field} inputMode={inputMode} />
    </Field>
  );
  const prizeError = (i: number) => Object.entries(errors).find(([k]) => k.startsWith(`prizes.${i}.`))?.[1];

  return (
    <Dialog size="large" onClose={ask.close} className="form-modal lottery-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{`${lottery ? t('screens.list.edit') : t('screens.list.create')} · ${def.title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <form ref={draft.formRef} id="lottery-form" className={`ui form ${draft.formError ? 'error' : ''}`} noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
          {text('name')}
          <div className="three fields">
            <Field name="currency" title={def.fields.currency} error={errors.currency}>
              <EnumSelect draft={draft} name="currency" options={DRAW_CURRENCY.options} />
            </Field>
            {text('draw_cost', 'numeric')}
            {text('daily_limit', 'numeric')}
          </div>
          <div className="two fields">
            {WINDOW_FIELDS.map((f) => (
              <DateTimeField key={f.name} draft={draft} field={f} title={def.fields[f.name]} />
            ))}
          </div>
          <Field name="prizes" title={t('screens.marketing.lottery.prizes')} error={errors.prizes}>
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
                {values.prizes.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: prize rows have no id of their own; a row is its position
                  <tr key={i} className={prizeError(i) ? 'error' : ''} data-prize={i}>
                    <td>
                      <input aria-label={t('screens.marketing.lottery.prizeName')} value={p.name} onChange={(e) => setPrize(i, { name: e.target.value })} />
                    </td>
                    <td>
                      <select aria-label={t('screens.marketing.lottery.prizeKind')} className="ui dropdown" value={p.kind} onChange={(e) => setPrize(i, { kind: e.target.value })}>
                        {PRIZE_KIND.values.map((k) => (
                          <option key={k} value={k}>
                            {PRIZE_KIND.options[k][lang]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input aria-label={t('screens.marketing.lottery.probability')} className="prize-probability" inputMode="decimal" value={p.probability} onChange={(e) => setPrize(i, { probability: e.target.value })} />
                    </td>
                    <td>
                      <input aria-label={t('screens.marketing.lottery.stock')} inputMode="numeric" value={p.stock} onChange={(e) => setPrize(i, { stock: e.target.value })} />
                    </td>
                    <td>
                      <input aria-label={t('screens.marketing.lottery.points')} inputMode="numeric" value={p.points} disabled={p.kind !== 'points'} onChange={(e) => setPrize(i, { points: e.target.value })} />
                    </td>
                    <td>
                      <Button type="button" basic icon="trash" aria-label={t('screens.list.delete')} disabled={values.prizes.length <= 2} onClick={() => draft.set('prizes', values.prizes.filter((_, j) => j !== i))} />
                      {prizeError(i) && <div className="field-error" style={{ color: '#db2828' }}>{prizeError(i)}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Button type="button" basic icon="plus" content={t('screens.marketing.lottery.addPrize')} disabled={values.prizes.length >= 12} onClick={() => draft.set('prizes', [...values.prizes, { ...EMPTY_PRIZE }])} className="add-prize" />
              <span className={`probability-sum ${sum === 10_000 ? 'ok' : 'off'}`} style={{ color: sum === 10_000 ? 'var(--tag-green)' : '#db2828' }}>
                {sum === 10_000 ? t('screens.marketing.lottery.sumOk') : t('screens.marketing.lottery.sum', { sum: sum === null ? '—' : (sum / 100).toString() })}
              </span>
            </div>
          </Field>
          {draft.formError && <div className="ui error message form-error">{draft.formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="lottery-form" busy={draft.saving} />
    </Dialog>
  );
}
