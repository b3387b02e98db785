/**
 * The class trees of /infoManagement: custom and model classes (two levels, like the product classes) and the
 * information classes, shown under their type (news, cases, notices). Create, rename, move, sort up and down, and
 * delete (`useClassTreeEditing`); the upstream refuses to delete a class that still holds records or sub-classes, and
 * the screen keeps the reason on show.
 */
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { RESOURCE_ENDPOINTS, RESOURCES, writeLabels } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { ScreenProps } from '../../screens/screen.ts';
import { ConfirmDialog } from '../../screens/parts/Dialogs.tsx';
import { FormModal } from '../../screens/parts/FormModal.tsx';
import { type ClassRow, groupsOf, TREES } from './classTree.ts';
import { ClassTreeTable } from './ClassTreeTable.tsx';
import { useClassTreeEditing } from './useClassTreeEditing.ts';

export default function ClassTreeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { permission } = useStores();
  const tree = TREES[route.path];
  const def = RESOURCES[tree.resource];
  const query = useApiQuery(RESOURCE_ENDPOINTS[tree.resource].list, { query: { limit: 500, sort: 'sort' } });
  const rows = (query.data as ListData<ClassRow> | undefined)?.list;
  const canWrite = permission.canAny(writeLabels(def));
  const editing = useClassTreeEditing(tree);
  const { dialog, refusal } = editing;

  return (
    <div className="screen class-tree-screen" data-resource={def.name} data-ready={rows !== undefined}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      {canWrite && tree.resource !== 'infoClasses' && <Button primary icon="plus" content={t('screens.tree.addTop')} onClick={() => editing.create()} className="create-button" />}
      <Button basic icon="refresh" aria-label={t('screens.list.refresh')} onClick={() => void query.refetch()} />
      {refusal && (
        <div className="ui negative message delete-refusal">
          <i className="close icon" onClick={editing.clearRefusal} aria-hidden />
          <p>{refusal}</p>
        </div>
      )}
      <LoadState {...queryLoadState(query)} />
      {rows && <ClassTreeTable resource={tree.resource} groups={groupsOf(tree.resource, rows, lang)} canWrite={canWrite} editing={editing} />}
      {dialog?.kind === 'form' && (
        <FormModal title={dialog.title} fields={dialog.fields} titles={def.fields} schema={dialog.schema} initial={dialog.initial} onSubmit={dialog.submit} onClose={editing.closeDialog} />
      )}
      {dialog?.kind === 'confirm' && <ConfirmDialog title={dialog.title} message={dialog.message} confirmText={t('screens.list.delete')} danger onConfirm={dialog.run} onClose={editing.closeDialog} />}
    </div>
  );
}
