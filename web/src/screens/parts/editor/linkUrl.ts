/** What a link typed into the editor may point to: the sanitiser's allow-list, so a saved link is never dropped. */
const LINK = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d-]*|\/(?!\/)[^\s]*)$/i;

/** The link as typed, trimmed; `www.x.com` becomes `https://www.x.com`; undefined when it is not allowed. */
export function linkUrl(typed: string): string | undefined {
  const text = typed.trim();
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  return LINK.test(withScheme) ? withScheme : undefined;
}
