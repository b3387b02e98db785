/** The campaign and operations lists, each with the checks of its business. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Goods } from '../../../contract/resources/goods.ts';
import type {
  Bargain, Course, LiveRoom, OperationCentre, PovertyProject, RainCampaign, RainSession, ReturnGoods, ReturnZone, ShopAddress, SpecialTopic,
} from '../../data/infoLists/tables.ts';
import { WINDOW } from '../../../contract/resources/infoLists/shared.ts';
import { checkRule, serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import { cents } from '../../random.ts';
import type { Ctx, Router } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';

function goodsOnSale(ctx: Ctx, id: number): Goods {
  const g = ctx.state.goods.get(id);
  if (g?.state !== 'on_sale') throw new Fail(MESSAGES.infoListsGoodsUnknown, { id });
  return g;
}

/** The smallest packet must fit the largest one, and the pool must pay every packet at least its minimum. */
function checkPackets(s: Pick<RainSession, 'min_amount' | 'max_amount' | 'packets' | 'total_amount'>): void {
  if (cents(s.max_amount) < cents(s.min_amount) || cents(s.total_amount) < cents(s.min_amount) * s.packets) throw new Fail(MESSAGES.infoListsRainAmounts);
}

function checkFloor(floor: string, price: string): void {
  if (cents(floor) >= cents(price)) throw new Fail(MESSAGES.infoListsFloorPrice, { price });
}

function serveCourses(router: Router): void {
  const def = RESOURCES.miniCourses;
  serveResource<Course>(router, def, RESOURCE_ENDPOINTS.miniCourses, {
    table: (s) => s.infoLists.courses,
    create: (input) => ({ ...input, status: 'draft', learners: 0, created_at: now() }),
  });
}

function serveRain(router: Router): void {
  const sessions = RESOURCES.rainSessions;
  serveResource<RainSession>(router, sessions, RESOURCE_ENDPOINTS.rainSessions, {
    table: (s) => s.infoLists.rainSessions,
    create(input) {
      checkPackets(input);
      return { ...input, claimed_packets: 0, claimed_amount: '0.00', created_at: now() };
    },
    update(row, input) {
      checkRule(WINDOW, { ...row, ...input });
      checkPackets({ ...row, ...input });
      return input;
    },
  });
  const campaigns = RESOURCES.rainCampaigns;
  serveResource<RainCampaign>(router, campaigns, RESOURCE_ENDPOINTS.rainCampaigns, {
    table: (s) => s.infoLists.rainCampaigns,
    create: (input) => ({ ...input, participants: 0, paid_out: '0.00', created_at: now() }),
    update(row, input) {
      checkRule(WINDOW, { ...row, ...input });
      return input;
    },
  });
}

function serveBargains(router: Router): void {
  const def = RESOURCES.bargainCampaigns;
  serveResource<Bargain>(router, def, RESOURCE_ENDPOINTS.bargainCampaigns, {
    table: (s) => s.infoLists.bargains,
    create(input, ctx) {
      const g = goodsOnSale(ctx, input.goods_id);
      checkFloor(input.floor_price, g.price);
      return { ...input, goods_name: g.name, picture: g.picture, price: g.price, started: 0, succeeded: 0, created_at: now() };
    },
    update(row, input) {
      checkRule(WINDOW, { ...row, ...input });
      if (input.floor_price) checkFloor(input.floor_price, row.price);
      return input;
    },
  });
}

function serveSpecials(router: Router): void {
  const def = RESOURCES.specialTopics;
  const checkGoods = (ctx: Ctx, ids: number[]) => {
    for (const id of ids) goodsOnSale(ctx, id);
  };
  serveResource<SpecialTopic>(router, def, RESOURCE_ENDPOINTS.specialTopics, {
    table: (s) => s.infoLists.specialTopics,
    create(input, ctx) {
      checkGoods(ctx, input.goods_ids);
      return { ...input, goods_count: input.goods_ids.length, views: 0, created_at: now() };
    },
    update(row, input, ctx) {
      checkRule(WINDOW, { ...row, ...input });
      if (input.goods_ids) checkGoods(ctx, input.goods_ids);
      return input.goods_ids ? { ...input, goods_count: input.goods_ids.length } : input;
    },
  });
}

function serveLives(router: Router): void {
  const def = RESOURCES.liveRooms;
  serveResource<LiveRoom>(router, def, RESOURCE_ENDPOINTS.liveRooms, {
    table: (s) => s.infoLists.liveRooms,
    actions: {
      ban: (row, body) => ({ reason: body.reason, end_at: row.status === 'live' ? now() : row.end_at }),
    },
  });
}

function servePoverty(router: Router): void {
  const def = RESOURCES.povertyProjects;
  serveResource<PovertyProject>(router, def, RESOURCE_ENDPOINTS.povertyProjects, {
    table: (s) => s.infoLists.povertyProjects,
    create: (input) => ({ ...input, goods_count: 0, sales: '0.00', status: 'ongoing', started_at: now() }),
  });
}

function serveFullReturn(router: Router): void {
  const zones = (s: MockState) => s.infoLists.returnZones;
  const goods = (s: MockState) => s.infoLists.returnGoods;
  const zoneOf = (ctx: Ctx, id: number): ReturnZone => {
    const zone = zones(ctx.state).get(id);
    if (!zone) throw new Fail(MESSAGES.infoListsZoneUnknown, { id });
    return zone;
  };
  const zoneDef = RESOURCES.returnZones;
  serveResource<ReturnZone>(router, zoneDef, RESOURCE_ENDPOINTS.returnZones, {
    table: zones,
    view: (row, ctx) => ({ ...row, goods_count: goods(ctx.state).count('zone_id', row.id) }),
    create: (input) => ({ ...input, goods_count: 0, created_at: now() }),
    beforeDelete(row, ctx) {
      const count = goods(ctx.state).count('zone_id', row.id);
      if (count > 0) throw new Fail(MESSAGES.infoListsZoneHasGoods, { count });
    },
  });
  const goodsDef = RESOURCES.returnGoods;
  serveResource<ReturnGoods>(router, goodsDef, RESOURCE_ENDPOINTS.returnGoods, {
    table: goods,
    view: (row, ctx) => ({ ...row, zone_name: zones(ctx.state).get(row.zone_id)?.name ?? row.zone_name }),
    create(input, ctx) {
      const g = goodsOnSale(ctx, input.goods_id);
      const zone = zoneOf(ctx, input.zone_id);
      if (goods(ctx.state).all().some((r) => r.goods_id === g.id)) throw new Fail(MESSAGES.infoListsGoodsInZone);
      return {
        ...input, goods_name: g.name, picture: g.picture, price: g.price, zone_name: zone.name, sold: 0, returned_amount: '0.00', enabled: true,
      };
    },
    update(_row, input, ctx) {
      return input.zone_id ? { ...input, zone_name: zoneOf(ctx, input.zone_id).name } : input;
    },
  });
}

function serveCentres(router: Router): void {
  const def = RESOURCES.operationCentres;
  serveResource<OperationCentre>(router, def, RESOURCE_ENDPOINTS.operationCentres, {
    table: (s) => s.infoLists.operationCentres,
    create: (input) => ({ ...input, members: 0, merchants: 0, monthly_sales: '0.00', status: 'operating', created_at: now() }),
  });
}

function serveAddresses(router: Router): void {
  const def = RESOURCES.shopAddresses;
  const table = (s: MockState) => s.infoLists.addresses;
  serveResource<ShopAddress>(router, def, RESOURCE_ENDPOINTS.shopAddresses, {
    table,
    // the first address of a use is its default
    create: (input, ctx) => ({ ...input, is_default: table(ctx.state).where('use', input.use).length === 0, created_at: now() }),
    actions: {
      set_default(row, _body, ctx) {
        for (const other of table(ctx.state).where('use', row.use)) if (other.is_default) table(ctx.state).update(other, { is_default: false });
        return {};
      },
    },
  });
}

export function serveCampaigns(router: Router): void {
  serveCourses(router);
  serveRain(router);
  serveBargains(router);
  serveSpecials(router);
  serveLives(router);
  servePoverty(router);
  serveFullReturn(router);
  serveCentres(router);
  serveAddresses(router);
}
