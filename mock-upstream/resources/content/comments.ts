/** Comment moderation: hide, show, a public reply (editable), delete; a merchant moderates its own goods' reviews. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Comment } from '../../../contract/resources/content/comments.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Router } from '../../router.ts';
import { merchantScope } from '../scope.ts';
import { now } from '../../time.ts';

export function serveComments(router: Router): void {
  serveResource<Comment>(router, RESOURCES.comments, RESOURCE_ENDPOINTS.comments, {
    table: (s) => s.content.comments,
    scope: merchantScope('merchant_id'),
    actions: {
      reply: (_row, body: { reply: string }) => ({ reply: body.reply, replied: true, replied_at: now() }),
    },
  });
}
