/** The business resources of the infoLists screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';
import { bannerResources } from './banners.ts';
import {
  bargainCampaigns, liveRooms, miniCourses, operationCentres, povertyProjects, rainCampaigns, rainSessions, returnGoods, returnZones,
  shopAddresses, specialTopics,
} from './campaigns.ts';
import { customClasses, infoClasses, modelClasses } from './classes.ts';
import { freightTemplates } from './freight.ts';
import { loginLogs, operationRecords, systemLogs } from './logs.ts';
import { accountCancellations, feedback } from './requests.ts';
import { managers, operators } from './staff.ts';

export const infoListsResources = {
  ...bannerResources,
  loginLogs,
  systemLogs,
  operationRecords,
  customClasses,
  modelClasses,
  infoClasses,
  freightTemplates,
  feedback,
  accountCancellations,
  managers,
  operators,
  miniCourses,
  rainSessions,
  rainCampaigns,
  bargainCampaigns,
  specialTopics,
  liveRooms,
  povertyProjects,
  returnZones,
  returnGoods,
  operationCentres,
  shopAddresses,
} satisfies Record<string, ResourceDef>;
