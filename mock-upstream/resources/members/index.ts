/** The mock's handlers of the members screens' resources. */
import type { Router } from '../../router.ts';

export function serveMembersArea(_router: Router): void {}
