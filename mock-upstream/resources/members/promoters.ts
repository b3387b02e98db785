/**
 * Promoters: one table behind the review queue and the two approved lists (each list confined to its kind). An
 * approval makes the member a promoter of the kind applied for; a temporary promoter serves for a limited time.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Promoter } from '../../../contract/resources/members/promoters.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Filter } from '../../engine/table.ts';
import type { Router } from '../../router.ts';
import { formatTime, now, parseTime } from '../../time.ts';
import type { Performance } from './tables.ts';

const DAY = 86_400_000;
/** How long a newly approved temporary promoter serves. */
export const TEMPORARY_DAYS = 90;

const approvedOf = (kind: Promoter['kind']): Filter[] => [
  { kind: 'eq', field: 'kind', value: kind },
  { kind: 'eq', field: 'review_state', value: 'approved' },
];

export function servePromoters(router: Router): void {
  serveResource<Promoter>(router, RESOURCES.promoterApplications, RESOURCE_ENDPOINTS.promoterApplications, {
    table: (s) => s.membersArea.promoters,
    actions: {
      approve: (row) => {
        const time = now();
        return { reviewed_at: time, status: 'active', expires_at: row.kind === 'temporary' ? formatTime(parseTime(time) + TEMPORARY_DAYS * DAY) : null };
      },
      reject: (_row, body: { reason: string }) => ({ reason: body.reason, reviewed_at: now() }),
    },
  });
  serveResource<Promoter>(router, RESOURCES.temporaryPromoters, RESOURCE_ENDPOINTS.temporaryPromoters, {
    table: (s) => s.membersArea.promoters,
    scope: () => approvedOf('temporary'),
    actions: {
      promote: () => ({ expires_at: null }),
      extend: (row, body: { days: number }) => {
        const from = Math.max(Date.now(), row.expires_at ? parseTime(row.expires_at) : 0);
        return { expires_at: formatTime(from + body.days * DAY) };
      },
    },
  });
  serveResource<Promoter>(router, RESOURCES.officialPromoters, RESOURCE_ENDPOINTS.officialPromoters, {
    table: (s) => s.membersArea.promoters,
    scope: () => approvedOf('official'),
  });
  serveResource<Performance>(router, RESOURCES.promoterPerformance, RESOURCE_ENDPOINTS.promoterPerformance, {
    table: (s) => s.membersArea.promoterPerformance,
  });
}
