/**
 * The one sanitiser of rich text: everything the console shows from stored HTML (news bodies, agreements, pages, the
 * editor's own content and preview) passes through `sanitizeHtml` first. The upstream keeps what it is given, so
 * stored HTML is never trusted. An allow-list of the tags and attributes the editor writes: no script, style, form
 * or frame, no event handler, no style attribute, and links and pictures only to http(s), mail, phone or this site's
 * own paths (never `javascript:`). Links open in a new tab without giving it this window (`noopener noreferrer`).
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr',
  'code', 'pre', 'span', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title', 'colspan', 'rowspan', 'start'];
/** http(s), mailto and tel, or a path of this site (`/api/v2/common/files/...`), never `//host`. */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

// An instance of its own: hooks added here do not change DOMPurify for any other code on the page.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: ALLOWED_URI, ALLOW_DATA_ATTR: false });
}
