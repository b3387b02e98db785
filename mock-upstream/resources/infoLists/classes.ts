/**
 * Class trees: custom and model classes (two levels, one table by `kind`) and the information classes, which live in
 * `state.infoClasses` beside the menu-option calls, so they are served here by hand over that list.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { GoodsGroup, InfoClassRow } from '../../../contract/resources/infoLists/classes.ts';
import { file } from '../../data/files.ts';
import { serveResource } from '../../engine/resource.ts';
import { checkVersion, noteWrite } from '../../engine/versions.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Ctx, Router } from '../../router.ts';
import type { InfoClass, MockState } from '../../state.ts';
import { now } from '../../time.ts';

const GOODS = { zh: '商品', en: 'goods' };

function serveGroups(router: Router, kind: GoodsGroup['kind']): void {
  const name = kind === 'custom' ? 'customClasses' : 'modelClasses';
  const def = RESOURCES[name];
  const table = (s: MockState) => s.infoLists.goodsGroups;
  /** Two levels: a parent must be a top-level class of the same kind, and a class with children stays top-level. */
  const checkParent = (ctx: Ctx, parentId: number, self?: number) => {
    if (parentId === 0) return;
    const parent = table(ctx.state).get(parentId);
    if (!parent || parent.kind !== kind || parent.id === self) throw new Fail(MESSAGES.classParentUnknown);
    if (parent.parent_id !== 0) throw new Fail(MESSAGES.classTooDeep);
    if (self !== undefined && table(ctx.state).count('parent_id', self) > 0) throw new Fail(MESSAGES.classTooDeep);
  };
  serveResource<GoodsGroup>(router, def, RESOURCE_ENDPOINTS[name], {
    table,
    scope: () => [{ kind: 'eq', field: 'kind', value: kind }],
    create(input, ctx) {
      checkParent(ctx, input.parent_id);
      return { ...input, kind, icon: input.icon ?? file('plate', (table(ctx.state).nextId % 6) + 1), record_count: 0, created_at: now() };
    },
    update(row, input, ctx) {
      if (input.parent_id !== undefined) checkParent(ctx, input.parent_id, row.id);
      return input;
    },
    beforeDelete(row, ctx) {
      if (table(ctx.state).count('parent_id', row.id) > 0) throw new Fail(MESSAGES.classHasChildren);
      if (row.record_count > 0) throw new Fail(MESSAGES.infoListsClassHasRecords, { count: row.record_count, what: GOODS });
    },
  });
}

/** News and cases filed under a class (the content screens' articles). */
function articlesIn(state: MockState, classId: number): number {
  return state.content.articles.count('info_class_id', classId);
}

const ARTICLES = { zh: '资讯/案例', en: 'news or case items' };

function serveInfoClasses(router: Router): void {
  const endpoints = RESOURCE_ENDPOINTS.infoClasses;
  const view = (state: MockState, c: InfoClass): InfoClassRow & { version: number } => ({ ...c, record_count: articlesIn(state, c.id), version: c.version ?? 1 });
  const keyOf = (c: InfoClass) => `${RESOURCES.infoClasses.name}:${c.id}`;
  const find = (state: MockState, rawId: string): InfoClass => {
    const found = state.infoClasses.find((c) => c.id === Number(rawId));
    if (!found) throw new Fail(MESSAGES.infoClassUnknown, { id: rawId });
    return found;
  };

  router.on(endpoints.list, (ctx) => {
    const q = ctx.query as { page: number; limit: number; type?: InfoClass['type']; keyword?: string; sort?: string };
    const needle = q.keyword?.trim().toLowerCase() ?? '';
    const desc = q.sort?.startsWith('-') ?? false;
    const field = (q.sort?.replace(/^-/, '') ?? 'sort') as 'id' | 'sort';
    const rows = ctx.state.infoClasses
      .filter((c) => (!q.type || c.type === q.type) && (!needle || c.name.toLowerCase().includes(needle)))
      .sort((a, b) => (desc ? -1 : 1) * (a[field] - b[field] || a.id - b.id));
    const page = rows.slice((q.page - 1) * q.limit, q.page * q.limit).map((c) => view(ctx.state, c));
    return { list: page, total: rows.length, page: q.page, limit: q.limit };
  });
  router.on(endpoints.get, (ctx) => view(ctx.state, find(ctx.state, ctx.params.id)));
  if (!endpoints.create || !endpoints.update || !endpoints.remove) throw new Error('infoClasses: create, update and delete are in the contract');
  router.on(endpoints.create, (ctx) => {
    const body = ctx.body as Omit<InfoClass, 'id'>;
    const created: InfoClass = { id: Math.max(0, ...ctx.state.infoClasses.map((c) => c.id)) + 1, ...body };
    ctx.state.infoClasses.push(created);
    ctx.state.changed();
    return view(ctx.state, created);
  });
  router.on(endpoints.update, (ctx) => {
    const row = find(ctx.state, ctx.params.id);
    const { version, ...patch } = ctx.body as Partial<InfoClass>;
    checkVersion(ctx.state, keyOf(row), RESOURCES.infoClasses.title, row, version, () => view(ctx.state, row));
    Object.assign(row, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)));
    row.version = (row.version ?? 1) + 1;
    noteWrite(ctx, keyOf(row), 'update');
    ctx.state.changed();
    return view(ctx.state, row);
  });
  router.on(endpoints.remove, (ctx) => {
    const row = find(ctx.state, ctx.params.id);
    const count = articlesIn(ctx.state, row.id);
    if (count > 0) throw new Fail(MESSAGES.infoListsClassHasRecords, { count, what: ARTICLES });
    ctx.state.infoClasses = ctx.state.infoClasses.filter((c) => c !== row);
    ctx.state.changed();
    return null;
  });
}

export function serveClasses(router: Router): void {
  serveGroups(router, 'custom');
  serveGroups(router, 'model');
  serveInfoClasses(router);
}
