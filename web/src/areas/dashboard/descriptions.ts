/**
 * The data-centre screens: each is the dashboard kind over one statistics call. What each shows (KPIs, trend
 * series, breakdowns, rankings) is decided by the call's answer; the screen only draws it.
 */
import { goodsStats, storeStats, tradeStats } from '../../../../contract/stats.ts';

export type DataCentreEndpoint = typeof tradeStats;

export const DATA_CENTRE_SCREENS: Record<string, DataCentreEndpoint> = {
  '/datacenter/tradinfo': tradeStats,
  '/datacenter/goodsinfo': goodsStats,
  '/datacenter/storeinfo': storeStats,
};
