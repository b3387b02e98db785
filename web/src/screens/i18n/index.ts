import type { i18n as I18n } from 'i18next';
import * as content from '../../areas/content/texts.ts';
import * as done from './done.ts';
import * as governance from '../../areas/governance/texts.ts';
import * as infoLists from '../../areas/infoLists/texts.ts';
import * as infoSettings from '../../areas/infoSettings/texts.ts';
import * as lookup from './lookup.ts';
import * as marketing from '../../areas/marketing/texts.ts';
import * as members from '../../areas/members/texts.ts';
import * as money from '../../areas/money/texts.ts';
import * as settings from '../../areas/settings/texts.ts';
import * as stores from '../../areas/stores/texts.ts';
import * as trade from '../../areas/trade/texts.ts';
import * as views from './views.ts';
import { en } from './en.ts';
import { zh } from './zh.ts';

/** Each area's texts live in its own folder (`web/src/areas/<area>/texts.ts`) and join under `screens.<area>.`. */
export const AREA_TEXTS = {
  money,
  members,
  stores,
  marketing,
  infoSettings,
  infoLists,
  content,
  governance,
  trade,
  settings,
  lookup,
  views,
  done,
};

/**
 * The screens' own texts join the shell's bundle when the screens chunk loads (under `screens.` and `validation.`),
 * so the login page never downloads them.
 */
export function addScreenTexts(i18n: I18n): void {
  if (i18n.hasResourceBundle('zh', 'translation') && i18n.exists('screens.list.all', { lng: 'zh' })) return;
  i18n.addResourceBundle('zh', 'translation', zh, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
  for (const [area, texts] of Object.entries(AREA_TEXTS)) {
    i18n.addResourceBundle('zh', 'translation', { screens: { [area]: texts.zh } }, true, false);
    i18n.addResourceBundle('en', 'translation', { screens: { [area]: texts.en } }, true, false);
  }
}
