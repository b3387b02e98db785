/** The described screens of the settings screens of /infoManagement. */
import type { ScreenDescription } from '../../../screens/descriptions/types.ts';
import { awardScreen, bonusSetScreen, fullReturnScreen, growAdvanceScreen, growDividendScreen, rebateScreen, unionAdvanceScreen } from './growth.ts';
import {
  homeScreen,
  marketingSetScreen,
  newHomeSetScreen,
  readScreen,
  rewardsPenaltiesScreen,
  shareDScoreScreen,
  shopSettingScreen,
  signScreen,
  videoSettingScreen,
} from './operations.ts';
import { platformAptitudeScreen, propertySetScreen, settingAssetScreen } from './platform.ts';

export const infoSettingScreens: Record<string, () => ScreenDescription> = {
  '/infoManagement/newHomeSet': newHomeSetScreen,
  '/infoManagement/growAdvance': growAdvanceScreen,
  '/infoManagement/growDividend': growDividendScreen,
  '/infoManagement/unionAdvance': unionAdvanceScreen,
  '/infoManagement/bonusSet': bonusSetScreen,
  '/infoManagement/propertySet': propertySetScreen,
  '/infoManagement/marketingSet': marketingSetScreen,
  '/infoManagement/videoSetting': videoSettingScreen,
  '/infoManagement/shopSetting': shopSettingScreen,
  '/infoManagement/rewardsPenalties': rewardsPenaltiesScreen,
  '/infoManagement/read': readScreen,
  '/infoManagement/sign': signScreen,
  '/infoManagement/home': homeScreen,
  '/infoManagement/share': () => shareDScoreScreen('share'),
  '/infoManagement/dScore': () => shareDScoreScreen('dScore'),
  '/infoManagement/setting': () => settingAssetScreen('setting'),
  '/infoManagement/asset': () => settingAssetScreen('asset'),
  '/infoManagement/fullReturn': fullReturnScreen,
  '/infoManagement/award': awardScreen,
  '/infoManagement/rebate': rebateScreen,
  '/infoManagement/platformAptitude': platformAptitudeScreen,
};
