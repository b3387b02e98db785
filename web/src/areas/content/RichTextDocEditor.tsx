/** One rich-text page: title and body, checked against the contract before saving; a refusal keeps the draft. */
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { RESOURCES } from '../../../../contract/index.ts';
import type { RichText } from '../../../../contract/resources/content/richTexts.ts';
import { useUnsavedGuard } from '../../hooks/useUnsavedGuard.ts';
import type { RichTextDescription } from '../../screens/descriptions/types.ts';
import { showDone } from '../../screens/kinds/list/doneToast.tsx';
import { savedRecord } from '../../screens/kinds/list/doneWords.ts';
import { ConflictPanel } from '../../screens/parts/ConflictPanel.tsx';
import { Field } from '../../screens/parts/FormFields.tsx';
import { PreviewToggle, RichTextField } from './RichTextField.tsx';
import { DOC_FIELDS, useRichTextForm } from './richTextForm.ts';

const CONFLICT_FIELDS = DOC_FIELDS.map((name) => ({ name }));

export function RichTextDocEditor({ path, doc, resource, canWrite, onDirty, onSaved, onDelete }: {
  path: string;
  doc: RichText;
  resource: RichTextDescription['resource'];
  canWrite: boolean;
  onDirty(dirty: boolean): void;
  onSaved(doc: RichText): void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const def = RESOURCES[resource];
  const { form, submit, formRef, busy, formError, dirty, errorOf, way, discard } = useRichTextForm(resource, doc, (saved) => {
    showDone(savedRecord(t, resource, saved.title));
    onSaved(saved);
  });
  const [preview, setPreview] = useState(false);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useUnsavedGuard(path, dirty);

  return (
    <form ref={formRef} className={`ui form rich-text-doc ${formError ? 'error' : ''}`} data-key={doc.key} noValidate onSubmit={submit}>
      <ConflictPanel form={way} fields={CONFLICT_FIELDS} titles={def.fields} />
      <div className="rich-text-head">
        <Field name="title" id="rich-text-title" title={def.fields.title} error={errorOf('title')}>
          <input id="rich-text-title" readOnly={!canWrite} {...form.register('title')} />
        </Field>
        <PreviewToggle preview={preview} onChange={setPreview} />
      </div>
      <Controller
        control={form.control}
        name="body"
        render={({ field }) => <RichTextField html={field.value} preview={preview || !canWrite} error={errorOf('body')} onChange={field.onChange} />}
      />
      <div className="rich-text-meta">{t('screens.content.page.updated', { time: doc.updated_at, who: doc.updated_by || '-' })}</div>
      {formError && <div className="ui error message form-error">{formError}</div>}
      {dirty && <div className="ui warning visible message unsaved-warning">{t('screens.settings.unsaved')}</div>}
      {canWrite && (
        <div style={{ marginTop: 12, display: 'flex', gap: 8 }}>
          <Button primary type="submit" loading={busy} disabled={busy} content={t('screens.dialog.save')} className="rich-text-save" />
          <Button type="button" content={t('screens.content.page.discard')} disabled={!dirty} className="rich-text-discard" onClick={discard} />
          <span style={{ flex: 1 }} />
          {onDelete && <Button type="button" negative basic icon="trash" content={t('screens.content.page.delete')} onClick={onDelete} className="rich-text-delete" />}
        </div>
      )}
    </form>
  );
}
