/**
 * Column settings kept by the upstream per account (docs/views.md "Column settings"): `tableLayout.ts` reads them from
 * the preferences query's cache and saves them through the preferences call, so they follow the operator to another
 * browser.
 */
import { useQueryClient } from '@tanstack/react-query';
import { VIEWS_ENDPOINTS } from '../../../../../../contract/resources/views.ts';
import { isOk } from '../../../../lib/api.ts';
import { useStores } from '../../../../stores/index.ts';
import { setLayoutStore } from '../../../lib/tableLayout.ts';
import { cachedPreferences, updatePreferences, usePreferences } from '../../../../hooks/usePreferences.ts';

/** Connects the layouts to this session's preferences; returns whether they have loaded (a layout read before is the default). */
export function useLayoutStore(): boolean {
  const client = useQueryClient();
  const { api } = useStores();
  const loaded = usePreferences().data !== undefined;
  setLayoutStore({
    read: (path) => cachedPreferences(client)?.layouts[path],
    write: (path, layout) =>
      updatePreferences(
        client,
        (p) => ({ ...p, layouts: { ...p.layouts, [path]: layout } }),
        async () => {
          const answer = await api(VIEWS_ENDPOINTS.layoutSave, { body: { screen: path, layout } });
          if (!isOk(answer)) throw new Error('layout not saved');
        },
      ),
  });
  return loaded;
}
