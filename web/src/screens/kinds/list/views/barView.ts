/** A view as the bar shows it (docs/views.md): a shipped preset or a saved view, the caller's or shared with its role. */
import type { SavedView, ViewState } from '../../../../../../contract/resources/views.ts';

export interface BarView {
  id: string;
  name: string;
  state: ViewState;
  preset: boolean;
  /** Saved by the caller (may be renamed, updated, deleted); a shared one shows who shared it and is read-only. */
  mine: boolean;
  owner?: string;
  role?: SavedView['role'];
  /** The version read, which a change or delete sends (a preset has none). */
  version?: number;
}
