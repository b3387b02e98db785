/** The mock's handlers of the governance screens' resources. */
import type { Router } from '../../router.ts';

export function serveGovernanceArea(_router: Router): void {}
