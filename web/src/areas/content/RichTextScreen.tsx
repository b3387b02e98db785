/**
 * The rich-text kind: a page's texts (agreements by kind, about us, recruitment pages...) on the left, the chosen one
 * in the editor on the right with a preview of exactly what the apps will show (sanitised), save, and a warning while
 * changes are unsaved. The chosen text is kept in the URL (`?key=`), so a reload opens it again. The page's form is
 * the one form layer (docs/forms.md "Adding an editor", `richTextForm.ts`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Menu } from 'semantic-ui-react';
import { RESOURCE_ENDPOINTS, RESOURCES, writeLabels } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import type { RichText } from '../../../../contract/resources/content/richTexts.ts';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { useLang } from '../../hooks/useLang.ts';
import { apiKey } from '../../lib/queries.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useStores } from '../../stores/index.ts';
import type { RichTextDescription } from '../../screens/descriptions/types.ts';
import { ListScreen } from '../../screens/kinds/ListScreen.tsx';
import { ConfirmDialog } from '../../screens/parts/Dialogs.tsx';
import { addContentStyles } from '../../screens/parts/editor/styles.ts';
import type { ScreenProps } from '../../screens/screen.ts';
import { RichTextCreateDialog, RichTextDeleteDialog } from './RichTextDialogs.tsx';
import { RichTextDocEditor } from './RichTextDocEditor.tsx';

const LIST_QUERY = { limit: 100, sort: 'id' };

type Pending = { kind: 'switch'; key: string } | { kind: 'create' } | { kind: 'delete' } | null;

/** The screen host gives the route's description (the kit's screens know no route's description themselves). */
export default function RichTextScreen({ route, desc }: ScreenProps & { desc: RichTextDescription }) {
  addContentStyles();
  const { t } = useTranslation();
  const lang = useLang();
  const { permission } = useStores();
  const def = RESOURCES[desc.resource];
  const endpoints = RESOURCE_ENDPOINTS[desc.resource];
  const canWrite = permission.canAny(writeLabels(def));

  const query = useApiQuery(endpoints.list, { query: LIST_QUERY });
  const client = useQueryClient();
  /**
   * A page saved or created is shown at once from its answer; the mutation then has every query ask again
   * (docs/data-loading.md "Invalidation"), and the refetched list is deep-equal, so the editor keeps its page object.
   */
  const show = (docs: (list: RichText[]) => RichText[]) =>
    client.setQueryData<ListData<RichText>>(apiKey(endpoints.list, { query: LIST_QUERY }), (old) => old && { ...old, list: docs(old.list) });

  const [search, setSearch] = useSearchParams();
  const docs = (query.data as ListData<RichText> | undefined)?.list;
  const current = docs?.find((d) => d.key === search.get('key')) ?? docs?.[0];
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const choose = (key: string) => setSearch({ key }, { replace: true });
  const close = () => setPending(null);

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
              <RichTextDocEditor
                key={current.id}
                path={route.path}
                doc={current}
                resource={desc.resource}
                canWrite={canWrite}
                onDirty={setDirty}
                onSaved={(doc) => show((list) => list.map((d) => (d.id === doc.id ? doc : d)))}
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
          confirmText={t('screens.content.page.switchConfirm')}
          danger
          onConfirm={async () => {
            setDirty(false);
            choose(pending.key);
            close();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && current && endpoints.remove && (
        <RichTextDeleteDialog
          doc={current}
          remove={endpoints.remove}
          onDeleted={() => {
            close();
            setDirty(false);
            setSearch({}, { replace: true });
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'create' && endpoints.create && (
        <RichTextCreateDialog
          resource={desc.resource}
          create={endpoints.create}
          onCreated={(created) => {
            close();
            show((list) => [...list, created]);
            choose(created.key);
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
