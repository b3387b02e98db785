/**
 * Create and edit a news item or case: title, category, cover (upload), summary, author, sort, the rich body with its
 * preview, and on create whether to publish at once. Checked against the contract before sending; the upstream's
 * refusal is shown on its field and keeps everything typed.
 */
import { type ComponentType, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { EditorProps } from '../../screens/descriptions/componentProps.ts';
import { PictureInput } from '../../screens/parts/Upload.tsx';
import { PreviewToggle, RichTextField } from './RichTextField.tsx';
import { Dialog } from '../../screens/parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../../screens/parts/discardAsk.tsx';
import { bodyOf, type Draft, draftOf, FIELDS } from './articleDraft.ts';
import { ConflictPanel } from '../../screens/parts/ConflictPanel.tsx';
import { useRecordForm } from '../../screens/parts/useRecordForm.ts';

export type ArticleResource = 'news' | 'cases';
export interface CategoryOption {
  id: number;
  name: string;
}

/** The editor of one resource's articles, choosing among `categories`. */
export function articleEditor(resource: ArticleResource, categories: CategoryOption[]): ComponentType<EditorProps> {
  return function ArticleEditorOf(props: EditorProps) {
    return <ArticleEditor {...props} resource={resource} categories={categories} />;
  };
}

function ArticleEditor({ row, onSaved, onClose, resource, categories }: EditorProps & { resource: ArticleResource; categories: CategoryOption[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const def = RESOURCES[resource];
  const creating = row === undefined;
  const [preview, setPreview] = useState(false);
  const { form, submit, formRef, busy, formError, dirty, errorOf, way } = useRecordForm<Draft>({
    endpoints: RESOURCE_ENDPOINTS[resource],
    row,
    valuesOf: (record) => draftOf(record as EditorProps['row']),
    onSaved,
    schema: (creating ? def.create : def.update) as z.ZodType,
    bodyOf: (draft) => bodyOf(draft, creating),
    fields: FIELDS,
  });
  const ask = useDiscardAsk(dirty, onClose);
  const label = (key: string) => def.fields[key]?.[lang] ?? key;

  const fieldHead = (key: string, text = label(key)) => (
    <label htmlFor={`article-${key}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <span>{text}</span>
      {errorOf(key) && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{errorOf(key)}</span>}
    </label>
  );
  const fieldClass = (key: string) => `field ${errorOf(key) ? 'error' : ''}`;

  return (
    <Dialog onClose={ask.close} className="form-modal article-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{`${creating ? t('screens.content.article.create') : t('screens.content.article.edit')} · ${def.title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <ConflictPanel form={way} fields={FIELDS.map((name) => ({ name }))} titles={def.fields} />
        <form ref={formRef} id="article-form" className={`ui form ${formError ? 'error' : ''}`} noValidate onSubmit={submit}>
          <div className="two fields">
            <div className={fieldClass('title')} data-field="title">
              {fieldHead('title')}
              <input id="article-title" {...form.register('title')} />
            </div>
            <div className={fieldClass('info_class_id')} data-field="info_class_id">
              {fieldHead('info_class_id', t('screens.content.article.category'))}
              <select id="article-info_class_id" className="ui dropdown" {...form.register('info_class_id')}>
                <option value="">{t('screens.content.article.chooseCategory')}</option>
                {categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
              {categories.length === 0 && <div className="muted" style={{ color: 'var(--text-muted)', fontSize: 12 }}>{t('screens.content.article.noCategories')}</div>}
            </div>
          </div>
          <div className={fieldClass('cover')} data-field="cover">
            {fieldHead('cover')}
            <Controller name="cover" control={form.control} render={({ field }) => <PictureInput id="article-cover" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />} />
          </div>
          <div className={fieldClass('summary')} data-field="summary">
            {fieldHead('summary')}
            <textarea id="article-summary" rows={2} {...form.register('summary')} />
          </div>
          <div className="three fields">
            <div className={fieldClass('author')} data-field="author">
              {fieldHead('author')}
              <input id="article-author" {...form.register('author')} />
            </div>
            <div className={fieldClass('sort')} data-field="sort">
              {fieldHead('sort')}
              <input id="article-sort" inputMode="numeric" {...form.register('sort')} />
            </div>
            {creating && (
              <div className="field" data-field="publish" style={{ alignSelf: 'flex-end' }}>
                <div className="ui toggle checkbox">
                  <input id="article-publish" type="checkbox" {...form.register('publish')} />
                  <label htmlFor="article-publish">{t('screens.content.article.publishNow')}</label>
                </div>
              </div>
            )}
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '8px 0' }}>
            <strong>{t('screens.content.article.body')}</strong>
            <PreviewToggle preview={preview} onChange={setPreview} />
          </div>
          <Controller name="body" control={form.control} render={({ field }) => <RichTextField html={field.value} preview={preview} error={errorOf('body')} onChange={field.onChange} />} />
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="article-form" busy={busy} />
    </Dialog>
  );
}
