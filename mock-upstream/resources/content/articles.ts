/** News and cases: one table, each route's resource confined to its kind; the category must be of that kind. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Article, ArticleKind } from '../../../contract/resources/content/articles.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Ctx, Router } from '../../router.ts';
import { now } from '../../time.ts';

const KIND_TEXT = { news: { zh: '资讯', en: 'news' }, case: { zh: '案例', en: 'case' } } as const;

/** The category's name, refusing one that is missing or of another type (a notice class for a news item). */
function classNameOf(ctx: Ctx, kind: ArticleKind, classId: number): string {
  const infoClass = ctx.state.infoClasses.find((c) => c.id === classId);
  if (!infoClass) throw new Fail(MESSAGES.infoClassUnknown, { id: classId });
  if (infoClass.type !== kind) throw new Fail(MESSAGES.infoClassWrongType, { name: infoClass.name, kind: KIND_TEXT[kind] });
  return infoClass.name;
}

export function serveArticles(router: Router): void {
  for (const [name, kind] of [['news', 'news'], ['cases', 'case']] as const) {
    serveResource<Article>(router, RESOURCES[name], RESOURCE_ENDPOINTS[name], {
      table: (s) => s.content.articles,
      scope: () => [{ kind: 'eq', field: 'kind', value: kind }],
      view: (row, ctx) => ({
        ...row,
        // the category's current name: the class screen may have renamed it since
        info_class_name: ctx.state.infoClasses.find((c) => c.id === row.info_class_id)?.name ?? row.info_class_name,
        comment_count: ctx.state.content.comments.where('target_type', kind).filter((c) => c.target_id === row.id && c.status === 'visible').length,
      }),
      create(input, ctx) {
        const { publish, ...fields } = input as Omit<Article, 'id'> & { publish: boolean };
        const time = now();
        return {
          ...fields,
          kind,
          info_class_name: classNameOf(ctx, kind, fields.info_class_id),
          status: publish ? 'published' : 'draft',
          published_at: publish ? time : null,
          views: 0,
          comment_count: 0,
          created_at: time,
          updated_at: time,
        };
      },
      update(_row, input: Partial<Article>, ctx) {
        const patch: Partial<Article> = { ...input, updated_at: now() };
        if (input.info_class_id !== undefined) patch.info_class_name = classNameOf(ctx, kind, input.info_class_id);
        return patch;
      },
      afterDelete(row, ctx) {
        const comments = ctx.state.content.comments;
        for (const c of comments.where('target_type', kind)) if (c.target_id === row.id) comments.delete(c);
      },
      actions: {
        // the first publication's time stays; taking an item offline and back keeps it
        publish: (row) => ({ published_at: row.published_at ?? now() }),
      },
    });
  }
}
