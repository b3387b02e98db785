/** The described screens of the list screens of /infoManagement. */
import type { ScreenDescription } from '../../../screens/descriptions/types.ts';
import { activityBanners, appIcons, bannerSlides, posters, recommendSlots } from './banners.ts';
import {
  accountCancellations, bargainCampaigns, feedback, freightTemplates, liveRooms, managers, miniCourses, operationCentres, operators, povertyProjects,
  rainCampaigns, rainSessions, returnGoods, returnZones, shopAddresses, specialTopics,
} from './lists.ts';
import { loginLogs, operationRecords, systemLogs } from './logs.ts';

/** The three class trees share one screen of their own; it reads which tree from the route. */
const classTree = (): ScreenDescription => ({ kind: 'custom', load: () => import('../ClassTreeScreen.tsx') });

export const infoListScreens: Record<string, () => ScreenDescription> = {
  '/infoManagement/banner': bannerSlides,
  '/infoManagement/activitiesBanner': activityBanners,
  '/infoManagement/appIcon': appIcons,
  '/infoManagement/poster': posters,
  '/infoManagement/recommended': recommendSlots,
  '/infoManagement/logList': loginLogs,
  '/infoManagement/systemLog': systemLogs,
  '/infoManagement/operatingRecord': operationRecords,
  '/infoManagement/customClass': classTree,
  '/infoManagement/modelClass': classTree,
  '/infoManagement/newsClass': classTree,
  '/infoManagement/freight': freightTemplates,
  '/infoManagement/feedback': feedback,
  '/infoManagement/useRogout': accountCancellations,
  '/infoManagement/manageList': managers,
  '/infoManagement/operatingList': operators,
  '/infoManagement/miniClass': miniCourses,
  '/infoManagement/rainPackage': rainSessions,
  '/infoManagement/rainPackageNew': rainCampaigns,
  '/infoManagement/bargain': bargainCampaigns,
  '/infoManagement/special': specialTopics,
  '/infoManagement/LiveList': liveRooms,
  '/infoManagement/povertyReduction': povertyProjects,
  '/infoManagement/fullReturnZone': returnZones,
  '/infoManagement/fullReturnGoods': returnGoods,
  '/infoManagement/businessOpera': operationCentres,
  '/infoManagement/address': shopAddresses,
};
