/**
 * Saving and changing the caller's own views (docs/views.md "Changing a view"): save the list's state under a name,
 * rename (and share), overwrite with the list's present state, delete. A change or delete sends the version the bar
 * read; one refused because the view changed in another browser puts the newer view in the bar and says so (the
 * upstream's words), nothing merged. Every answer updates the preferences' cache, so no list is asked again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type Preferences, type SavedView, VIEWS_ENDPOINTS, type ViewState } from '../../../../../../contract/resources/views.ts';
import { conflictOf } from '../../../../../../contract/version.ts';
import { failureText, isOk } from '../../../../lib/api.ts';
import type { RequestResult } from '../../../../lib/request.ts';
import { PREFERENCES_KEY, cachedPreferences } from '../../../../hooks/usePreferences.ts';
import { useStores } from '../../../../stores/index.ts';
import type { ListController } from '../useListController.ts';
import type { BarView } from './barView.ts';
import { viewOf } from './viewState.ts';

export interface ViewNaming {
  name: string;
  role: SavedView['role'];
}

/** `kept` turns the list's present state into the view to save (the opened view's relative times kept as rules). */
export function useViewEdits(c: ListController, screen: string, kept: (present: ViewState) => ViewState, select: (id: string) => void) {
  const { api } = useStores();
  const client = useQueryClient();
  const change = (edit: (views: SavedView[]) => SavedView[]) => {
    const now = cachedPreferences(client);
    if (now) client.setQueryData<Preferences>(PREFERENCES_KEY, { ...now, views: edit(now.views) });
  };
  const replace = (view: SavedView) => change((views) => views.map((v) => (v.id === view.id ? view : v)));
  /** undefined when done, else the words to show; a refusal for a newer version brings that version into the bar. */
  const answered = <T>(answer: RequestResult<T>, done: (data: T) => void): string | undefined => {
    if (isOk(answer)) {
      done(answer.data);
      return undefined;
    }
    const newer = conflictOf(answer)?.current as SavedView | undefined;
    if (newer) replace(newer);
    return failureText(answer) ?? c.t('screens.views.saveFailed');
  };
  const put = async (view: BarView, naming: ViewNaming, state: ViewState) =>
    answered(await api(VIEWS_ENDPOINTS.viewUpdate, { params: { id: view.id }, body: { screen, ...naming, state, version: view.version } }), replace);
  const present = () => kept(viewOf(c.state, c.table.layout));

  return {
    save: async (naming: ViewNaming) =>
      answered(await api(VIEWS_ENDPOINTS.viewCreate, { body: { screen, ...naming, state: present() } }), (saved) => {
        change((views) => [...views, saved]);
        select(String(saved.id));
      }),
    rename: (view: BarView, naming: ViewNaming) => put(view, naming, view.state),
    /** Overwrites the view with the list as it is now, and marks it the one shown. */
    update: async (view: BarView) => {
      const refused = await put(view, { name: view.name, role: view.role ?? null }, present());
      if (!refused) select(view.id);
      return refused;
    },
    remove: async (view: BarView) =>
      answered(await api(VIEWS_ENDPOINTS.viewRemove, { params: { id: view.id }, query: { version: view.version } }), () =>
        change((views) => views.filter((v) => String(v.id) !== view.id)),
      ),
    present,
  };
}

export type ViewEdits = ReturnType<typeof useViewEdits>;
