/**
 * The list kind (and, with approve/reject rows, the audit kind): a description of the screen plus the contract's
 * resource give the filter card, status tabs, toolbar, table, pagination, drawer, forms and dialogs. The parts are in
 * `list/` (docs/lists.md): the controller holds the state (the view's in the URL query), the action runner runs
 * every action one way, and the view pieces draw them.
 */
import { type ComponentType, useEffect } from 'react';
import type { AppRoute } from '../../router/routes.ts';
import type { ListDescription } from '../descriptions/types.ts';
import type { EditorProps } from '../descriptions/componentProps.ts';
import { ListDetail } from './list/ListDetail.tsx';
import { ListDialogs } from './list/ListDialogs.tsx';
import { ListFilters } from './list/ListFilters.tsx';
import { ListTable } from './list/ListTable.tsx';
import { ListToolbar } from './list/ListToolbar.tsx';
import { useListActions } from './list/useListActions.ts';
import { useListController } from './list/useListController.ts';
import { useListPaletteActions } from './list/useListPaletteActions.ts';
// the list's look at laptop density and on phones; imported where the browser build reaches it
import './list/list.css';

/**
 * `embedded`: shown as a part of another screen (a page's applications under its text), without a title of its own.
 * `editor`: the create/edit form of a screen of its own that shows this list, built from what it loaded (an article's
 * categories), instead of the editor the description names.
 */
export function ListScreen({ route, desc, embedded = false, editor }: { route: AppRoute; desc: ListDescription; embedded?: boolean; editor?: ComponentType<EditorProps> }) {
  const c = useListController(route, desc, editor);
  const a = useListActions(c);
  useListPaletteActions(route.path, c, a, embedded);
  // a record the URL opens (`?open=<id>`) is shown as a row's view is, so an action done in its drawer closes it too
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per record opened, not on each reload of it
  useEffect(() => {
    if (c.opened.row) a.showDetail(c.opened.row);
  }, [c.opened.row?.id]);
  // the drawer shows its record as the list now has it: an action refused from the drawer reloads the list, and the
  // drawer, left open under the closed dialog, shows what the record is now
  const detail = a.detail && (c.rows?.find((r) => r.id === a.detail?.id) ?? a.detail);
  return (
    <div className={`screen list-screen kind-${desc.kind}`} data-resource={c.def.name} data-loads={c.list.loads} aria-busy={c.list.loading}>
      {!embedded && <h2 className="ui header screen-title">{c.title}</h2>}
      <ListFilters c={c} />
      <ListToolbar c={c} a={a} />
      <ListTable c={c} a={a} />
      {detail && <ListDetail c={c} a={a} row={detail} />}
      <ListDialogs c={c} a={a} />
    </div>
  );
}
