import type { i18n as I18n } from 'i18next';
import * as done from './done.ts';
import * as lookup from './lookup.ts';
import * as views from './views.ts';
import { en } from './en.ts';
import { zh } from './zh.ts';

/** Texts of a part of the screens, in both languages, joined under `screens.<name>.`. */
export type PartTexts = { readonly zh: object; readonly en: object };

/** The kit's own parts, joined under `screens.<part>.` beside the areas' (the lookup kind, saved views, done toasts). */
export const KIT_PARTS: Readonly<Record<string, PartTexts>> = { lookup, views, done };

/** The parts each i18n instance holds already: a screen opened again adds nothing. */
const joined = new WeakMap<I18n, Set<string>>();

/**
 * The screens' texts join the shell's bundle when the screens chunk loads (under `screens.` and `validation.`), so the
 * login page never downloads them: the kit's own, then the parts it is given (each area's `texts.ts`, which the app
 * gathers; the print view gives its area's alone).
 */
export function addScreenTexts(i18n: I18n, parts: Readonly<Record<string, PartTexts>>): void {
  let added = joined.get(i18n);
  if (!added) {
    added = new Set();
    joined.set(i18n, added);
    i18n.addResourceBundle('zh', 'translation', zh, true, false);
    i18n.addResourceBundle('en', 'translation', en, true, false);
  }
  for (const [part, texts] of Object.entries({ ...KIT_PARTS, ...parts })) {
    if (added.has(part)) continue;
    added.add(part);
    i18n.addResourceBundle('zh', 'translation', { screens: { [part]: texts.zh } }, true, false);
    i18n.addResourceBundle('en', 'translation', { screens: { [part]: texts.en } }, true, false);
  }
}
