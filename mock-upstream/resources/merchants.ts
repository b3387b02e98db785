import type { Merchant } from '../../contract/resources/merchants.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { file } from '../data/seed.ts';
import { serveResource } from '../engine/resource.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Router } from '../router.ts';
import { now } from '../time.ts';
import { merchantScope } from './scope.ts';

export function serveMerchants(router: Router): void {
  serveResource<Merchant>(router, RESOURCES.merchants, RESOURCE_ENDPOINTS.merchants, {
    table: (s) => s.merchants,
    scope: merchantScope('id'),
    view: (row, ctx) => ({ ...row, goods_count: ctx.state.goods.count('merchant_id', row.id) }),
    create: (input, ctx) => ({
      ...input,
      logo: input.logo ?? file('logo', ctx.state.merchants.nextId),
      status: 'pending',
      reject_reason: '',
      open: false,
      recommend: false,
      goods_count: 0,
      created_at: now(),
    }),
    update(row, input, ctx) {
      // Goods and orders carry the shop name for their lists: keep them in step.
      if (input.name !== undefined && input.name !== row.name) {
        for (const g of ctx.state.goods.where('merchant_id', row.id)) ctx.state.goods.update(g, { merchant_name: input.name });
        for (const o of ctx.state.orders.where('merchant_id', row.id)) ctx.state.orders.update(o, { merchant_name: input.name });
      }
      return input;
    },
    beforeDelete(row, ctx) {
      const count = ctx.state.goods.count('merchant_id', row.id);
      if (count > 0) throw new Fail(MESSAGES.merchantHasGoods, { count });
    },
    actions: {
      reject: (_row, body) => ({ reject_reason: body.reason }),
      approve: () => ({ reject_reason: '' }),
      reset_password: (row, body, ctx) => {
        for (const account of ctx.state.accounts) if (account.merchant_id === row.id) account.password = body.password;
        return {};
      },
    },
  });
}
