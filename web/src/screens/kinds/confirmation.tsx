/**
 * The one place a confirmation gets its facts and its words (docs/confirmations.md). For an action on a row, or on
 * the selected rows, that moves money, goods or a member's assets (a description's `effects`): the title says the
 * action with what it moves ("确认退款 ¥257.00 到余额"), the button says the action, and the facts show who, how
 * much, where to and the state it moves to; a batch shows each row, how many and the total. The confirm, reason and
 * form dialogs of a list all ask here (`list/actionRunner.ts`), and so does the toast once it is done, naming the record
 * ("已通过 TX26110001（¥50.00）").
 */
import type { ReactNode } from 'react';
import type { Lang, Text } from '../../../../contract/i18n.ts';
import { formatMoney, sumMoney } from '../../lib/format.ts';
import type { ActionDef, ResourceDef } from '../../../../contract/resource.ts';
import type { ActionEffect, ColumnDesc, ListDescription, Row } from '../descriptions/types.ts';
import { resolveColumns } from '../lib/columns.ts';
import type { Translate } from '../lib/validation.ts';
import { RowFacts } from '../parts/RowFacts.tsx';
import { actionDone } from './list/doneWords.ts';

const TO: Text = { zh: '去向', en: 'To' };
const MOVES_TO: Text = { zh: '处理后状态', en: 'Moves to' };

export interface Confirmation {
  /** The dialog's title: the action and what it moves. */
  title: string;
  /** The confirming button: the action's own words, never a bare 确定. */
  button: string;
  /** Who, how much, where to, the state after (an action with an effect). */
  facts?: ReactNode;
  /** A sentence naming the record(s), for an action without an effect. */
  message?: string;
  /** The toast once it is done: the action and the record, with its amount where money moves. */
  done?: string;
}

export interface ConfirmContext {
  def: ResourceDef;
  desc: ListDescription;
  name: string;
  action: ActionDef;
  lang: Lang;
  t: Translate;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const keyOf = (column: string | ColumnDesc) => (typeof column === 'string' ? column : column.key);

/** The state the action moves a record to: the effect's when it depends on the record, else the contract's `set` on an enum field. */
function stateAfter(ctx: ConfirmContext, effect: ActionEffect, row: Row): string | undefined {
  if (effect.state) return effect.state(row, ctx.lang);
  for (const [field, value] of Object.entries(ctx.action.set ?? {})) {
    const label = ctx.def.enums?.[field]?.options[String(value)];
    if (label) return label[ctx.lang];
  }
  return undefined;
}

const amountOf = (effect: ActionEffect, row: Row) => (effect.amount ? formatMoney(row[effect.amount] as string) : '');

/** The confirmation of an action on one record. */
export function confirmRow(ctx: ConfirmContext, row: Row): Confirmation {
  const effect = ctx.desc.effects?.[ctx.name];
  const actionTitle = ctx.action.title[ctx.lang];
  const label = String(row[ctx.desc.rowLabel]);
  const done = (amount: string) =>
    actionDone(ctx.t, ctx.def.name, { name: ctx.name, title: actionTitle }, amount ? ctx.t('screens.list.recordAmount', { label, amount }) : label);
  if (!effect) return { title: `${actionTitle} · ${label}`, button: actionTitle, done: done('') };
  const amount = amountOf(effect, row);
  const to = effect.to?.(row, ctx.lang) ?? '';
  const state = stateAfter(ctx, effect, row);
  const columns: (string | ColumnDesc)[] = [
    // the record named first, so the operator sees which one is signed
    ...(effect.facts.some((f) => keyOf(f) === ctx.desc.rowLabel) ? [] : [ctx.desc.rowLabel]),
    ...effect.facts,
    ...(to ? [{ key: 'to', title: TO, text: () => to }] : []),
    ...(state ? [{ key: 'moves_to', title: MOVES_TO, text: () => state }] : []),
  ];
  return {
    title: effect.title ? fill(effect.title[ctx.lang], { amount, to }) : `${actionTitle} · ${amount || label}`,
    button: actionTitle,
    done: done(amount),
    facts: <RowFacts row={row} fields={resolveColumns(ctx.def, columns)} lang={ctx.lang} className="action-facts" />,
  };
}

/** The confirmation of an action on the selected records: how many, each one, and the total where money moves. */
export function confirmBatch(ctx: ConfirmContext, rows: readonly Row[]): Confirmation {
  const effect = ctx.desc.effects?.[ctx.name];
  const action = ctx.action.title[ctx.lang];
  const count = rows.length;
  if (!effect) return { title: action, button: action, message: ctx.t('screens.batch.confirm', { action, count }) };
  const amountField = effect.amount;
  const total = amountField ? sumMoney(rows.map((r) => r[amountField] as string)) : '';
  const state = rows[0] && stateAfter(ctx, effect, rows[0]);
  return {
    title: amountField ? ctx.t('screens.confirm.batchTitle', { action, count, total }) : ctx.t('screens.confirm.batchTitleCount', { action, count }),
    button: action,
    facts: (
      <table className="ui very compact small table batch-facts" data-count={count} data-total={total}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-id={row.id}>
              <td>{String(row[ctx.desc.rowLabel])}</td>
              {amountField && <td className="batch-amount">{amountOf(effect, row)}</td>}
              {effect.to && <td>{effect.to(row, ctx.lang)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {amountField && (
            <tr className="batch-total">
              <th>{ctx.t('screens.confirm.total')}</th>
              <th colSpan={effect.to ? 2 : 1}>{total}</th>
            </tr>
          )}
          {state && (
            <tr className="batch-state">
              <th>{MOVES_TO[ctx.lang]}</th>
              <th colSpan={(amountField ? 1 : 0) + (effect.to ? 1 : 0) || 1}>{state}</th>
            </tr>
          )}
        </tfoot>
      </table>
    ),
  };
}
