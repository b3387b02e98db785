/** A row's actions as the list offers them: view, history, edit, delete and the contract's actions the role may run. */
import type { ReactNode } from 'react';
import { allowed, offers } from '../../lib/actions.ts';
import type { Row } from '../../descriptions/types.ts';
import { RowActions, type RowActionItem } from '../../parts/RowActions.tsx';
import type { ListActions } from './useListActions.ts';
import type { ListController } from './useListController.ts';

/** Builds once per render what does not depend on the row; returns the row's actions (in its drawer without "view"). */
export function rowActionsOf(c: ListController, a: ListActions): (row: Row, inDetail?: boolean) => ReactNode {
  const itemsOf = rowActionItemsOf(c, a);
  const moreLabel = c.t('screens.list.moreActions');
  return (row, inDetail = false) => RowActions({ items: itemsOf(row, inDetail), moreLabel });
}

/** The row's actions the role may run in its state, each with its words and what it runs (a drawer places them). */
export function rowActionItemsOf(c: ListController, a: ListActions): (row: Row, inDetail?: boolean) => RowActionItem[] {
  const { t, def, desc, endpoints, lang } = c;
  // Translated once per render, not once per row: a page of 100 rows otherwise asks i18next five hundred times.
  const texts = { view: t('screens.list.view'), log: t('screens.history.title'), edit: t('screens.list.edit'), delete: t('screens.list.delete') };
  // Which of the description's actions the role may run does not depend on the row either.
  const offered = desc.rowActions.filter((name) => {
    if (name === 'view') return true;
    if (name === 'log') return endpoints.history !== undefined;
    if (name === 'edit') return Boolean(def.update && (desc.form || c.Editor) && c.mayWrite);
    if (name === 'delete') return endpoints.remove !== undefined && c.mayWrite;
    return c.may(def.actions?.[name]);
  });
  return (row, inDetail = false) => {
    const items: RowActionItem[] = [];
    for (const name of offered) {
      if (name === 'view') {
        if (!inDetail) items.push({ name, text: texts.view, run: () => a.showDetail(row) });
      } else if (name === 'log') items.push({ name, text: texts.log, run: () => a.showHistory(row) });
      else if (name === 'edit') items.push({ name, text: texts.edit, run: () => a.openForm(row) });
      else if (name === 'delete') {
        if (allowed(def.deleteWhen, row)) items.push({ name, text: texts.delete, danger: true, run: () => a.remove(row) });
      } else {
        const action = def.actions?.[name];
        if (action && offers(action, row, c.actor)) items.push({ name, text: action.title[lang], danger: action.confirm, run: () => a.runRow(name, action, row) });
      }
    }
    return items;
  };
}

/** The action of a row's switch column, when the row's state and the role allow it. */
export function toggleOf(c: ListController, a: ListActions) {
  return (row: Row, name: string) => {
    const action = c.def.actions?.[name];
    return action && offers(action, row, c.actor) && c.may(action) ? () => a.runRow(name, action, row) : undefined;
  };
}
