/** The onboarding steps shown to applicants. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { GuideStep } from '../../../contract/resources/stores/guides.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Router } from '../../router.ts';
import { now } from '../../time.ts';

export function serveGuideSteps(router: Router): void {
  serveResource<GuideStep>(router, RESOURCES.guideSteps, RESOURCE_ENDPOINTS.guideSteps, {
    table: (s) => s.stores.guideSteps,
    create: (input: Omit<GuideStep, 'id' | 'updated_at'>) => ({ ...input, updated_at: now() }),
    update: (_row, input: Partial<GuideStep>) => ({ ...input, updated_at: now() }),
  });
}
