import type { i18n as I18n } from 'i18next';
import { en } from './en.ts';
import { zh } from './zh.ts';

/**
 * The screens' own texts join the shell's bundle when the screens chunk loads (under `screens.` and `validation.`),
 * so the login page never downloads them.
 */
export function addScreenTexts(i18n: I18n): void {
  if (i18n.hasResourceBundle('zh', 'translation') && i18n.exists('screens.list.all', { lng: 'zh' })) return;
  i18n.addResourceBundle('zh', 'translation', zh, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
}
