/** Cells of the comment list: what was said, with its pictures and the platform's reply under it. */
import type { Row } from '../descriptions/types.ts';
import { Thumb } from '../parts/Cells.tsx';

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
