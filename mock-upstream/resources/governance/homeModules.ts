import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { HomeModule } from '../../../contract/resources/governance/homeModules.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Router } from '../../router.ts';
import { now } from '../../time.ts';

export function serveHomeModules(router: Router): void {
  serveResource<HomeModule>(router, RESOURCES.homeModules, RESOURCE_ENDPOINTS.homeModules, {
    table: (s) => s.homeModules,
    update: (_row, input) => ({ ...input, updated_at: now() }),
    actions: { show: () => ({ updated_at: now() }), hide: () => ({ updated_at: now() }) },
  });
}
