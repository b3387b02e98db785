/**
 * Create and edit a news item or case: title, category, cover (upload), summary, author, sort, the rich body with its
 * preview, and on create whether to publish at once. Checked against the contract before sending; the upstream's
 * refusal is shown on its field and keeps everything typed.
 */
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { versionOf } from '../../../../contract/version.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { EditorProps } from '../descriptions/types.ts';
import { fieldErrors, serverErrorField } from '../lib/validation.ts';
import { PictureInput } from '../parts/Upload.tsx';
import { PreviewToggle, RichTextField } from './RichTextField.tsx';
import { useSingleFlight } from '../../lib/singleFlight.ts';
import { Dialog } from '../parts/Dialog.tsx';
import { useFirstErrorFocus } from '../parts/firstError.ts';
import { EditorActions, useChangedSince, useDiscardAsk } from '../parts/discardAsk.tsx';

export type ArticleResource = 'news' | 'cases';
export interface CategoryOption {
  id: number;
  name: string;
}

interface Draft {
  title: string;
  info_class_id: string;
  cover: string;
  summary: string;
  author: string;
  sort: string;
  body: string;
  publish: boolean;
}

const FIELDS = ['title', 'info_class_id', 'cover', 'summary', 'author', 'sort', 'body'] as const;

function draftOf(row: EditorProps['row']): Draft {
  const text = (key: string) => (row?.[key] === undefined || row[key] === null ? '' : String(row[key]));
  return { title: text('title'), info_class_id: text('info_class_id'), cover: text('cover'), summary: text('summary'), author: text('author'), sort: row ? text('sort') : '0', body: text('body'), publish: false };
}

/** The typed body: numbers as numbers (a bad one as NaN, so validation names it), nothing left blank but the text fields. */
function bodyOf(draft: Draft, creating: boolean): Record<string, unknown> {
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

/** The editor of one resource's articles, choosing among `categories`. */
export function articleEditor(resource: ArticleResource, categories: CategoryOption[]): ComponentType<EditorProps> {
  return function ArticleEditorOf(props: EditorProps) {
    return <ArticleEditor {...props} resource={resource} categories={categories} />;
  };
}

function ArticleEditor({ row, onSaved, onClose, resource, categories }: EditorProps & { resource: ArticleResource; categories: CategoryOption[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const def = RESOURCES[resource];
  const endpoints = RESOURCE_ENDPOINTS[resource];
  const creating = row === undefined;
  const [draft, setDraft] = useState(() => draftOf(row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const { busy: saving, run } = useSingleFlight();
  const firstError = useFirstErrorFocus();
  const [preview, setPreview] = useState(false);
  const ask = useDiscardAsk(useChangedSince(draft), onClose);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const label = (key: string) => def.fields[key]?.[lang] ?? key;

  const save = async () => {
    const body = bodyOf(draft, creating);
    const schema = (creating ? def.create : def.update) as z.ZodType;
    const found = fieldErrors(schema, body, t);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0) return firstError.refused();
    const answer = await run(() => (creating ? api(endpoints.create!, { body }) : api(endpoints.update!, { params: { id: row.id }, body: { ...body, version: versionOf(row) } })));
    // undefined: a save was already under way, or the session ended (status 10, the login is shown): nothing to say.
    if (answer === undefined) return;
    if (isOk(answer)) {
      onSaved();
      return;
    }
    const message = failureText(answer) ?? t('screens.list.actionFailed');
    const field = serverErrorField(message, FIELDS);
    if (field) {
      setErrors({ [field]: message });
      firstError.refused();
    } else setFormError(message);
  };

  const fieldHead = (key: string, text = label(key)) => (
    <label htmlFor={`article-${key}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <span>{text}</span>
      {errors[key] && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{errors[key]}</span>}
    </label>
  );
  const fieldClass = (key: string) => `field ${errors[key] ? 'error' : ''}`;

  return (
    <Dialog onClose={ask.close} className="form-modal article-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{`${creating ? t('screens.content.article.create') : t('screens.content.article.edit')} · ${def.title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <form
          ref={firstError.ref}
          id="article-form"
          className={`ui form ${formError ? 'error' : ''}`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="two fields">
            <div className={fieldClass('title')} data-field="title">
              {fieldHead('title')}
              <input id="article-title" value={draft.title} onChange={(e) => set('title', e.target.value)} />
            </div>
            <div className={fieldClass('info_class_id')} data-field="info_class_id">
              {fieldHead('info_class_id', t('screens.content.article.category'))}
              <select id="article-info_class_id" className="ui dropdown" value={draft.info_class_id} onChange={(e) => set('info_class_id', e.target.value)}>
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
            <PictureInput id="article-cover" value={draft.cover} onChange={(v) => set('cover', v)} onBlur={() => {}} />
          </div>
          <div className={fieldClass('summary')} data-field="summary">
            {fieldHead('summary')}
            <textarea id="article-summary" rows={2} value={draft.summary} onChange={(e) => set('summary', e.target.value)} />
          </div>
          <div className="three fields">
            <div className={fieldClass('author')} data-field="author">
              {fieldHead('author')}
              <input id="article-author" value={draft.author} onChange={(e) => set('author', e.target.value)} />
            </div>
            <div className={fieldClass('sort')} data-field="sort">
              {fieldHead('sort')}
              <input id="article-sort" inputMode="numeric" value={draft.sort} onChange={(e) => set('sort', e.target.value)} />
            </div>
            {creating && (
              <div className="field" data-field="publish" style={{ alignSelf: 'flex-end' }}>
                <div className="ui toggle checkbox">
                  <input id="article-publish" type="checkbox" checked={draft.publish} onChange={(e) => set('publish', e.target.checked)} />
                  <label htmlFor="article-publish">{t('screens.content.article.publishNow')}</label>
                </div>
              </div>
            )}
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '8px 0' }}>
            <strong>{t('screens.content.article.body')}</strong>
            <PreviewToggle preview={preview} onChange={setPreview} />
          </div>
          <RichTextField html={draft.body} preview={preview} error={errors.body} onChange={(body) => set('body', body)} />
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="article-form" busy={saving} />
    </Dialog>
  );
}
