/** Areas, first-order offers, contribution credit, verification import, consumer plates, logistics tracking. */
import { platform, shell } from '../../contract/index.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { COURIERS } from '../../contract/resources/orders.ts';
import { areaChildren } from '../areas.ts';
import { postLedger } from '../resources/members.ts';
import { Fail, MESSAGES } from '../messages.ts';
import { cents, Random } from '../random.ts';
import type { Router } from '../router.ts';
import type { MockState } from '../state.ts';
import { formatTime, now } from '../time.ts';

const HUBS = ['广州', '杭州', '上海', '武汉', '成都', '北京', '郑州', '西安', '长沙', '南京'];

export function servePlatform(router: Router): void {
  router.on(platform.areas, ({ query }) => {
    const nodes = areaChildren(query.parent_code);
    if (!nodes) throw new Fail(MESSAGES.areaUnknown, { code: query.parent_code ?? '' });
    return nodes;
  });

  router.on(platform.firstOrderUpdate, ({ params, body, state }) => {
    const goods = state.goods.get(Number(params.id));
    if (!goods) throw new Fail(MESSAGES.recordNotFound, { resource: { zh: '商品', en: 'Goods' }, id: params.id });
    if (cents(body.first_price) >= cents(goods.price)) throw new Fail(MESSAGES.firstPriceTooHigh, { price: goods.price });
    state.goods.update(goods, { first_order: body, updated_at: now() });
    state.changed();
    return goods;
  });

  router.on(platform.contributionCreditUpdate, ({ body, state }) => {
    const member = state.members.get(body.member_id);
    if (!member) throw new Fail(MESSAGES.recordNotFound, { resource: { zh: '会员', en: 'Member' }, id: body.member_id });
    if (cents(member.contribution) + cents(body.amount) < 0) throw new Fail(MESSAGES.contributionInsufficient, { value: member.contribution });
    // through the ledger, so the contribution always equals the sum of its entries
    postLedger(state, member, { asset: 'contribution', type: 'credit_purchase', amountCents: cents(body.amount), remark: body.remark });
    return { member_id: member.id, contribution: member.contribution };
  });

  // the import and its dry run share one check (docs/imports.md): the dry run applies nothing
  router.on(platform.verificationImportCheck, ({ body, state, lang }) => {
    const verdicts = checkVerification(state, body.rows);
    const rows = verdicts.map((v, i) => (v instanceof Fail ? { row: i + 1, error: v.in(lang) } : { row: i + 1 }));
    const refused = rows.filter((r) => r.error !== undefined).length;
    return { total: rows.length, importable: rows.length - refused, refused, rows };
  });

  router.on(platform.verificationImport, ({ body, state, lang }) => {
    const failed: { row: number; order_no: string; error: string }[] = [];
    let succeeded = 0;
    checkVerification(state, body.rows).forEach((v, i) => {
      if (v instanceof Fail) failed.push({ row: i + 1, order_no: body.rows[i].order_no, error: v.in(lang) });
      else {
        state.orders.update(v, { status: 'completed', completed_at: now() });
        succeeded++;
      }
    });
    if (succeeded > 0) state.changed();
    return { total: body.rows.length, succeeded, failed };
  });

  router.on(platform.consumerPlate, ({ state }) =>
    state.plates.map((p) => ({
      ...p,
      goods_count: p.class_ids.reduce((sum, id) => sum + state.goods.count('class_id', id), 0),
    })),
  );

  router.on(shell.logistic, ({ body, state }) => {
    const order = state.orders.all().find((o) => o.tracking_no === body.no);
    return trace(body.no, body.company, order);
  });
}

/** A plausible timeline for a tracking number: the same number always gives the same route. */
function trace(no: string, company: string | undefined, order: Order | undefined) {
  let seed = 7;
  for (const c of no) seed = (seed * 31 + c.charCodeAt(0)) >>> 0;
  const rnd = new Random(seed);
  const courier = order?.courier ?? (company && company in COURIERS.options ? (company as keyof typeof COURIERS.options) : 'SF');
  const name = COURIERS.options[courier].zh;
  // without an order, the route starts some days before the current hour: asked twice, it reads the same
  const hour = Math.floor(Date.now() / 3600_000) * 3600_000;
  const start = order?.shipped_at ? Date.parse(`${order.shipped_at.replace(' ', 'T')}+08:00`) : hour - rnd.int(1, 4) * 86_400_000;
  const from = rnd.pick(HUBS);
  const to = order?.receiver_address.match(/^(.{2,3}?)(省|市|自治区)/)?.[1] ?? rnd.pick(HUBS);
  const steps = [
    `【${from}】${name}已揽收`,
    `【${from}转运中心】已发出，下一站【${to}转运中心】`,
    `【${to}转运中心】已到达`,
    `【${to}】快件已到达派送网点`,
    `【${to}】派送员正在为您派件，电话：1${rnd.digits(10)}`,
    '已签收，签收人：本人，感谢使用，期待再次为您服务',
  ];
  const elapsedSteps = Math.min(steps.length, 1 + Math.floor((Date.now() - start) / (14 * 3600_000)));
  const traces = steps.slice(0, Math.max(1, elapsedSteps)).map((context, i) => ({ time: formatTime(start + i * 14 * 3600_000), context }));
  const state = traces.length >= steps.length ? 'signed' : traces.length >= steps.length - 2 ? 'delivering' : 'in_transit';
  return { company: name, no, state: state as 'signed' | 'delivering' | 'in_transit', traces: traces.reverse() };
}

/** Per row, the order it verifies or why not: a repeat of an earlier row, an unknown order, one not waiting, a wrong code. */
function checkVerification(state: MockState, rows: readonly { order_no: string; verify_code: string }[]): (Order | Fail)[] {
  const wanted = new Set(rows.map((r) => r.order_no));
  const byNo = new Map(state.orders.all().filter((o) => wanted.has(o.order_no)).map((o) => [o.order_no, o]));
  const seen = new Map<string, number>();
  return rows.map((r, i) => {
    const first = seen.get(r.order_no);
    if (first !== undefined) return new Fail(MESSAGES.duplicateRow, { row: first });
    const order = byNo.get(r.order_no);
    if (!order) return new Fail(MESSAGES.orderUnknown);
    if (order.type !== 'store' || order.status !== 'to_ship') return new Fail(MESSAGES.orderNotVerifiable);
    if (order.verify_code !== r.verify_code) return new Fail(MESSAGES.verifyCodeWrong);
    seen.set(r.order_no, i + 1);
    return order;
  });
}
