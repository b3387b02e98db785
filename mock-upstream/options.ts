import { z } from 'zod';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Each MOCK_* variable: its schema and, for the one-line error, what it accepts. */
const VARS = {
  MOCK_HOST: { schema: z.string().min(1).default('0.0.0.0'), accepts: 'a host name or IP address' },
  MOCK_PORT: { schema: z.coerce.number().int().min(0).max(65535).default(3001), accepts: 'an integer port 0-65535' },
  MOCK_SEED: { schema: z.coerce.number().int().min(0).max(2 ** 31 - 1).default(20240601), accepts: 'an integer 0-2147483647' },
  MOCK_SCALE: { schema: z.enum(['demo', 'large']).default('demo'), accepts: '"demo" or "large"' },
  MOCK_LATENCY_MS: { schema: z.coerce.number().int().min(0).max(60_000).default(0), accepts: 'an integer 0-60000 (milliseconds)' },
  MOCK_FAIL_RATE: { schema: z.coerce.number().min(0).max(1).default(0), accepts: 'a number 0-1' },
  MOCK_STATE_FILE: { schema: z.string().min(1).optional(), accepts: 'a file path' },
  MOCK_PUBLIC_URL: {
    schema: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')).optional(),
    accepts: 'an http(s) URL such as https://demo.example.com',
  },
  MOCK_ANCHOR_DATE: {
    schema: z.string().regex(DATE).optional(),
    accepts: 'a date YYYY-MM-DD (default: the data ends at the current hour)',
  },
  MOCK_ANCHOR_TIME: {
    schema: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).optional(),
    accepts: 'a time HH:mm on MOCK_ANCHOR_DATE (default: the end of that day)',
  },
  MOCK_DEMO_RESET: { schema: z.coerce.number().int().min(1).max(1440).optional(), accepts: 'an integer 1-1440 (minutes without calls after a change)' },
  MOCK_SESSION_IDLE_MINUTES: { schema: z.coerce.number().int().min(1).max(1440).default(30), accepts: 'an integer 1-1440 (minutes)' },
  MOCK_SESSION_LIFETIME_HOURS: { schema: z.coerce.number().int().min(1).max(720).default(12), accepts: 'an integer 1-720 (hours)' },
  MOCK_LIVE: { schema: z.enum(['0', '1']).default('1'), accepts: '1 (on) or 0 (off)' },
  MOCK_LIVE_RATE: { schema: z.coerce.number().int().min(1).max(120).default(4), accepts: 'an integer 1-120 (events a minute)' },
  MOCK_EVENTS_WEBHOOK_URL: { schema: z.url({ protocol: /^https?$/ }).optional(), accepts: 'an http(s) URL the events are POSTed to' },
  MOCK_EVENTS_WEBHOOK_SECRET: { schema: z.string().min(16).optional(), accepts: 'a secret of 16 characters or more (the HMAC-SHA256 key)' },
} as const;

/** The mock's variable names, which the gateway also knows in demo mode (its check for misspelt names). */
export const MOCK_VARIABLE_NAMES = Object.keys(VARS);

type Vars = typeof VARS;
type Parsed = { [K in keyof Vars]: z.output<Vars[K]['schema']> };

/** How many of the main records the seed makes (data/seed.ts; `MOCK_SCALE` picks one of its two sets). */
export interface SeedSize {
  merchants: number;
  goods: number;
  members: number;
  orders: number;
}

export interface MockOptions {
  host: string;
  port: number;
  /** The same seed gives the same data. */
  seed: number;
  scale: 'demo' | 'large';
  latencyMs: number;
  failRate: number;
  stateFile?: string;
  /** Absolute origin for upload and file URLs; unset: paths relative to the caller's origin. */
  publicUrl?: string;
  /** The last day of the seeded data (YYYY-MM-DD); unset: the data ends at the current hour. */
  anchorDate?: string;
  /** With `anchorDate`: the time of day (HH:mm) the data ends and the upstream's clock stands at; unset: the day's end. */
  anchorTime?: string;
  /** The demo data goes back to its seed once nobody has called for this long after a change (docs/demo.md); unset: never by itself. */
  demoResetMinutes?: number;
  /** A session ends after this long without an authenticated call (docs/mock.md, "Sessions"). */
  sessionIdleMinutes: number;
  /** ...and this long after its login, whatever happens. */
  sessionLifetimeHours: number;
  /**
   * The live mode (docs/events.md): orders paid, refunds and withdrawals asked for by themselves. On where the mock
   * reads its variables (`npm run mock`, the gateway's demo mode) unless `MOCK_LIVE=0`; off in a mock a test builds
   * (DEFAULT_OPTIONS), which asks for it with `live: true` or moves it with `/__mock/live/steps`.
   */
  live: boolean;
  /** Live events a minute. */
  liveRate: number;
  /** Where to POST each event, signed with `eventsWebhookSecret`; unset: no webhook. */
  eventsWebhookUrl?: string;
  eventsWebhookSecret?: string;
  /**
   * The clock of sessions and SMS codes (ms since the epoch). Not a variable: tests pass their own to move time
   * without waiting; unset, the real time.
   */
  clock?: () => number;
  /**
   * How many merchants, goods, members and orders to seed, each in place of the scale's count. Not a variable: a
   * test seeds only the rows it needs (the 10,000-row bulk job needs members, not the large scale's 100,000 orders).
   */
  size?: Partial<SeedSize>;
}

/** Reads MOCK_* variables; an invalid value throws one line naming the variable and what it accepts. */
export function loadMockOptions(env: NodeJS.ProcessEnv): MockOptions {
  const out: Partial<Parsed> = {};
  for (const [name, { schema, accepts }] of Object.entries(VARS) as [keyof Vars, Vars[keyof Vars]][]) {
    const raw = env[name];
    const result = (schema as z.ZodType).safeParse(raw === '' ? undefined : raw);
    if (!result.success) throw new Error(`invalid ${name}=${JSON.stringify(raw)}: expected ${accepts}`);
    (out as Record<string, unknown>)[name] = result.data;
  }
  const v = out as Parsed;
  // a time of day on no anchor day would be silently ignored: refused like any bad value
  // a webhook nobody could verify would teach its receiver to skip the check
  if (v.MOCK_EVENTS_WEBHOOK_URL && !v.MOCK_EVENTS_WEBHOOK_SECRET) throw new Error(`invalid MOCK_EVENTS_WEBHOOK_SECRET (unset): expected ${VARS.MOCK_EVENTS_WEBHOOK_SECRET.accepts} with MOCK_EVENTS_WEBHOOK_URL`);
  if (v.MOCK_ANCHOR_TIME && !v.MOCK_ANCHOR_DATE) throw new Error(`invalid MOCK_ANCHOR_TIME=${JSON.stringify(env.MOCK_ANCHOR_TIME)}: expected ${VARS.MOCK_ANCHOR_TIME.accepts}`);
  return {
    host: v.MOCK_HOST,
    port: v.MOCK_PORT,
    seed: v.MOCK_SEED,
    scale: v.MOCK_SCALE,
    latencyMs: v.MOCK_LATENCY_MS,
    failRate: v.MOCK_FAIL_RATE,
    stateFile: v.MOCK_STATE_FILE,
    publicUrl: v.MOCK_PUBLIC_URL,
    anchorDate: v.MOCK_ANCHOR_DATE,
    anchorTime: v.MOCK_ANCHOR_TIME,
    demoResetMinutes: v.MOCK_DEMO_RESET,
    sessionIdleMinutes: v.MOCK_SESSION_IDLE_MINUTES,
    sessionLifetimeHours: v.MOCK_SESSION_LIFETIME_HOURS,
    live: v.MOCK_LIVE === '1',
    liveRate: v.MOCK_LIVE_RATE,
    eventsWebhookUrl: v.MOCK_EVENTS_WEBHOOK_URL,
    eventsWebhookSecret: v.MOCK_EVENTS_WEBHOOK_SECRET,
  };
}

export const DEFAULT_OPTIONS: MockOptions = { ...loadMockOptions({}), live: false };

/** What the upstream's sessions and SMS codes take as now. */
export function nowMs(options: Pick<MockOptions, 'clock'>): number {
  return options.clock ? options.clock() : Date.now();
}
