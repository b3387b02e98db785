/** Bilingual text: every label, title and message the console or the mock shows exists in both languages. */
export interface Text {
  zh: string;
  en: string;
}
export type Lang = keyof Text;
export const LANGS: readonly Lang[] = ['zh', 'en'];
export const DEFAULT_LANG: Lang = 'zh';

/** Picks the language from an Accept-Language header: en when English is preferred over Chinese, else zh. */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  let best: { lang: Lang; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    const lang: Lang | undefined = tag.startsWith('zh') ? 'zh' : tag.startsWith('en') ? 'en' : undefined;
    if (lang && Number.isFinite(q) && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? DEFAULT_LANG;
}
