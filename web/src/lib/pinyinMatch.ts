/**
 * The one matcher of Chinese names by what an operator types (docs/palette.md, docs/lists.md "Searchable selects"): a
 * name is found by its Chinese, its English, its pinyin in full ("tixian") and by initials ("tx"). The palette's pages
 * and actions and the lists' long selects (merchants, categories) all match through it. pinyin-pro is the maintained
 * pinyin library; its dictionary is large, so this module is only ever loaded lazily, never by the login page.
 */
import { pinyin } from 'pinyin-pro';

/** Letters and CJK characters only, lower case: "提现 管理", "Tixian-Guanli" and "tixianguanli" compare equal. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[\s\-_·/()（）.]+/g, '');
}

/** How many forms a title has: zh, en, full pinyin, initials. */
export const FORM_COUNT = 4;

/**
 * Each title's forms, made once per session: pinyin is the costly part (about 0.1 ms a title), and the actions'
 * titles were converted again on every keystroke, the index's again on every opening. A few hundred titles at most.
 */
const FORMS = new Map<string, readonly string[]>();

export function formsOf(zh: string, en: string): readonly string[] {
  const key = `${zh}\n${en}`;
  let forms = FORMS.get(key);
  if (!forms) {
    const full = pinyin(zh, { toneType: 'none', type: 'array', nonZh: 'removed' }).join('');
    const initials = pinyin(zh, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }).join('');
    forms = [zh, en, full, initials].map(normalize);
    FORMS.set(key, forms);
  }
  return forms;
}

/** Whether a name (and its other language's, when it has one) holds what was typed, in any of its forms. */
export function matchesName(query: string, zh: string, en = zh): boolean {
  const q = normalize(query);
  return q === '' || formsOf(zh, en).some((form) => form.includes(q));
}
