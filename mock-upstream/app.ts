/**
 * The mock upstream: a stateful, validating demo backend that serves every call of the contract with seeded zh data.
 * `buildMockUpstream` returns a Fastify instance ready to listen (alone via main.ts, or inside the gateway).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ENDPOINTS } from '../contract/index.ts';
import { langFromAcceptLanguage } from '../contract/i18n.ts';
import { seedState } from './data/seed.ts';
import { serveFiles, serveUploadToken } from './handlers/files.ts';
import { servePlatform } from './handlers/platform.ts';
import { serveSession } from './handlers/session.ts';
import { serveSettings } from './handlers/settings.ts';
import { serveStats } from './handlers/stats.ts';
import { fill, MESSAGES } from './messages.ts';
import { openApiDocument } from '../contract/openapi/index.ts';
import { ACTIVITY_HEADER, isActivity } from '../contract/activity.ts';
import type { Endpoint } from '../contract/endpoint.ts';
import { SERVICE_PATH_PREFIX } from '../contract/events.ts';
import { DemoReset, ResetWhenIdle } from './demoReset.ts';
import { DEFAULT_OPTIONS, loadMockOptions, type MockOptions, nowMs } from './options.ts';
import { StateFile } from './persistence.ts';
import { serveCatalog } from './resources/catalog.ts';
import { serveGoods } from './resources/goods.ts';
import { serveGoodsReview } from './resources/goodsReview.ts';
import { serveMembers } from './resources/members.ts';
import { serveMerchants } from './resources/merchants.ts';
import { serveOrders } from './resources/orders.ts';
import { serveSearch } from './resources/search.ts';
import { serveWithdrawals } from './resources/withdrawals.ts';
import { serveViews } from './resources/views.ts';
import { serveContentArea } from './resources/content/index.ts';
import { serveGovernanceArea } from './resources/governance/index.ts';
import { serveInfoListsArea } from './resources/infoLists/index.ts';
import { serveInfoSettingsArea } from './resources/infoSettings/index.ts';
import { serveMarketingArea } from './resources/marketing/index.ts';
import { serveMembersArea } from './resources/members/index.ts';
import { serveMoneyArea } from './resources/money/index.ts';
import { serveStoresArea } from './resources/stores/index.ts';
import { serveOplog, serveOplogDebug } from './oplog/serve.ts';
import { LiveMode, serveLiveDebug } from './events/live.ts';
import { serveEvents } from './events/serve.ts';
import { WebhookSender } from './events/webhook.ts';
import { Router } from './router.ts';
import { MockState, stateDigest } from './state.ts';

export { loadMockOptions, type MockOptions };

/** Paths that behave like the real upstream: latency and failures are injected only there. */
const UPSTREAM_PATH = /^\/(api|user)\//;

/** How often an idle demo is checked for its reset (`MOCK_DEMO_RESET`). */
const RESET_CHECK_MS = 5_000;

/** Request logs leave out the query string: a filter may carry a member's mobile or name. */
const DEFAULT_SERVER: FastifyServerOptions = {
  logger: {
    level: process.env.LOG_LEVEL ?? 'info',
    serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }) },
  },
};

/** `server` overrides Fastify's options (the gateway passes its own logger, tests `{logger: false}`). */
export async function buildMockUpstream(options: Partial<MockOptions> = {}, server: FastifyServerOptions = DEFAULT_SERVER): Promise<FastifyInstance> {
  const opts: MockOptions = { ...DEFAULT_OPTIONS, ...options };
  const app = Fastify({ ...server, bodyLimit: 2 * 1024 * 1024 });
  const state = new MockState();
  state.events.clock = () => nowMs(opts);
  const started = performance.now();
  seedState(state, opts);
  const demoReset = new DemoReset(state);
  const stateFile = opts.stateFile ? new StateFile(opts.stateFile, app.log) : undefined;
  stateFile?.load(state);
  if (stateFile) state.onChange = () => stateFile.schedule(state);
  const idleReset = opts.demoResetMinutes ? new ResetWhenIdle(opts.demoResetMinutes * 60_000, nowMs(opts)) : undefined;
  if (idleReset) {
    const save = state.onChange;
    state.onChange = () => {
      idleReset.noteChange();
      save();
    };
    app.addHook('onRequest', async (request) => {
      // the gateway's feed reader calls every half second: a service reading, not someone using the demo; nor is a
      // console left open reading on its own (the contract's calls that are not activity, contract/activity.ts)
      if (!UPSTREAM_PATH.test(request.url) || request.url.startsWith(SERVICE_PATH_PREFIX)) return;
      const endpoint = (request.routeOptions.config as { endpoint?: Endpoint }).endpoint;
      if (endpoint && !isActivity(endpoint, request.headers[ACTIVITY_HEADER])) return;
      idleReset.called(nowMs(opts));
    });
    // checked every few seconds: a reset is due at most that late
    const timer = setInterval(() => {
      if (!idleReset.due(nowMs(opts))) return;
      demoReset.reset(state);
      app.log.info(`mock upstream: demo data reset after ${opts.demoResetMinutes} idle minutes`);
    }, RESET_CHECK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.log.info(`mock upstream: seed ${opts.seed}, scale ${opts.scale}, ready in ${Math.round(performance.now() - started)} ms`);

  // JSON bodies: an empty body is no body (DELETE with a JSON content type), and prototype keys are dropped.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string, (k, v) => (k === '__proto__' || k === 'constructor' ? undefined : v)));
    } catch {
      done(Object.assign(new Error('invalid JSON'), { statusCode: 400, code: 'MOCK_BAD_JSON' }), undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!UPSTREAM_PATH.test(request.url)) return;
    if (opts.latencyMs > 0) await new Promise((r) => setTimeout(r, opts.latencyMs));
    if (opts.failRate > 0 && Math.random() < opts.failRate) {
      const lang = langFromAcceptLanguage(request.headers['accept-language']);
      return reply.code(503).send({ status: 1, error: fill(MESSAGES.injectedFailure, lang) });
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = langFromAcceptLanguage(request.headers['accept-language']);
    const path = request.url.split('?')[0];
    reply.code(404).send({ status: 1, error: fill(MESSAGES.notFound, lang, { method: request.method, path }) });
  });
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, request, reply) => {
    const lang = langFromAcceptLanguage(request.headers['accept-language']);
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'mock upstream error');
      return reply.code(500).send({ status: 1, error: fill(MESSAGES.internal, lang) });
    }
    const error = err.code === 'MOCK_BAD_JSON' ? fill(MESSAGES.badJson, lang) : fill(MESSAGES.badRequest, lang, { detail: err.message });
    return reply.code(status).send({ status: 1, error });
  });

  const router = new Router();
  serveSession(router);
  serveUploadToken(router);
  serveSettings(router);
  serveStats(router);
  servePlatform(router);
  serveGoods(router);
  serveGoodsReview(router);
  serveOrders(router);
  serveMembers(router);
  serveWithdrawals(router);
  serveMerchants(router);
  serveCatalog(router);
  serveMoneyArea(router);
  serveMembersArea(router);
  serveStoresArea(router);
  serveMarketingArea(router);
  serveInfoSettingsArea(router);
  serveInfoListsArea(router);
  serveContentArea(router);
  serveGovernanceArea(router);
  serveViews(router);
  serveSearch(router);
  serveOplog(router);
  serveEvents(router);
  router.install(app, ENDPOINTS, state, opts);
  await serveFiles(app, state, opts);

  app.get('/healthz', async () => ({ status: 'ok', seed: opts.seed, scale: opts.scale, state_file: stateFile?.status ?? 'none' }));

  // Debug calls for tests and demos. The gateway proxies only /api and /user, so a browser never reaches these.
  // Back to the seeded data in memory, ending every session (docs/demo.md, "Between two prospects").
  app.post('/__mock/reset', async () => {
    const started = performance.now();
    demoReset.reset(state);
    return { status: 0, data: { ms: Math.round(performance.now() - started) } };
  });
  serveOplogDebug(app, state);
  const live = new LiveMode(state, opts);
  serveLiveDebug(app, live);
  if (opts.live) live.start();
  const webhook = opts.eventsWebhookUrl && opts.eventsWebhookSecret ? new WebhookSender(opts.eventsWebhookUrl, opts.eventsWebhookSecret, app.log) : undefined;
  if (webhook) state.events.onPublish((event) => webhook.send(event));
  app.get('/__mock/openapi.json', async () => openApiDocument());
  app.get('/__mock/captcha', async (request, reply) => {
    const key = (request.query as { key?: string }).key ?? '';
    const captcha = state.captchas.get(key);
    if (!captcha) return reply.code(404).send({ status: 1, error: 'unknown captcha key' });
    return { status: 0, data: { code: captcha.code } };
  });
  // The newest code sent to a phone, whoever holds it: the lookup screen never shows a console account's codes.
  app.get('/__mock/sms', async (request, reply) => {
    const mobile = (request.query as { mobile?: string }).mobile ?? '';
    const entry = state.sms.findLast((s) => s.mobile === mobile);
    if (!entry) return reply.code(404).send({ status: 1, error: 'no SMS code for that phone' });
    return { status: 0, data: { code: entry.code, type: entry.type } };
  });
  app.get('/__mock/state', async () => ({
    status: 0,
    data: {
      seed: opts.seed,
      scale: opts.scale,
      state_file: stateFile?.status ?? 'none',
      rows: Object.fromEntries(Object.entries(state.tables()).map(([name, t]) => [name, t.size])),
      memory_mb: { rss: Math.round(process.memoryUsage().rss / 2 ** 20), heap: Math.round(process.memoryUsage().heapUsed / 2 ** 20) },
    },
  }));

  // What the state holds, hashed per part (each table, the settings, the accounts...): a test compares two answers
  // to see that calls changed nothing, and which part if they did. Sessions are left out: signing in changes them.
  app.get('/__mock/digest', async () => ({ status: 0, data: stateDigest(state) }));

  app.addHook('onClose', async () => {
    live.stop();
    await webhook?.close();
    await stateFile?.flush(state);
  });
  return app;
}
