/** The mock's handlers of the stores screens' resources. */
import type { Router } from '../../router.ts';

export function serveStoresArea(_router: Router): void {}
