/** The mock's handlers of the content screens' resources. */
import type { Router } from '../../router.ts';

export function serveContentArea(_router: Router): void {}
