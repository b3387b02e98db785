/** The described screens of members, promoters, service officers, trade union. */
import type { ScreenDescription } from '../../../screens/descriptions/types.ts';
import { memberList } from './memberList.ts';
import {
  promoterPerformanceList, promoterReview, officialPromoterList, serviceApplicationReview, serviceExamineRecordList, serviceOfficerList,
  serviceOfficerSettings, temporaryPromoterList, tradeunionMemberList, tradeunionPackageList,
} from './people.ts';
import {
  advanceEntryList, contributionList, contributionShegouVipList, gratisList, growVipList, jibeMemberList, repayList, shegouVipList,
  storedMemberList, unionVipList,
} from './programmes.ts';

export const memberScreens: Record<string, () => ScreenDescription> = {
  '/memberList/list': memberList,
  '/memberList/listItem': () => ({ kind: 'custom', load: () => import('../MemberDetail.tsx') }),
  '/memberList/relational': () => ({ kind: 'custom', load: () => import('../ReferralTree.tsx') }),
  '/memberList/repay': repayList,
  '/memberList/shegouvip': shegouVipList,
  '/memberList/ContributionShegouVip': contributionShegouVipList,
  '/memberList/gratisList': gratisList,
  '/memberList/contributionList': contributionList,
  '/memberList/storedMember': storedMemberList,
  '/memberList/advanceGrowVip': growVipList,
  '/memberList/advanceUnionVip': unionVipList,
  '/memberList/jbUser': jibeMemberList,
  '/memberList/advanceEntry': advanceEntryList,
  '/promotionPerson/temporary': temporaryPromoterList,
  '/promotionPerson/official': officialPromoterList,
  '/promotionPerson/personCheck': promoterReview,
  '/promotionPerson/Achievements': promoterPerformanceList,
  '/serviceOfficer/serviceOfficerConfig': serviceOfficerSettings,
  '/serviceOfficer/serviceOfficerList': serviceOfficerList,
  '/serviceOfficer/serviceExamineList': serviceApplicationReview,
  '/serviceOfficer/serviceExamineRecord': serviceExamineRecordList,
  '/tradeunionModule/tradeunionPackage': tradeunionPackageList,
  '/tradeunionModule/tradeunionList': tradeunionMemberList,
};
