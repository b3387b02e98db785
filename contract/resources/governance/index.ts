/** The business resources of the governance screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';

export const governanceResources = {} satisfies Record<string, ResourceDef>;
