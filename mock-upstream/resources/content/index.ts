/** The mock's handlers of the content screens' resources. */
import type { Router } from '../../router.ts';
import { serveArticles } from './articles.ts';
import { serveBusinessApplications } from './business.ts';
import { serveComments } from './comments.ts';
import { serveRichTexts } from './richTexts.ts';

export function serveContentArea(router: Router): void {
  serveRichTexts(router);
  serveArticles(router);
  serveComments(router);
  serveBusinessApplications(router);
}
