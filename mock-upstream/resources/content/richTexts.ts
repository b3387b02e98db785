/**
 * The rich-text pages: one table, each route's resource confined to its page. The mock keeps the HTML exactly as
 * given (a real upstream may not clean it either): it is the console that sanitises what it shows.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { RichText, RichTextPage } from '../../../contract/resources/content/richTexts.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Ctx, Router } from '../../router.ts';
import { now } from '../../time.ts';

type RichTextResource = 'richTexts' | 'agreements' | 'aboutPages' | 'attractPages' | 'attractPages2' | 'businessPages';

const PAGES: Record<RichTextResource, RichTextPage> = {
  richTexts: 'platform',
  agreements: 'agreement',
  aboutPages: 'about',
  attractPages: 'attract',
  attractPages2: 'attract2',
  businessPages: 'business',
};

const editor = (ctx: Ctx) => ctx.caller?.user.account ?? '';

export function serveRichTexts(router: Router): void {
  for (const [name, page] of Object.entries(PAGES) as [RichTextResource, RichTextPage][]) {
    serveResource<RichText>(router, RESOURCES[name], RESOURCE_ENDPOINTS[name], {
      table: (s) => s.content.richTexts,
      scope: () => [{ kind: 'eq', field: 'page', value: page }],
      create(input: { key: string; title: string; body: string }, ctx) {
        // keys are unique across pages: the apps ask for a text by its key alone
        if (ctx.state.content.richTexts.all().some((r) => r.key === input.key)) throw new Fail(MESSAGES.richTextKeyTaken, { key: input.key });
        return { page, key: input.key, title: input.title, body: input.body, updated_at: now(), updated_by: editor(ctx) };
      },
      update: (_row, input: { title?: string; body?: string }, ctx) => ({ ...input, updated_at: now(), updated_by: editor(ctx) }),
    });
  }
}
