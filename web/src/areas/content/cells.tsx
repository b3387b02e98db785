/** Cells of the comment list: what was said, with its pictures and the platform's reply under it; the content area's cell renderers. */
import type { CellRenderers, Row } from '../../screens/cells/types.ts';
import { Suspense } from 'react';
import { LazySafeHtml, Thumb } from '../../screens/parts/Cells.tsx';

export function CommentContent({ row }: { row: Row }) {
  const pictures = row.pictures as string[];
  return (
    <div className="comment-cell-content" style={{ maxWidth: 360, whiteSpace: 'normal' }}>
      <div>{String(row.content)}</div>
      {pictures.length > 0 && (
        <div style={{ display: 'flex', gap: 4, marginTop: 4 }}>
          <Thumb src={pictures[0]} all={pictures} size={32} />
        </div>
      )}
      {row.replied === true && (
        <div className="comment-cell-reply" style={{ color: 'var(--text-muted)', fontSize: 12, marginTop: 4 }}>
          ↳ {String(row.reply)}
        </div>
      )}
    </div>
  );
}

export const contentCells = {
  commentContent: (row) => <CommentContent row={row} />,
  // the first of the record's pictures, opening all of them
  pictures: (row) => {
    const pictures = row.pictures as string[];
    return pictures.length > 0 ? <Thumb src={pictures[0]} all={pictures} size={64} /> : '-';
  },
  // an article's body, sanitised
  articleBody: (row) => (
    <Suspense fallback={<div className="ui active inline loader" />}>
      <LazySafeHtml html={String(row.body)} className="article-body" />
    </Suspense>
  ),
} satisfies CellRenderers;
