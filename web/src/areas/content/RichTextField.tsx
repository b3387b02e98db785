/** A rich-text body in a form: the editor, or the sanitised preview of what the apps will show. */
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { SafeHtml } from '../../screens/parts/SafeHtml.tsx';
import RichTextEditor from '../../screens/parts/editor/RichTextEditor.tsx';

export function RichTextField({ html, preview, error, onChange }: { html: string; preview: boolean; error?: string; onChange(html: string): void }) {
  const { t } = useTranslation();
  return (
    <div className={`field ${error ? 'error' : ''}`} data-field="body">
      {error && <div className="field-error" style={{ color: '#db2828', marginBottom: 4 }}>{error}</div>}
      {preview ? (
        <div className="rich-preview" data-preview="true">
          <div className="muted" style={{ color: 'var(--text-muted)', fontSize: 12, marginBottom: 8 }}>{t('screens.content.page.previewHint')}</div>
          {html ? <SafeHtml html={html} /> : <span className="muted">{t('screens.content.page.bodyEmpty')}</span>}
        </div>
      ) : (
        <RichTextEditor value={html} onChange={onChange} label={t('screens.content.page.bodyLabel')} />
      )}
    </div>
  );
}

export function PreviewToggle({ preview, onChange }: { preview: boolean; onChange(preview: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Button.Group size="small" className="preview-toggle">
      <Button type="button" active={!preview} primary={!preview} className="mode-edit" content={t('screens.content.page.edit')} onClick={() => onChange(false)} />
      <Button type="button" active={preview} primary={preview} className="mode-preview" content={t('screens.content.page.preview')} onClick={() => onChange(true)} />
    </Button.Group>
  );
}
