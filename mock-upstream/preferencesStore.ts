/**
 * What the mock keeps of each account's preferences (docs/views.md): saved views, and per account its column layouts
 * its pinned and recent pages and its desktop notification setting. Kept in the state file under `preferences`; a file without it starts empty.
 */
import type { SavedView } from '../contract/resources/views.ts';

export type StoredView = Omit<SavedView, 'mine'>;
export interface AccountPages {
  layouts: Record<string, SavedView['state']['columns'] & object>;
  pins: string[];
  recent: string[];
  /** Absent in a state file written before the setting existed: off. */
  desktop_notifications?: boolean;
}
export interface PreferenceStore {
  views: StoredView[];
  nextViewId: number;
  /** Account name → its layouts and pages. */
  accounts: Record<string, AccountPages>;
}

export function emptyPreferences(): PreferenceStore {
  return { views: [], nextViewId: 1, accounts: {} };
}

/** A stored value of the right shape, else empty (a damaged or older file loses the preferences, not the data). */
export function restorePreferences(value: unknown): PreferenceStore {
  const v = value as Partial<PreferenceStore> | undefined;
  if (!v || !Array.isArray(v.views) || typeof v.nextViewId !== 'number' || typeof v.accounts !== 'object' || v.accounts === null) return emptyPreferences();
  // a view of a file written before views had versions starts at 1
  return { views: v.views.map((view) => ({ ...view, version: view.version ?? 1 })), nextViewId: v.nextViewId, accounts: v.accounts };
}
