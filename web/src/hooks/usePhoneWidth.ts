/**
 * Whether the window is phone-wide (under 768 px, docs/lists.md "Phones"): lists show cards and their filters a sheet.
 * Read through matchMedia, so a rotation or a resized window switches the layout without a reload.
 */
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 767.98px)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, () => false);
}
