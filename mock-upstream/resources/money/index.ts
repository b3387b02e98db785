/** The mock's handlers of the money screens' resources. */
import type { Router } from '../../router.ts';

export function serveMoneyArea(_router: Router): void {}
