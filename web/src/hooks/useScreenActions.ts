/**
 * The current screen's palette actions (docs/palette.md, "Actions"): a screen registers what it offers under its
 * route path while it is mounted, and the palette lists those of the path shown. Kept-alive screens stay mounted, so
 * the path, not the mount, says which are current. No dependency: the screens' chunk imports this without the palette.
 */
import { useEffect } from 'react';
import type { Text } from '../../../contract/i18n.ts';

export interface PaletteAction {
  /** Unique on its screen; also the `data-action` the option carries. */
  key: string;
  title: Text;
  run(): void;
}

const BY_PATH = new Map<string, readonly PaletteAction[]>();

export function screenActionsOf(path: string): readonly PaletteAction[] {
  return BY_PATH.get(path) ?? [];
}

/** Offers `actions` in the palette while the screen at `path` is mounted. */
export function useScreenActions(path: string | undefined, actions: readonly PaletteAction[]): void {
  // the actions' functions change every render; the latest list is kept without re-registering on each
  if (path !== undefined) BY_PATH.set(path, actions);
  useEffect(() => () => void (path !== undefined && BY_PATH.delete(path)), [path]);
}
