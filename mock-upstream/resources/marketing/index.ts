/** The mock's handlers of the marketing screens' resources. */
import type { Router } from '../../router.ts';

export function serveMarketingArea(_router: Router): void {}
