/**
 * News and cases: the list kind over the route's resource, with a tab per category of the route's type (the
 * information classes, read first) and the rich-text article editor for create and edit.
 */
import { useMemo } from 'react';
import { settings } from '../../../../contract/index.ts';
import type { TabDef } from '../../../../contract/resource.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useStores } from '../../stores/index.ts';
import type { ListDescription } from '../../screens/descriptions/types.ts';
import { ListScreen } from '../../screens/kinds/ListScreen.tsx';
import type { ScreenProps } from '../../screens/screen.ts';
import { type ArticleResource, articleEditor, type CategoryOption } from './ArticleEditor.tsx';
import { contentCells } from './cells.tsx';
import { addContentStyles } from '../../screens/parts/editor/styles.ts';

const CLASS_LABEL = settings.informationClassMenuOptions.permission ?? '';

function articleList(resource: ArticleResource, categories: CategoryOption[]): ListDescription {
  const tabs: TabDef[] = categories.map((c) => ({ key: `class-${c.id}`, title: { zh: c.name, en: c.name }, where: { info_class_id: String(c.id) } }));
  return {
    kind: 'list',
    resource,
    columns: [
      { key: 'cover', cell: 'picture' },
      'title',
      'info_class_name',
      'status',
      'published_at',
      'sort',
      'views',
      'comment_count',
      { key: 'author', optional: true },
      { key: 'created_at', optional: true },
    ],
    // categories are the tabs; the publish state is a filter
    tabs,
    filters: ['keyword', 'status', 'published_at'],
    rowActions: ['view', 'edit', 'publish', 'unpublish', 'delete'],
    bulk: ['publish', 'unpublish'],
    detail: [{ title: { zh: '正文', en: 'Body' }, cell: contentCells.articleBody }],
    rowLabel: 'title',
  };
}

const NO_CATEGORIES: CategoryOption[] = [];

export default function ArticleScreen({ route }: ScreenProps) {
  addContentStyles();
  const { permission } = useStores();
  const resource: ArticleResource = route.path === '/case/index' ? 'cases' : 'news';
  // a role that may not read the classes gets the list without category tabs, and no "no permission" toast
  const canReadClasses = permission.can(CLASS_LABEL);
  const classes = useApiQuery(settings.informationClassMenuOptions, { query: { type: resource === 'cases' ? 'case' : 'news' } }, { enabled: canReadClasses });
  // no classes (not readable, or their load failed): the list without category tabs
  const categories = !canReadClasses || classes.isError ? NO_CATEGORIES : ((classes.data as CategoryOption[] | undefined) ?? null);
  const desc = useMemo(() => categories && articleList(resource, categories), [resource, categories]);
  const editor = useMemo(() => categories && articleEditor(resource, categories), [resource, categories]);
  return (
    <div className="article-screen" data-ready={desc !== null}>
      {desc && editor ? <ListScreen route={route} desc={desc} editor={editor} /> : <div className="ui active centered inline loader" />}
    </div>
  );
}
