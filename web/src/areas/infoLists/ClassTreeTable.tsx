/** The rows of a class tree: each top-level class (or information type) followed by its children, with their actions. */
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { RESOURCES } from '../../../../contract/index.ts';
import { useLang } from '../../hooks/useLang.ts';
import { Thumb } from '../../screens/parts/Cells.tsx';
import { RowActions, type RowActionItem } from '../../screens/parts/RowActions.tsx';
import { type ClassRow, type Group, type TreeResource, topsOf } from './classTree.ts';
import type { ClassTreeEditing } from './useClassTreeEditing.ts';

interface Props {
  resource: TreeResource;
  groups: Group[];
  canWrite: boolean;
  editing: ClassTreeEditing;
}

export function ClassTreeTable({ resource, groups, canWrite, editing }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const def = RESOURCES[resource];
  const tops = topsOf(groups);
  const actions = (row: ClassRow, siblings: ClassRow[], top: boolean) => {
    if (!canWrite) return null;
    const items: RowActionItem[] = [];
    const group = groups.find((g) => g.row === row);
    if (top && group) items.push({ name: 'add', text: t('screens.tree.addChild'), run: () => editing.create(group) });
    items.push({ name: 'rename', text: t('screens.tree.rename'), run: () => editing.edit(row) });
    if (!top && resource !== 'infoClasses') items.push({ name: 'move', text: t('screens.tree.move'), run: () => editing.move(row, tops) });
    items.push({ name: 'up', text: t('screens.tree.up'), run: () => void editing.shift(siblings, row, -1) });
    items.push({ name: 'down', text: t('screens.tree.down'), run: () => void editing.shift(siblings, row, 1) });
    items.push({ name: 'delete', text: t('screens.list.delete'), danger: true, run: () => editing.remove(row) });
    return RowActions({ items, moreLabel: t('screens.list.moreActions') });
  };
  const shown = (row: ClassRow) => (row.is_show ?? row.is_menu) ? t('screens.tree.shown') : t('screens.tree.hidden');
  const line = (row: ClassRow, siblings: ClassRow[], top: boolean) => (
    <tr key={row.id} data-id={row.id} className={top ? 'tree-top' : 'tree-child'}>
      <td style={{ paddingLeft: top ? 12 : 40 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {row.icon !== undefined && <Thumb src={row.icon} size={28} />}
          <span className="class-name">{row.name}</span>
          {row.attributes ? <span className="muted">（{row.attributes}）</span> : null}
        </div>
      </td>
      <td className="record-count">{row.record_count}</td>
      <td>{row.sort}</td>
      <td>{shown(row)}</td>
      <td>{actions(row, siblings, top)}</td>
    </tr>
  );
  const typeLine = (group: Group) => (
    <tr key={group.key} data-type={group.key} className="tree-top tree-type">
      <td colSpan={4}>
        <strong>{group.title}</strong> <span className="muted">({group.children.length})</span>
      </td>
      <td>{canWrite && <Button basic size="mini" icon="plus" content={t('screens.infoLists.classes.newIn', { type: group.title })} onClick={() => editing.create(group)} className="create-in-type" />}</td>
    </tr>
  );

  return (
    <table className="ui compact celled table data-table class-tree">
      <thead>
        <tr>
          <th>{def.fields.name[lang]}</th>
          <th>{def.fields.record_count[lang]}</th>
          <th>{def.fields.sort[lang]}</th>
          <th>{(def.fields.is_show ?? def.fields.is_menu)[lang]}</th>
          <th>{t('screens.list.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {groups.flatMap((g) => [
          g.row ? line(g.row, tops, true) : typeLine(g),
          ...g.children.map((child) => line(child, g.children, false)),
        ])}
      </tbody>
    </table>
  );
}
