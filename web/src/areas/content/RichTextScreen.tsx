/**
 * The rich-text kind: a page's texts (agreements by kind, about us, recruitment pages...) on the left, the chosen one
 * in the editor on the right with a preview of exactly what the apps will show (sanitised), save, and a warning while
 * changes are unsaved. The chosen text is kept in the URL (`?key=`), so a reload opens it again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Menu } from 'semantic-ui-react';
import type { z } from 'zod';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { versionOf } from '../../../../contract/version.ts';
import type { ListData } from '../../../../contract/list.ts';
import type { RichText } from '../../../../contract/resources/content/richTexts.ts';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { failureText, isOk } from '../../lib/api.ts';
import { apiKey, useApiQuery } from '../../lib/queries.ts';
import { useUnsavedGuard } from '../../hooks/useUnsavedGuard.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useStores } from '../../stores/index.ts';
import { descriptionOf } from '../../screens/descriptions/index.ts';
import type { RichTextDescription } from '../../screens/descriptions/types.ts';
import { ListScreen } from '../../screens/kinds/ListScreen.tsx';
import { fieldErrors, serverErrorField } from '../../screens/lib/validation.ts';
import { ConfirmDialog } from '../../screens/parts/Dialogs.tsx';
import { useFirstErrorFocus } from '../../hooks/useFirstErrorFocus.ts';
import { FormModal } from '../../screens/parts/FormModal.tsx';
import type { ScreenProps } from '../../screens/screen.ts';
import { PreviewToggle, RichTextField } from './RichTextField.tsx';
import { addContentStyles } from '../../screens/parts/editor/styles.ts';
import { useSingleFlight } from '../../hooks/useSingleFlight.ts';

const LIST_QUERY = { limit: 100, sort: 'id' };

export default function RichTextScreen({ route }: ScreenProps) {
  addContentStyles();
  const { t } = useTranslation();
  const lang = useLang();
  const { api, permission } = useStores();
  const desc = descriptionOf(route.path) as RichTextDescription;
  const def = RESOURCES[desc.resource];
  const endpoints = RESOURCE_ENDPOINTS[desc.resource];
  const canWrite = permission.can(def.permission.write ?? def.permission.read);

  const query = useApiQuery(endpoints.list, { query: LIST_QUERY });
  const client = useQueryClient();
  /**
   * A page saved or created: shown at once from its answer, then every query asks again (docs/data-loading.md
   * "Invalidation"); the refetched list is deep-equal, so the editor keeps its page object.
   */
  const changed = (docs?: (list: RichText[]) => RichText[]) => {
    if (docs) client.setQueryData<ListData<RichText>>(apiKey(endpoints.list, { query: LIST_QUERY }), (old) => old && { ...old, list: docs(old.list) });
    void client.invalidateQueries({ queryKey: ['api'] });
  };

  const [search, setSearch] = useSearchParams();
  const docs = (query.data as ListData<RichText> | undefined)?.list;
  const current = docs?.find((d) => d.key === search.get('key')) ?? docs?.[0];
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<{ kind: 'switch'; key: string } | { kind: 'create' } | { kind: 'delete' } | null>(null);
  const choose = (key: string) => setSearch({ key }, { replace: true });
  const replaceDoc = (doc: RichText) => changed((list) => list.map((d) => (d.id === doc.id ? doc : d)));

  return (
    <div className="screen rich-text-kind" data-resource={def.name} data-ready={docs !== undefined}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      <LoadState {...queryLoadState(query)} />
      {docs && (
        <div className="rich-text-screen">
          <div className="rich-text-docs">
            <Menu vertical fluid className="rich-text-doc-list">
              <Menu.Item header>{t('screens.content.page.docs')}</Menu.Item>
              {docs.map((doc) => (
                <Menu.Item
                  key={doc.id}
                  active={doc.id === current?.id}
                  data-key={doc.key}
                  onClick={() => {
                    if (doc.id === current?.id) return;
                    if (dirty) setPending({ kind: 'switch', key: doc.key });
                    else choose(doc.key);
                  }}
                >
                  {doc.title}
                  <span className="doc-key">{doc.key}</span>
                </Menu.Item>
              ))}
            </Menu>
            {def.create && canWrite && (
              <Button fluid basic icon="plus" className="rich-text-create" content={t('screens.content.page.create')} onClick={() => setPending({ kind: 'create' })} />
            )}
          </div>
          <div className="rich-text-main">
            {current ? (
              <DocEditor
                key={current.id}
                path={route.path}
                doc={current}
                resource={desc.resource}
                canWrite={canWrite}
                onDirty={setDirty}
                onSaved={replaceDoc}
                onDelete={def.deletable && canWrite ? () => setPending({ kind: 'delete' }) : undefined}
              />
            ) : (
              <div className="ui placeholder segment empty-state">{t('screens.content.page.empty')}</div>
            )}
          </div>
        </div>
      )}
      {desc.companion && (
        <section className="rich-text-companion" style={{ marginTop: 24 }}>
          <h3 className="ui dividing header">{desc.companion.title[lang]}</h3>
          <ListScreen route={route} desc={desc.companion.list} embedded />
        </section>
      )}

      {pending?.kind === 'switch' && current && (
        <ConfirmDialog
          title={t('screens.content.page.switchTitle')}
          message={t('screens.content.page.switchMessage', { name: current.title })}
          danger
          onConfirm={async () => {
            setDirty(false);
            choose(pending.key);
            setPending(null);
          }}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'delete' && current && endpoints.remove && (
        <ConfirmDialog
          title={t('screens.content.page.delete')}
          message={t('screens.content.page.confirmDelete', { name: current.title })}
          danger
          onConfirm={async () => {
            const answer = await api(endpoints.remove!, { params: { id: current.id } });
            if (!isOk(answer)) return;
            toast.success(t('screens.list.deleted'), { className: 'console-toast success' });
            setPending(null);
            setDirty(false);
            setSearch({}, { replace: true });
            changed();
          }}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'create' && def.create && endpoints.create && (
        <FormModal
          title={t('screens.content.page.createTitle')}
          fields={[
            { name: 'key', input: 'text' },
            { name: 'title', input: 'text' },
          ]}
          titles={def.fields}
          schema={def.create as z.ZodType}
          onSubmit={async (body) => {
            const answer = await api(endpoints.create!, { body: { ...body, body: '' } });
            if (!isOk(answer)) return failureText(answer) ?? t('screens.list.actionFailed');
            const created = answer.data as RichText;
            setPending(null);
            changed((list) => [...list, created]);
            choose(created.key);
            return undefined;
          }}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}

/** One text: title and body, validated against the contract before saving; the upstream's refusal keeps the draft. */
function DocEditor({ path, doc, resource, canWrite, onDirty, onSaved, onDelete }: {
  path: string;
  doc: RichText;
  resource: RichTextDescription['resource'];
  canWrite: boolean;
  onDirty(dirty: boolean): void;
  onSaved(doc: RichText): void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const def = RESOURCES[resource];
  const [draft, setDraft] = useState({ title: doc.title, body: doc.body });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const { busy: saving, run } = useSingleFlight();
  const firstError = useFirstErrorFocus();
  const [preview, setPreview] = useState(false);
  const dirty = draft.title !== doc.title || draft.body !== doc.body;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useUnsavedGuard(path, dirty);
  const titleField = useMemo(() => def.fields.title[lang], [def, lang]);

  const save = async () => {
    const found = fieldErrors(def.update as z.ZodType, draft, t);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0) return firstError.refused();
    const answer = await run(() => api(RESOURCE_ENDPOINTS[resource].update!, { params: { id: doc.id }, body: { ...draft, version: versionOf(doc) } }));
    // undefined: a save was already under way, or the session ended (status 10, the login is shown): nothing to say.
    if (answer === undefined) return;
    if (isOk(answer)) {
      toast.success(t('screens.list.saved'), { className: 'console-toast success' });
      onSaved(answer.data as RichText);
      return;
    }
    const message = failureText(answer) ?? t('screens.list.actionFailed');
    const field = serverErrorField(message, ['title', 'body']);
    if (field) {
      setErrors({ [field]: message });
      firstError.refused();
    } else setFormError(message);
  };

  return (
    <form
      ref={firstError.ref}
      className={`ui form rich-text-doc ${formError ? 'error' : ''}`}
      data-key={doc.key}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="rich-text-head">
        <div className={`field ${errors.title ? 'error' : ''}`} data-field="title">
          <label htmlFor="rich-text-title" style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{titleField}</span>
            {errors.title && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{errors.title}</span>}
          </label>
          <input id="rich-text-title" value={draft.title} readOnly={!canWrite} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        </div>
        <PreviewToggle preview={preview} onChange={setPreview} />
      </div>
      <RichTextField html={draft.body} preview={preview || !canWrite} error={errors.body} onChange={(body) => setDraft((d) => ({ ...d, body }))} />
      <div className="rich-text-meta">
        {t('screens.content.page.updated', { time: doc.updated_at, who: doc.updated_by || '-' })}
      </div>
      {formError && <div className="ui error message form-error">{formError}</div>}
      {dirty && <div className="ui warning visible message unsaved-warning">{t('screens.settings.unsaved')}</div>}
      {canWrite && (
        <div style={{ marginTop: 12, display: 'flex', gap: 8 }}>
          <Button primary type="submit" loading={saving} disabled={saving} content={t('screens.dialog.save')} className="rich-text-save" />
          <Button
            type="button"
            content={t('screens.content.page.discard')}
            disabled={!dirty}
            className="rich-text-discard"
            onClick={() => {
              setDraft({ title: doc.title, body: doc.body });
              setErrors({});
              setFormError('');
            }}
          />
          <span style={{ flex: 1 }} />
          {onDelete && <Button type="button" negative basic icon="trash" content={t('screens.content.page.delete')} onClick={onDelete} className="rich-text-delete" />}
        </div>
      )}
    </form>
  );
}
