/** The mock's tables of the infoLists screens (one `MockState` field; persisted with the other tables). */
import type { z } from 'zod';
import type { Banner } from '../../../contract/resources/infoLists/banners.ts';
import type {
  bargainCampaigns, liveRooms, miniCourses, operationCentres, povertyProjects, rainCampaigns, rainSessions, returnGoods, returnZones,
  shopAddresses, specialTopics,
} from '../../../contract/resources/infoLists/campaigns.ts';
import type { GoodsGroup } from '../../../contract/resources/infoLists/classes.ts';
import type { FreightTemplate } from '../../../contract/resources/infoLists/freight.ts';
import type { LogEntry } from '../../../contract/resources/infoLists/logs.ts';
import type { Cancellation, Feedback } from '../../../contract/resources/infoLists/requests.ts';
import type { Staff } from '../../../contract/resources/infoLists/staff.ts';
import { Table } from '../../engine/table.ts';

type RecordOf<D extends { record: z.ZodType }> = z.infer<D['record']>;
export type Course = RecordOf<typeof miniCourses>;
export type RainSession = RecordOf<typeof rainSessions>;
export type RainCampaign = RecordOf<typeof rainCampaigns>;
export type Bargain = RecordOf<typeof bargainCampaigns>;
export type SpecialTopic = RecordOf<typeof specialTopics>;
export type LiveRoom = RecordOf<typeof liveRooms>;
export type PovertyProject = RecordOf<typeof povertyProjects>;
export type ReturnZone = RecordOf<typeof returnZones>;
export type ReturnGoods = RecordOf<typeof returnGoods>;
export type OperationCentre = RecordOf<typeof operationCentres>;
export type ShopAddress = RecordOf<typeof shopAddresses>;

/** Banners of every slot share one table (`slot`), logs of every category another (`category`), staff by `role`. */
export function infoListsTables() {
  return {
    banners: new Table<Banner>(['slot', 'enabled', 'position']),
    logs: new Table<LogEntry>(['category', 'result', 'action', 'level']),
    goodsGroups: new Table<GoodsGroup>(['kind', 'parent_id']),
    freightTemplates: new Table<FreightTemplate>(['charge_by']),
    feedback: new Table<Feedback>(['status', 'type']),
    cancellations: new Table<Cancellation>(['status', 'reason_type']),
    staff: new Table<Staff>(['role', 'status', 'duty']),
    courses: new Table<Course>(['status', 'topic']),
    rainSessions: new Table<RainSession>(['enabled']),
    rainCampaigns: new Table<RainCampaign>(['enabled', 'audience']),
    bargains: new Table<Bargain>(['enabled']),
    specialTopics: new Table<SpecialTopic>(['enabled']),
    liveRooms: new Table<LiveRoom>(['status', 'recommend']),
    povertyProjects: new Table<PovertyProject>(['status']),
    returnZones: new Table<ReturnZone>(['enabled']),
    returnGoods: new Table<ReturnGoods>(['enabled', 'zone_id']),
    operationCentres: new Table<OperationCentre>(['level', 'status']),
    addresses: new Table<ShopAddress>(['use']),
  };
}
export type InfoListsTables = ReturnType<typeof infoListsTables>;
