/** Rich text shown as HTML, always through the console's one sanitiser (`lib/sanitize.ts`). */
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize.ts';

export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through the sanitiser's allow-list
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
