import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { Lang } from '../../../contract/i18n.ts';

/**
 * The current language, for the bilingual route titles of the contract. Read from the provider's i18next instance,
 * not through `useTranslation`, which copies the instance into a wrapper for every component it mounts in (a new
 * screen mounts dozens that only need the language).
 */
export function useLang(): Lang {
  // the provider's instance, or (outside one) the instance react-i18next was initialised with, as useTranslation does
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return language === 'en' ? 'en' : 'zh';
}
