import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contract/i18n.ts';

/** The current language, for the bilingual route titles of the contract. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
