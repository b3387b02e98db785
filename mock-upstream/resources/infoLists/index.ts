/** The mock's handlers of the infoLists screens' resources. */
import type { Router } from '../../router.ts';

export function serveInfoListsArea(_router: Router): void {}
