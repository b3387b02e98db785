/** The business resources of the governance screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';
import { adminUsers } from './adminUsers.ts';
import { homeModules } from './homeModules.ts';
import { permissions } from './permissions.ts';
import { referralRewards } from './referralRewards.ts';

export const governanceResources = { permissions, adminUsers, homeModules, referralRewards } satisfies Record<string, ResourceDef>;
