/** The business resources of the stores screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';

export const storesResources = {} satisfies Record<string, ResourceDef>;
