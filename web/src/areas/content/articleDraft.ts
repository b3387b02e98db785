/** An article as its editor types it, and the typed body the contract expects from that. */
import type { EditorProps } from '../../screens/descriptions/componentProps.ts';

export interface Draft {
  title: string;
  info_class_id: string;
  cover: string;
  summary: string;
  author: string;
  sort: string;
  body: string;
  publish: boolean;
}

export const FIELDS = ['title', 'info_class_id', 'cover', 'summary', 'author', 'sort', 'body'] as const;

export function draftOf(row: EditorProps['row']): Draft {
  const text = (key: string) => (row?.[key] === undefined || row[key] === null ? '' : String(row[key]));
  return { title: text('title'), info_class_id: text('info_class_id'), cover: text('cover'), summary: text('summary'), author: text('author'), sort: row ? text('sort') : '0', body: text('body'), publish: false };
}

/** The typed body: numbers as numbers (a bad one as NaN, so validation names it), nothing left blank but the text fields. */
export function bodyOf(draft: Draft, creating: boolean): Record<string, unknown> {
  const int = (text: string) => (text.trim() === '' ? undefined : /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  const body: Record<string, unknown> = {
    title: draft.title,
    info_class_id: int(draft.info_class_id),
    cover: draft.cover.trim(),
    summary: draft.summary,
    author: draft.author,
    sort: int(draft.sort),
    body: draft.body,
  };
  if (creating) body.publish = draft.publish;
  return body;
}
