/**
 * The content screens' styles, added to the page when their chunk loads (a lazily loaded chunk's CSS file is not
 * linked by the page). The same `.rich-text` rules style the editor, the preview and the detail drawer, so what the
 * editor shows is what the preview and the apps show.
 */
const CSS = `
.rich-text { line-height: 1.7; word-break: break-word; }
.rich-text h1, .rich-text h2, .rich-text h3, .rich-text h4 { margin: 0.8em 0 0.4em; line-height: 1.3; }
.rich-text p { margin: 0 0 0.6em; }
.rich-text ul, .rich-text ol { padding-left: 1.6em; margin: 0 0 0.6em; }
.rich-text ul { list-style: disc; }
.rich-text ol { list-style: decimal; }
.rich-text li { display: list-item; }
.rich-text img { max-width: 100%; height: auto; }
.rich-text img.ProseMirror-selectednode { outline: 2px solid var(--theme-strong, #2d6fb3); }
.rich-text blockquote { border-left: 3px solid #dcdfe6; margin: 0 0 0.6em; padding-left: 12px; color: #606266; }
.rich-text table { border-collapse: collapse; margin: 0 0 0.8em; width: 100%; table-layout: fixed; }
.rich-text th, .rich-text td { border: 1px solid #dcdfe6; padding: 4px 8px; vertical-align: top; }
.rich-text th { background: #f5f7fa; font-weight: 600; }
.rich-text td p, .rich-text th p { margin: 0; }
.rich-text .selectedCell { background: rgba(64, 158, 255, 0.12); }
.rich-text a { color: var(--theme-strong, #2d6fb3); text-decoration: underline; }
.rich-editor { border: 1px solid #dcdfe6; border-radius: 4px; background: #fff; }
.rich-editor-toolbar { display: flex; flex-wrap: wrap; gap: 2px; padding: 4px; border-bottom: 1px solid #ebeef5; background: #fafafa; align-items: center; }
.rich-editor-toolbar .ui.button { margin: 0; padding: 7px 9px; }
.rich-editor-toolbar .ui.button.active { background: var(--theme-strong, #2d6fb3); color: #fff; }
.rich-editor-toolbar .divider { width: 1px; height: 20px; background: #dcdfe6; margin: 0 4px; }
.rich-editor-linkbar { display: flex; gap: 6px; padding: 6px; border-bottom: 1px solid #ebeef5; align-items: center; }
.rich-editor-linkbar input { flex: 1; }
.rich-editor .ProseMirror { min-height: 320px; max-height: 60vh; overflow-y: auto; padding: 12px 16px; outline: none; }
.rich-editor .ProseMirror p.is-editor-empty:first-child::before { content: attr(data-placeholder); color: #c0c4cc; float: left; height: 0; pointer-events: none; }
.rich-preview { border: 1px dashed #dcdfe6; border-radius: 4px; padding: 12px 16px; min-height: 320px; background: #fff; }
.rich-text-screen { display: flex; gap: 16px; align-items: flex-start; }
.rich-text-docs { width: 220px; flex: none; }
.rich-text-docs .ui.menu { width: 100%; }
.rich-text-docs .item .doc-key { display: block; color: var(--text-muted); font-size: 12px; }
.rich-text-main { flex: 1; min-width: 0; }
.rich-text-head { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin-bottom: 8px; }
.rich-text-head .field { flex: 1; min-width: 200px; margin: 0 !important; }
.rich-text-meta { color: var(--text-muted); font-size: 12px; margin-top: 6px; }
.article-editor .article-cover-row { display: flex; gap: 16px; }
.comment-cell-content { max-width: 360px; white-space: normal; }
.comment-cell-reply { color: var(--text-muted); font-size: 12px; }
@media (max-width: 1024px) { .rich-text-screen { flex-direction: column; } .rich-text-docs { width: 100%; } }
`;

export function addContentStyles(): void {
  if (document.getElementById('content-styles')) return;
  const style = document.createElement('style');
  style.id = 'content-styles';
  style.textContent = CSS;
  document.head.append(style);
}
