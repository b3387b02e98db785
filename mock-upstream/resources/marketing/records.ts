/**
 * The marketing records: lottery draws (shipping a physical prize), merchants' marketing applications, moments
 * updates and the shares rewarded for them, the Jibe zone and its write-offs, check-ins of every kind and sign-in
 * orders. Resources that show one kind of a shared table are confined to it.
 */
import { RESOURCE_ENDPOINTS, RESOURCES, type ResourceName } from '../../../contract/index.ts';
import type { CheckIn, SigninOrder } from '../../../contract/resources/marketing/checkIn.ts';
import type { JibeGoods, MomentsPost, MomentsReward, WriteOff } from '../../../contract/resources/marketing/jibe.ts';
import type { Draw, ShopMarketing } from '../../../contract/resources/marketing/lottery.ts';
import { type Behaviour, serveResource } from '../../engine/resource.ts';
import type { Table } from '../../engine/table.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Router } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';
import { postLedger } from '../members.ts';

/** Approve and reject of a reviewed record: when, and why (a rejection's reason). */
const review = {
  approve: () => ({ reviewed_at: now() }),
  reject: (_row: unknown, body: { reason: string }) => ({ reason: body.reason, reviewed_at: now() }),
};

function serveKind<R extends { id: number }>(router: Router, name: ResourceName, table: (s: MockState) => Table<R>, field: string, value: string, extra: Partial<Behaviour<R>> = {}) {
  serveResource<R>(router, RESOURCES[name], RESOURCE_ENDPOINTS[name], { table, scope: () => [{ kind: 'eq', field, value }], ...extra });
}

export function serveRecordResources(router: Router): void {
  const ship = { ship: (_row: Draw, body: { courier: string; tracking_no: string }) => ({ courier: body.courier, tracking_no: body.tracking_no, shipped_at: now() }) };
  serveKind<Draw>(router, 'lotteryDraws', (s) => s.marketing.draws, 'currency', 'points', { actions: ship });
  serveKind<Draw>(router, 'dScoreDraws', (s) => s.marketing.draws, 'currency', 'd_score', { actions: ship });
  serveResource<ShopMarketing>(router, RESOURCES.shopMarketing, RESOURCE_ENDPOINTS.shopMarketing, { table: (s) => s.marketing.shopMarketing, actions: review });

  serveResource<MomentsPost>(router, RESOURCES.momentsPosts, RESOURCE_ENDPOINTS.momentsPosts, {
    table: (s) => s.marketing.momentsPosts,
    create: (input) => ({ ...input, shares: 0, status: 'published', created_at: now() }),
  });
  serveResource<MomentsReward>(router, RESOURCES.momentsRewards, RESOURCE_ENDPOINTS.momentsRewards, {
    table: (s) => s.marketing.momentsRewards,
    actions: {
      // the reward moves the member's points through the ledger, like every other asset change
      approve: (row, _body, ctx) => {
        const member = ctx.state.members.get(row.member_id);
        if (member && row.reward_points > 0) {
          postLedger(ctx.state, member, { asset: 'points', type: 'reward', amountCents: row.reward_points * 100, remark: `朋友圈分享奖励：${row.post_title}` });
        }
        return { reviewed_at: now() };
      },
      reject: review.reject,
    },
  });

  serveResource<JibeGoods>(router, RESOURCES.jibeGoods, RESOURCE_ENDPOINTS.jibeGoods, {
    table: (s) => s.marketing.jibeGoods,
    create: (input, ctx) => {
      const goods = ctx.state.goods.get(input.goods_id);
      if (!goods || goods.deleted) throw new Fail(MESSAGES.marketingGoodsUnknown, { id: input.goods_id });
      if (ctx.state.marketing.jibeGoods.all().some((j) => j.goods_id === goods.id)) throw new Fail(MESSAGES.marketingJibeGoodsTwice);
      return { ...input, goods_name: goods.name, goods_picture: goods.picture, price: goods.price, exchanged: 0, on_shelf: true, created_at: now() };
    },
    update: (row, input) => {
      if (input.goods_id !== undefined && input.goods_id !== row.goods_id) throw new Fail(MESSAGES.marketingJibeGoodsTwice);
      return input;
    },
  });
  serveResource<WriteOff>(router, RESOURCES.jibeWriteOffs, RESOURCE_ENDPOINTS.jibeWriteOffs, {
    table: (s) => s.marketing.jibeWriteOffs,
    actions: { write_off: (_row, body) => ({ store_name: body.store_name, written_off_at: now() }) },
  });

  const checkIns = (s: MockState) => s.marketing.checkIns;
  serveKind<CheckIn>(router, 'punchChecks', checkIns, 'kind', 'daily', { actions: review });
  serveKind<CheckIn>(router, 'storePunchChecks', checkIns, 'kind', 'store', { actions: review });
  serveKind<CheckIn>(router, 'studyCheckIns', checkIns, 'kind', 'study');
  serveKind<CheckIn>(router, 'consumeCheckIns', checkIns, 'kind', 'consume');
  serveResource<CheckIn>(router, RESOURCES.allCheckIns, RESOURCE_ENDPOINTS.allCheckIns, { table: checkIns });

  serveResource<SigninOrder>(router, RESOURCES.signinOrders, RESOURCE_ENDPOINTS.signinOrders, { table: (s) => s.marketing.signinOrders });
  serveResource<SigninOrder>(router, RESOURCES.storeSigninOrders, RESOURCE_ENDPOINTS.storeSigninOrders, { table: (s) => s.marketing.storeSigninOrders });
}
