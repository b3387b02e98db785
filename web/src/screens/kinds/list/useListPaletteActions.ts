/**
 * What a list offers in the command palette while it is shown (docs/palette.md, "Actions"): create a record (when
 * its toolbar would), export the list as it is filtered, refresh it. The export runs through the toolbar's own
 * button, so the palette exports exactly what that button would, with its choices and progress. `?create=1` opens
 * the create form, for the palette's create actions offered on every screen.
 */
import { type PaletteAction, useScreenActions } from '../../../hooks/useScreenActions.ts';
import { en, zh } from './paletteTexts.ts';
import { useCreateParam } from './useCreateParam.ts';
import type { ListActions } from './useListActions.ts';
import type { ListController } from './useListController.ts';

const fill = (text: string, what: string) => text.replace('{{what}}', what);

export function useListPaletteActions(path: string, c: ListController, a: ListActions, embedded: boolean): void {
  const { def, desc } = c;
  const exportButton = () => document.querySelector<HTMLElement>(`.app-view[data-path="${CSS.escape(path)}"] .list-toolbar .export-button`);
  const actions: PaletteAction[] = [
    { key: 'export', title: { zh: zh.export, en: en.export }, run: () => exportButton()?.click() },
    { key: 'refresh', title: { zh: zh.refresh, en: en.refresh }, run: c.list.reload },
  ];
  const mayCreate = Boolean(def.create && (desc.form || c.Editor) && c.mayWrite);
  useCreateParam(mayCreate && !embedded, a.openForm);
  if (mayCreate) {
    const what = def.title;
    actions.unshift({ key: 'create', title: { zh: fill(zh.create, what.zh), en: fill(en.create, what.en.toLowerCase()) }, run: () => a.openForm() });
  }
  // an embedded list is a part of its page: the page's own actions stay the ones offered
  useScreenActions(embedded ? undefined : path, actions);
}
