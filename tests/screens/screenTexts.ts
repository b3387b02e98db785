/** The screens' texts in each language with their placeholders filled, as i18next does: for unit tests of messages. */
import { en } from '../../web/src/screens/i18n/en.ts';
import { zh } from '../../web/src/screens/i18n/zh.ts';

const translator = (texts: unknown) => (key: string, params: Record<string, string | number> = {}) => {
  let text: unknown = texts;
  for (const part of key.split('.')) text = (text as Record<string, unknown>)[part];
  if (typeof text !== 'string') throw new Error(`no text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name]));
};

export const tr = { zh: translator(zh), en: translator(en) };
