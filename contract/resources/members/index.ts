/** The business resources of the members screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';
import { advanceEntries, PROGRAMME_RESOURCES } from './programmes.ts';
import { officialPromoters, promoterApplications, promoterPerformance, temporaryPromoters } from './promoters.ts';
import { memberAddresses, referrals } from './relations.ts';
import { serviceApplications, serviceExamineRecords, serviceOfficers } from './serviceOfficers.ts';
import { tradeunionMembers, tradeunionPackages } from './tradeUnion.ts';

export const membersResources = {
  referrals,
  memberAddresses,
  ...PROGRAMME_RESOURCES,
  advanceEntries,
  promoterApplications,
  temporaryPromoters,
  officialPromoters,
  promoterPerformance,
  serviceOfficers,
  serviceApplications,
  serviceExamineRecords,
  tradeunionPackages,
  tradeunionMembers,
} satisfies Record<string, ResourceDef>;
