/**
 * i18next for the shell. Texts live in zh.ts and en.ts; route titles are bilingual in contract/routes.ts and are
 * picked with `textOf`. The default language is zh (docs/console.md, "Constants"); the app store persists the user's choice.
 */
import i18next, { type i18n as I18n } from 'i18next';
import type { Lang, Text } from '../../../contract/i18n.ts';
import { en } from './en.ts';
import { zh } from './zh.ts';
import * as inbox from './inbox.ts';
import * as jobs from './jobs.ts';
import * as views from './views.ts';

export const resources = {
  zh: { translation: { ...zh, ...views.zh, ...jobs.zh, ...inbox.zh } },
  en: { translation: { ...en, ...views.en, ...jobs.en, ...inbox.en } },
} as const;

export function createI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'zh',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function textOf(text: Text, lang: Lang): string {
  return text[lang];
}
