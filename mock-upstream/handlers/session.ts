/** Logins, sessions, captcha, SMS codes and passwords (docs/contract.md, "The shell's calls"). */
import { randomBytes, randomInt } from 'node:crypto';
import { platform, shell } from '../../contract/index.ts';
import { ROUTE_GROUPS } from '../../contract/routes.ts';
import type { Area, LoginResult, MenuNode } from '../../contract/shell.ts';
import { type Account, canLogIn } from '../accounts.ts';
import { Fail, MESSAGES } from '../messages.ts';
import { captchaCode, captchaSvg } from '../pictures.ts';
import { Random } from '../random.ts';
import type { Ctx, Router } from '../router.ts';
import type { MockState, SmsCode } from '../state.ts';
import { formatTime, now } from '../time.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
const SMS_TTL_MS = 5 * 60_000;
const SMS_INTERVAL_MS = 60_000;
const SMS_KEEP = 500;

function logIn(state: MockState, account: Account, area: Area): LoginResult {
  if (account.status === 'disabled') throw new Fail(MESSAGES.accountDisabled);
  const token = randomBytes(24).toString('hex');
  account.last_login_at = now();
  state.sessions.set(token, { token, account: account.account, area, created_at: now() });
  state.changed();
  return { token, permission: account.permission, is_admin: account.is_admin, is_finance: account.is_finance };
}

function byPassword(state: MockState, area: Area, account: string, password: string): Account {
  const user = state.accounts.find((a) => a.account === account);
  if (!user || user.password !== password) throw new Fail(MESSAGES.wrongCredentials);
  if (!canLogIn(user, area)) throw new Fail(MESSAGES.wrongArea);
  return user;
}

/** Uses the newest matching code once; any other code fails. */
function consumeSmsCode(state: MockState, mobile: string, code: string, type: SmsCode['type']): void {
  const entry = state.sms.findLast((s) => s.mobile === mobile && s.type === type);
  if (!entry || entry.used || entry.code !== code || entry.expires_ms < Date.now()) throw new Fail(MESSAGES.smsCodeWrong);
  entry.used = true;
  state.changed();
}

function menuTree(area: Area): MenuNode[] {
  return ROUTE_GROUPS.map((g) => ({
    label: g.path.slice(1),
    title: g.title.zh,
    children: g.children.filter((r) => area === 'admin' || !r.adminOnly).map((r) => ({ label: r.label, title: r.title.zh })),
  })).filter((g) => g.children.length > 0);
}

function changePassword(ctx: Ctx<unknown, { old_pw: string; new_pw: string }>): null {
  const user = ctx.caller!.user;
  if (user.password !== ctx.body.old_pw) throw new Fail(MESSAGES.oldPasswordWrong);
  user.password = ctx.body.new_pw;
  ctx.state.changed();
  return null;
}

export function serveSession(router: Router): void {
  const rnd = new Random(randomInt(2 ** 31));

  // Only the demo accounts: accounts an administrator created keep their passwords to themselves.
  router.on(shell.demoAccounts, ({ state }) => ({
    accounts: state.accounts.filter((a) => a.account in MESSAGES.demo).map((a) => ({
      area: a.area,
      account: a.account,
      password: a.password,
      description: MESSAGES.demo[a.account as keyof typeof MESSAGES.demo] ?? { zh: a.introduction, en: a.introduction },
    })),
  }));

  router.on(shell.captchaKey, ({ query, state }) => {
    if (query.key) state.captchas.delete(query.key);
    const key = randomBytes(12).toString('hex');
    const code = captchaCode(rnd);
    state.captchas.set(key, { code, expires_ms: Date.now() + CAPTCHA_TTL_MS });
    for (const [k, c] of state.captchas) if (c.expires_ms < Date.now()) state.captchas.delete(k);
    return { key, img: captchaSvg(code, rnd) };
  });

  router.on(shell.adminLogin, ({ body, state }) => {
    // A captcha serves one attempt, right or wrong.
    const captcha = state.captchas.get(body.key);
    state.captchas.delete(body.key);
    if (!captcha || captcha.expires_ms < Date.now()) throw new Fail(MESSAGES.captchaExpired);
    if (captcha.code.toUpperCase() !== body.code.trim().toUpperCase()) throw new Fail(MESSAGES.captchaWrong);
    return logIn(state, byPassword(state, 'admin', body.account, body.password), 'admin');
  });

  router.on(shell.sellerLogin, ({ body, state }) => {
    if ('account' in body) return logIn(state, byPassword(state, 'seller', body.account, body.password), 'seller');
    const user = state.accounts.find((a) => a.mobile === body.mobile);
    if (!user) throw new Fail(MESSAGES.mobileUnknown);
    consumeSmsCode(state, body.mobile, body.code, 'login');
    if (!canLogIn(user, 'seller')) throw new Fail(MESSAGES.wrongArea);
    return logIn(state, user, 'seller');
  });

  router.on(shell.adminLogout, ({ request, state }) => {
    state.sessions.delete(String(request.headers.token));
    state.changed();
    return null;
  });

  router.on(shell.userInfo, ({ caller }) => {
    const user = caller!.user;
    return { roles: user.roles, name: user.name, avatar: user.avatar, introduction: user.introduction };
  });

  router.on(shell.menuDefinition, ({ caller }) => menuTree(caller!.area));

  router.on(shell.mobileCode, ({ body, state }) => {
    if (!state.accounts.some((a) => a.mobile === body.mobile)) throw new Fail(MESSAGES.mobileUnknown);
    const last = state.sms.findLast((s) => s.mobile === body.mobile && s.type === body.type);
    const wait = last ? last.created_ms + SMS_INTERVAL_MS - Date.now() : 0;
    if (wait > 0) throw new Fail(MESSAGES.smsTooFrequent, { seconds: Math.ceil(wait / 1000) });
    const created = Date.now();
    state.sms.push({ mobile: body.mobile, code: rnd.digits(6), type: body.type, created_ms: created, expires_ms: created + SMS_TTL_MS, used: false });
    if (state.sms.length > SMS_KEEP) state.sms.splice(0, state.sms.length - SMS_KEEP);
    state.changed();
    return { expires_in: SMS_TTL_MS / 1000 };
  });

  router.on(shell.smsPassword, ({ body, state }) => {
    const user = state.accounts.find((a) => a.mobile === body.mobile);
    if (!user) throw new Fail(MESSAGES.mobileUnknown);
    consumeSmsCode(state, body.mobile, body.code, 'reset');
    user.password = body.password;
    // A reset password ends every session of the account.
    for (const [token, s] of state.sessions) if (s.account === user.account) state.sessions.delete(token);
    state.changed();
    return null;
  });

  router.on(platform.smsCodeLookup, ({ query, state }) =>
    state.sms
      .filter((s) => s.mobile === query.mobile)
      .slice(-10)
      .reverse()
      .map((s) => ({ mobile: s.mobile, code: s.code, type: s.type, created_at: formatTime(s.created_ms), expires_at: formatTime(s.expires_ms), used: s.used })),
  );

  router.on(shell.storeInfo, ({ caller, state }) => {
    const m = state.merchants.get(caller!.user.store_id)!;
    return { id: m.id, name: m.name, logo: m.logo, phone: m.mobile, address: `${m.province}${m.city}${m.district}${m.address}` };
  });

  router.on(shell.adminPassword, changePassword);
  router.on(shell.sellerPassword, changePassword);
}
