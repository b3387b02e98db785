/** Cooperation applications: following one up records the note and when. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { BusinessApplication } from '../../../contract/resources/content/business.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Router } from '../../router.ts';
import { now } from '../../time.ts';

export function serveBusinessApplications(router: Router): void {
  serveResource<BusinessApplication>(router, RESOURCES.businessApplications, RESOURCE_ENDPOINTS.businessApplications, {
    table: (s) => s.content.businessApplications,
    actions: {
      contact: (_row, body: { remark: string }) => ({ remark: body.remark, handled_at: now() }),
      close: () => ({ handled_at: now() }),
    },
  });
}
