/**
 * Group-buy campaigns, flash sales and lottery campaigns. A campaign's goods must be on sale and its price below the
 * goods' own; its phase (upcoming, running, ended) follows its times at every write, unless it was stopped.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Goods } from '../../../contract/resources/goods.ts';
import { FLASH_SALE_TIMES, type FlashSale, GROUP_BUY_TIMES, type GroupBuy } from '../../../contract/resources/marketing/activities.ts';
import { LOTTERY_TERMS, type Lottery } from '../../../contract/resources/marketing/lottery.ts';
import { phaseAt } from '../../data/marketing/activities.ts';
import { checkRule, serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import { cents } from '../../random.ts';
import type { Router } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';

function goodsOnSale(state: MockState, id: number): Goods {
  const goods = state.goods.get(id);
  if (!goods || goods.deleted || !goods.on_shelf) throw new Fail(MESSAGES.marketingGoodsUnknown, { id });
  return goods;
}

function goodsFields(goods: Goods) {
  return { goods_id: goods.id, goods_name: goods.name, goods_picture: goods.picture, merchant_name: goods.merchant_name, price: goods.price };
}

function belowPrice(field: string, price: string, goodsPrice: string): void {
  if (cents(price) >= cents(goodsPrice)) throw new Fail(MESSAGES.marketingPriceNotBelow, { field, price: goodsPrice });
}

/** The phase at the current time; a stopped campaign stays stopped. */
const phase = (row: { status: string; start_at: string; end_at: string }) =>
  row.status === 'stopped' ? {} : { status: phaseAt(row.start_at, row.end_at, now()) };

export function serveCampaignResources(router: Router): void {
  serveResource<GroupBuy>(router, RESOURCES.groupBuys, RESOURCE_ENDPOINTS.groupBuys, {
    table: (s) => s.marketing.groupBuys,
    create: (input, ctx) => {
      const goods = goodsOnSale(ctx.state, input.goods_id);
      belowPrice('group_price', input.group_price, goods.price);
      return { ...input, ...goodsFields(goods), groups_open: 0, groups_done: 0, status: phaseAt(input.start_at, input.end_at, now()), created_at: now() };
    },
    update: (row, input, ctx) => {
      const goods = goodsOnSale(ctx.state, input.goods_id ?? row.goods_id);
      const next = { ...row, ...input };
      // an edit may move only one end: its times are checked as they will be
      checkRule(GROUP_BUY_TIMES, next);
      belowPrice('group_price', next.group_price, goods.price);
      return { ...input, ...goodsFields(goods) };
    },
    derive: phase,
  });

  serveResource<FlashSale>(router, RESOURCES.flashSales, RESOURCE_ENDPOINTS.flashSales, {
    table: (s) => s.marketing.flashSales,
    create: (input, ctx) => {
      const goods = goodsOnSale(ctx.state, input.goods_id);
      belowPrice('sale_price', input.sale_price, goods.price);
      return { ...input, ...goodsFields(goods), sold: 0, status: phaseAt(input.start_at, input.end_at, now()), created_at: now() };
    },
    update: (row, input, ctx) => {
      const goods = goodsOnSale(ctx.state, input.goods_id ?? row.goods_id);
      const next = { ...row, ...input };
      checkRule(FLASH_SALE_TIMES, next);
      belowPrice('sale_price', next.sale_price, goods.price);
      return { ...input, ...goodsFields(goods) };
    },
    derive: phase,
  });

  serveResource<Lottery>(router, RESOURCES.lotteryActivities, RESOURCE_ENDPOINTS.lotteryActivities, {
    table: (s) => s.marketing.lotteries,
    create: (input) => ({ ...input, draws: 0, winners: 0, status: 'draft', created_at: now() }),
    update: (row, input) => {
      checkRule(LOTTERY_TERMS, { ...row, ...input });
      return input;
    },
  });
}
