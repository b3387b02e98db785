/** The business resources of the infoSettings screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';

export const infoSettingsResources = {} satisfies Record<string, ResourceDef>;
