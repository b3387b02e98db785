/** The mock's handlers of the infoSettings screens' resources. */
import type { Router } from '../../router.ts';

export function serveInfoSettingsArea(_router: Router): void {}
