/**
 * Pinned and recently visited pages (docs/views.md "Pinned and recent pages"): kept by the upstream per account with
 * the saved views, read from the preferences query. The sidebar, the tag bar and the command palette pin through
 * `usePins`, so a pin made in one shows in the others at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { PINS_MAX, RECENT_MAX, VIEWS_ENDPOINTS } from '../../../contract/resources/views.ts';
import { isOk } from '../lib/api.ts';
import { updatePreferences, usePreferences } from '../hooks/usePreferences.ts';
import { useStores } from './index.ts';

const NONE: readonly string[] = [];

export function usePins() {
  const client = useQueryClient();
  const { api } = useStores();
  const prefs = usePreferences().data;
  const pins = prefs?.pins ?? NONE;
  const recent = prefs?.recent ?? NONE;
  const save = (next: { pins: string[]; recent: string[] }) =>
    updatePreferences(
      client,
      (p) => ({ ...p, ...next }),
      async () => {
        const answer = await api(VIEWS_ENDPOINTS.pagesSave, { body: next });
        if (!isOk(answer)) throw new Error('pages not saved');
      },
    );
  return {
    loaded: prefs !== undefined,
    pins,
    recent,
    isPinned: (path: string) => pins.includes(path),
    /** Pins a page at the end of the pinned ones, or unpins it; the oldest pin gives way beyond the limit. */
    toggle(path: string): void {
      const next = pins.includes(path) ? pins.filter((p) => p !== path) : [...pins, path].slice(-PINS_MAX);
      save({ pins: next, recent: [...recent] });
    },
    /** Notes a visit: the page moves to the front of the recent ones. */
    visit(path: string): void {
      if (!prefs || recent[0] === path) return;
      save({ pins: [...pins], recent: [path, ...recent.filter((p) => p !== path)].slice(0, RECENT_MAX) });
    },
  };
}
