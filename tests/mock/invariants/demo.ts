/**
 * Invariants a prospect's second question tests (issue "a demo that holds up"): sales are what was sold, an unpaid
 * order is younger than the time after which unpaid orders close, a ledger reads as a running sum in time order, a
 * member acts only after registering, a count counts its records, and a goods' changes are in its log.
 */
import { SETTING_KEY } from '../../../contract/settings.ts';
import { cents, firstBroken, type Invariant, ms, type Row, tablesOf } from './time.ts';

/** The fields that say when a record began: the first one a row has is its start. */
const STARTS = ['applied_at', 'joined_at', 'created_at'];
const isTime = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(v);

export const demo: Invariant[] = [
  {
    name: "a goods' sales are what the seeded paid orders sold of it, and only goods approved for sale sold",
    check: ({ state }) => {
      const sold = new Map<number, number>();
      for (const o of state.orders.all()) {
        if (o.paid_at === null) continue;
        for (const item of o.items) sold.set(item.goods_id, (sold.get(item.goods_id) ?? 0) + item.quantity);
      }
      return firstBroken('goods', state.goods.all(), (g) => {
        if (g.sales !== (sold.get(g.id) ?? 0)) return `sales ${g.sales}, but paid orders sold ${sold.get(g.id) ?? 0}`;
        return g.sales > 0 && g.audit_state !== 'approved' && `sold ${g.sales} though its audit is ${g.audit_state}`;
      });
    },
  },
  {
    name: 'an unpaid order is younger than the minutes after which its kind of order closes unpaid',
    check: ({ state, now }) => {
      const minutes = (type: string) => {
        if (type === 'group') return (state.config[SETTING_KEY.groupBuy] as { unpaid_close_minutes: number }).unpaid_close_minutes;
        if (type === 'seckill') return (state.config[SETTING_KEY.seckill] as { unpaid_close_minutes: number }).unpaid_close_minutes;
        return state.config.order_auto_close_minutes as number;
      };
      return firstBroken('orders', state.orders.where('status', 'to_pay'), (o) => {
        const age = (ms(now) - ms(o.created_at)) / 60_000;
        return age >= minutes(o.type) && `unpaid for ${Math.floor(age)} minutes, but ${o.type} orders close after ${minutes(o.type)}`;
      });
    },
  },
  {
    name: "a member's ledger, read in time order, has each balance_after the sum of the entries up to it, per asset",
    check: ({ state }) => {
      const byHolding = new Map<string, typeof entries>();
      const entries = state.ledger.all();
      for (const e of entries) {
        const key = `${e.member_id} ${e.asset}`;
        byHolding.set(key, [...(byHolding.get(key) ?? []), e]);
      }
      for (const list of byHolding.values()) {
        const inTime = [...list].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id));
        let sum = 0;
        const broken = firstBroken('ledger', inTime, (e) => {
          sum += cents(e.amount);
          return cents(e.balance_after) !== sum && `balance_after ${e.balance_after} at ${e.created_at}, but the entries up to then add up to ${sum / 100}`;
        });
        if (broken) return broken;
      }
      return null;
    },
  },
  {
    name: "every member's activity (any record of theirs: feedback, cancellations, promoters ...) begins after they registered",
    check: ({ state }) => {
      const registered = new Map(state.members.all().map((m) => [m.id, m.created_at]));
      for (const [table, rows] of tablesOf(state)) {
        if (table === 'members') continue;
        const broken = firstBroken(table, rows, (r: Row) => {
          const start = STARTS.find((f) => isTime(r[f]));
          const at = registered.get(r.member_id as number);
          return start !== undefined && at !== undefined && (r[start] as string) < at && `${start} ${r[start]}, but member ${r.member_id} registered ${at}`;
        });
        if (broken) return broken;
      }
      return null;
    },
  },
  {
    name: 'a freight template counts the goods it charges, and a campaign the goods it lists',
    check: ({ state }) => {
      const charged = new Map<number, number>();
      for (const g of state.goods.all()) if (g.freight_template_id !== null) charged.set(g.freight_template_id, (charged.get(g.freight_template_id) ?? 0) + 1);
      const templates = firstBroken('infoLists.freightTemplates', state.infoLists.freightTemplates.all(), (f) => {
        return f.goods_count !== (charged.get(f.id) ?? 0) && `goods_count ${f.goods_count}, but ${charged.get(f.id) ?? 0} goods use it`;
      });
      if (templates) return templates;
      const [, campaigns] = tablesOf(state).find(([name]) => name === 'infoLists.campaigns') ?? [];
      return firstBroken('infoLists.campaigns', campaigns ?? [], (c) => {
        const ids = c.goods_ids as number[] | undefined;
        return ids !== undefined && c.goods_count !== ids.length && `goods_count ${c.goods_count}, but it lists ${ids.length} goods`;
      });
    },
  },
  {
    name: "a goods changed after its listing has that change in its log, with its specs and SKUs, at the time of the change",
    check: ({ state }) =>
      firstBroken('goods', state.goods.all(), (g) => {
        if (g.updated_at === g.created_at) return null;
        const logged = state.oplog.where('key', `goods:${g.id}`).find((e) => e.time === g.updated_at && e.action === 'update');
        if (!logged) return `changed ${g.updated_at}, listed ${g.created_at}, and its log has no change then`;
        const fields = logged.changes.map((c) => c.field);
        return !(fields.includes('specs') && fields.includes('skus')) && `the change at ${g.updated_at} logs ${fields.join(', ')}, not the specs and SKUs`;
      }),
  },
];
