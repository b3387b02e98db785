/** Everything the mock knows: business tables, accounts, sessions, SMS codes, settings, uploaded files. */
import { createHash } from 'node:crypto';
import type { Area } from '../contract/shell.ts';
import type { AfterSale } from '../contract/resources/afterSales.ts';
import type { ProductClass } from '../contract/resources/catalog.ts';
import type { Goods } from '../contract/resources/goods.ts';
import type { DeliveryChange, UpcomingGoods } from '../contract/resources/goodsRequests.ts';
import type { LedgerEntry, Member } from '../contract/resources/members.ts';
import type { Merchant } from '../contract/resources/merchants.ts';
import type { Order } from '../contract/resources/orders.ts';
import type { PrintEntry } from '../contract/resources/orderPrints.ts';
import type { StoredWithdrawal } from './data/money/payees.ts';
import type { HomeModule } from '../contract/resources/governance/homeModules.ts';
import type { ReferralReward } from '../contract/resources/governance/referralRewards.ts';
import type { Account } from './accounts.ts';
import { type Row, Table } from './engine/table.ts';
import type { OplogEntry } from '../contract/history.ts';
import { EventLog, type EventsSnapshot } from './events/log.ts';
import { emptyPreferences, type PreferenceStore, restorePreferences } from './preferencesStore.ts';
import { marketingTables } from './data/marketing/tables.ts';
import { membersAreaTables } from './resources/members/tables.ts';
import { contentTables } from './data/content/tables.ts';
import { infoListsTables } from './data/infoLists/tables.ts';
import { moneyTables } from './data/money/tables.ts';
import { storesTables } from './data/stores/tables.ts';
import { shippingTables } from './data/shipping/tables.ts';

/** The last write of a record: who, when, and what (an action's name, `update`, `create`); engine/versions.ts keeps it. */
export interface Write {
  operator: string;
  time: string;
  action: string;
}

/** A settings key's version (0: never saved since the seed) and who saved it last, when. */
export interface ConfigVersion extends Write {
  version: number;
}

/** An entry of the operation log as stored (oplog/chain.ts): `key` (`<resource>:<record id>`) indexes a record's entries. */
export interface OplogRow extends OplogEntry {
  id: number;
  key: string;
  /** What the call was given that is no field of its record (a reason), secrets left out. */
  given: Record<string, string | number | boolean | null>;
}

/** What a table tells of a row before it inserts (`fresh`), changes or deletes it: the write call's journal (oplog/journal.ts). */
export interface WriteWatcher {
  touch(resource: string, table: Table<Row>, row: Row, fresh: boolean): void;
}

/** An after-sale as stored: where its refund goes is read from its order when it is served (`refund_to`). */
export type AfterSaleRow = Omit<AfterSale, 'refund_to'>;

export interface Session {
  token: string;
  account: string;
  area: Area;
  created_at: string;
  /** The last authenticated call: the idle end counts from it (sessions.ts). */
  last_active_ms: number;
  /** The end of the session's lifetime, whatever its activity. */
  expires_ms: number;
}
/** Why a session ended before its token was used again: the words of its status 10 (sessions.ts). */
export type SessionEnd = 'idle' | 'lifetime' | 'password' | 'disabled' | 'reset';
export interface SmsCode {
  mobile: string;
  code: string;
  type: 'login' | 'reset';
  created_ms: number;
  expires_ms: number;
  used: boolean;
  /** Wrong codes tried against it; at the contract's limit the code dies (smsCodes.ts). */
  wrong_tries: number;
  /**
   * Whether an account or a member holds the phone. A request for any other phone is recorded and limited all the
   * same, so the send call cannot tell which phones are registered; no message leaves for it.
   */
  delivered: boolean;
}
export interface StoredFile {
  mime: string;
  data: Buffer;
}
export interface InfoClass {
  id: number;
  type: 'news' | 'case' | 'notice';
  name: string;
  is_menu: boolean;
  sort: number;
  /** Raised by every edit: README.md "Two people, one record". */
  version?: number;
}
export interface Plate {
  id: number;
  name: string;
  icon: string;
  class_ids: number[];
  sort: number;
}
export interface SelfSelect {
  id: number;
  goods_id: number;
  /** The goods name, kept for the keyword filter. */
  name: string;
  sort: number;
  created_at: string;
}

/**
 * Indexes are for low-cardinality fields (status, type, merchant): a filter on a field with many values (member_id)
 * is answered just as fast by the table's cached columns, without tens of thousands of small index buckets.
 */
export class MockState {
  goods = new Table<Goods>(['merchant_id', 'class_id', 'state', 'audit_state', 'zone']);
  orders = new Table<Order>(['status', 'type', 'merchant_id', 'pay_method']);
  // referrer_id: the referral tree counts each member's direct referrals on every node it shows
  members = new Table<Member>(['vip_level', 'status', 'referrer_id']);
  ledger = new Table<LedgerEntry>(['type', 'asset', 'direction']);
  withdrawals = new Table<StoredWithdrawal>(['status', 'method']);
  merchants = new Table<Merchant>(['status', 'category', 'open', 'recommend']);
  productClass = new Table<ProductClass>(['parent_id']);
  selfSelect = new Table<SelfSelect>(['goods_id']);
  afterSales = new Table<AfterSaleRow>(['status', 'type', 'in_store', 'merchant_id']);
  deliveryChanges = new Table<DeliveryChange>(['status', 'merchant_id']);
  upcomingGoods = new Table<UpcomingGoods>(['status', 'merchant_id']);
  homeModules = new Table<HomeModule>();
  referralRewards = new Table<ReferralReward>(['trigger', 'enabled']);
  /** The print view's log: one row per order and print (resources/orderPrints.ts). */
  orderPrints = new Table<PrintEntry>(['order_id']);
  /** The operation log of every write call (oplog/): chained, so it is part of what a reset restores and a file keeps. */
  oplog = new Table<OplogRow>(['key', 'kind']);
  /** The write call under way, if any: its tables report to it (oplog/journal.ts). */
  journal: WriteWatcher | undefined;
  /** Each table's record name in the log: its contract resource (router.ts fills it), else its name in `tables()`. */
  recordNames = new Map<Table<Row>, string>();
  /** The marketing screens' tables (coupons, campaigns, lottery, check-ins...); saved as `marketing.<name>`. */
  marketing = marketingTables();
  /** The members screens' tables (programmes, promoters, service officers, trade union...); saved as `members.<name>`. */
  membersArea = membersAreaTables();
  /** The content screens' tables (rich texts, news and cases, comments, applications); saved as `content.<name>`. */
  content = contentTables();
  /** The infoLists screens' tables (banners, logs, class trees, freight, campaigns...); saved as `infoLists.<name>`. */
  infoLists = infoListsTables();
  /** The money screens' tables (partner withdrawals, recharges, conversions, cash-back, hedging, imports...); saved as `money.<name>`. */
  money = moneyTables();
  /** The stores screens' tables (store changes, payouts and bills, guides, offline stores, shops and circles); saved as `stores.<name>`. */
  stores = storesTables();
  /** The carrier service's tables (waybill accounts, sender addresses, default carriers, waybills bought); saved as `shipping.<name>`. */
  shipping = shippingTables();
  infoClasses: InfoClass[] = [];
  plates: Plate[] = [];
  accounts: Account[] = [];
  sessions = new Map<string, Session>();
  /** Tokens of recently ended sessions and why they ended. Not persisted: after a restart they are merely unknown. */
  endedSessions = new Map<string, SessionEnd>();
  sms: SmsCode[] = [];
  config: Record<string, unknown> = {};
  /** Each settings key's version and its last save (who, when): README.md "Two people, one record". */
  configVersions: Record<string, ConfigVersion> = {};
  /** Who wrote each record last and when (`<resource>:<id>`): the words of a refused edit or action. Not persisted: the operation log stands in after a restart. */
  writes = new Map<string, Write>();
  files = new Map<string, StoredFile>();
  /** Saved views, column layouts, pinned and recent pages per account (docs/views.md). */
  preferences: PreferenceStore = emptyPreferences();
  /** The events of the last day and each account's inbox (docs/events.md). */
  events = new EventLog();
  /** Not persisted: a restart asks for a new captcha or upload token anyway. */
  captchas = new Map<string, { code: string; expires_ms: number }>();
  uploadTokens = new Map<string, { key: string; expires_ms: number }>();
  /** Called after every change (the state file schedules a write). */
  onChange: () => void = () => {};

  constructor() {
    for (const [name, table] of Object.entries(this.tables()) as [string, Table<Row>][]) {
      // the logs are no records: the oplog itself, and the login log's table
      if (name === 'oplog' || name === 'infoLists.logs') continue;
      table.observer = (row, fresh) => this.journal?.touch(this.recordNames.get(table) ?? name, table, row, fresh);
    }
  }

  changed(): void {
    this.onChange();
  }

  tables() {
    return {
      goods: this.goods,
      orders: this.orders,
      members: this.members,
      ledger: this.ledger,
      withdrawals: this.withdrawals,
      merchants: this.merchants,
      productClass: this.productClass,
      selfSelect: this.selfSelect,
      afterSales: this.afterSales,
      deliveryChanges: this.deliveryChanges,
      upcomingGoods: this.upcomingGoods,
      homeModules: this.homeModules,
      referralRewards: this.referralRewards,
      orderPrints: this.orderPrints,
      oplog: this.oplog,
      ...Object.fromEntries(Object.entries(this.marketing).map(([name, table]) => [`marketing.${name}`, table])),
      ...Object.fromEntries(Object.entries(this.membersArea).map(([name, table]) => [`members.${name}`, table])),
      ...Object.fromEntries(Object.entries(this.content).map(([name, table]) => [`content.${name}`, table])),
      ...Object.fromEntries(Object.entries(this.infoLists).map(([name, table]) => [`infoLists.${name}`, table])),
      ...Object.fromEntries(Object.entries(this.money).map(([name, table]) => [`money.${name}`, table])),
      ...Object.fromEntries(Object.entries(this.stores).map(([name, table]) => [`stores.${name}`, table])),
      ...Object.fromEntries(Object.entries(this.shipping).map(([name, table]) => [`shipping.${name}`, table])),
    };
  }

  snapshot(): Snapshot {
    return {
      version: SNAPSHOT_VERSION,
      tables: Object.fromEntries(
        Object.entries(this.tables()).map(([name, t]) => [name, { nextId: t.nextId, rows: t.all() as unknown[] }]),
      ),
      infoClasses: this.infoClasses,
      plates: this.plates,
      accounts: this.accounts,
      sessions: [...this.sessions.values()],
      sms: this.sms,
      config: this.config,
      configVersions: this.configVersions,
      files: [...this.files].map(([key, f]) => ({ key, mime: f.mime, data: f.data.toString('base64') })),
      preferences: this.preferences,
      events: this.events.snapshot(),
    };
  }

  restore(s: Snapshot): void {
    const tables = this.tables() as Record<string, Table<{ id: number }>>;
    for (const [name, table] of Object.entries(tables)) {
      const saved = s.tables[name] ?? (TABLES_SINCE_FORMAT.has(name) ? { nextId: 1, rows: [] } : undefined);
      if (!saved) throw new Error(`table ${name} missing`);
      table.clear();
      for (const row of saved.rows as { id: number }[]) table.insert(row);
      table.nextId = saved.nextId;
    }
    this.infoClasses = s.infoClasses;
    this.plates = s.plates;
    this.accounts = s.accounts;
    this.sessions = new Map(s.sessions.map((x) => [x.token, x]));
    // a file of a mock without these fields: its codes count as delivered and untried
    this.sms = s.sms.map((x) => ({ ...x, wrong_tries: x.wrong_tries ?? 0, delivered: x.delivered ?? true }));
    this.config = s.config;
    // a file of a mock without settings versions: every key starts again from "never saved"
    this.configVersions = s.configVersions ?? {};
    this.files = new Map(s.files.map((f) => [f.key, { mime: f.mime, data: Buffer.from(f.data, 'base64') }]));
    this.preferences = restorePreferences(s.preferences);
    this.events.restore(s.events);
  }
}

/**
 * The state file's format, raised whenever a stored record changes shape, so a file of an older mock is reported
 * instead of loaded into screens that would fail on it (2: goods SKUs, account ids, ledger assets, the areas' tables; 3: order lines' SKUs, receivers' address parts, after-sales'
 * evidence pictures, goods' specs, SKUs with market price, code and picture, freight template; 4: the chained operation log of
 * every write in place of the goods' and orders' own logs; 5: ledger entries' member phone; 6: orders' electronic waybills and the shipping tables, the events of the last day and the accounts' inboxes; 7: members'
 * withdrawals' payee (holder, bank, branch, the full account number) and who reviewed and paid them; 8: the same for
 * partners' withdrawals and stores' payouts, a payout's number kept in full beside its mask, and when it was reviewed).
 */
export const SNAPSHOT_VERSION = 8;
/** Tables added since the format's version without changing a record: a file of a mock before them starts them empty. */
const TABLES_SINCE_FORMAT = new Set(['orderPrints']);
export interface Snapshot {
  version: number;
  tables: Record<string, { nextId: number; rows: unknown[] }>;
  infoClasses: InfoClass[];
  plates: Plate[];
  accounts: Account[];
  sessions: Session[];
  sms: SmsCode[];
  config: Record<string, unknown>;
  configVersions?: Record<string, ConfigVersion>;
  files: { key: string; mime: string; data: string }[];
  /** Absent in a file of a mock without preferences: they start empty. */
  preferences?: PreferenceStore;
  events: EventsSnapshot;
}

/** A hash of each part of the state but its sessions (`/__mock/digest`): equal digests, equal data. */
export function stateDigest(state: MockState): Record<string, string> {
  const { tables, sessions: _sessions, ...rest } = state.snapshot();
  const parts: Record<string, unknown> = { ...Object.fromEntries(Object.entries(tables).map(([name, t]) => [`table:${name}`, t])), ...rest };
  return Object.fromEntries(Object.entries(parts).map(([name, value]) => [name, createHash('sha1').update(JSON.stringify(value)).digest('hex')]));
}
