/** Logins, sessions, captcha, SMS codes and passwords (docs/contract.md, "The shell's calls"). */
import { randomBytes, randomInt } from 'node:crypto';
import { platform, shell } from '../../contract/index.ts';
import { ROUTE_GROUPS, inRouteSet } from '../../contract/routes.ts';
import type { Area, LoginResult, MenuNode } from '../../contract/shell.ts';
import { type Account, canLogIn } from '../accounts.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { MockOptions } from '../options.ts';
import { captchaCode, captchaSvg } from '../pictures.ts';
import { Random } from '../random.ts';
import type { Ctx, Router } from '../router.ts';
import { closeSession, endSessions, openSession } from '../sessions.ts';
import { lookUpSmsCodes, redeemSmsCode, sendSmsCode } from '../smsCodes.ts';
import type { MockState } from '../state.ts';
import { now } from '../time.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;

function logIn(state: MockState, options: MockOptions, account: Account, area: Area): LoginResult {
  if (account.status === 'disabled') throw new Fail(MESSAGES.accountDisabled);
  account.last_login_at = now();
  const { token, session } = openSession(state, options, account, area);
  return {
    token,
    permission: account.permission,
    is_admin: account.is_admin,
    is_finance: account.is_finance,
    account_id: account.id,
    account: account.account,
    session,
  };
}

function byPassword(state: MockState, area: Area, account: string, password: string): Account {
  const user = state.accounts.find((a) => a.account === account);
  if (!user || user.password !== password) throw new Fail(MESSAGES.wrongCredentials);
  if (!canLogIn(user, area)) throw new Fail(MESSAGES.wrongArea);
  return user;
}

function menuTree(area: Area): MenuNode[] {
  return ROUTE_GROUPS.map((g) => ({
    label: g.path.slice(1),
    title: g.title.zh,
    children: g.children.filter((r) => inRouteSet(r, area)).map((r) => ({ label: r.label, title: r.title.zh })),
  })).filter((g) => g.children.length > 0);
}

/** One's own password: every other session of the account ends at once; the one that changed it stays. */
function changePassword(ctx: Ctx<unknown, { old_pw: string; new_pw: string }>): null {
  const caller = ctx.caller!;
  if (caller.user.password !== ctx.body.old_pw) throw new Fail(MESSAGES.oldPasswordWrong);
  caller.user.password = ctx.body.new_pw;
  endSessions(ctx.state, caller.user.account, 'password', caller.token);
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

  router.on(shell.adminLogin, ({ body, state, options }) => {
    // A captcha serves one attempt, right or wrong.
    const captcha = state.captchas.get(body.key);
    state.captchas.delete(body.key);
    if (!captcha || captcha.expires_ms < Date.now()) throw new Fail(MESSAGES.captchaExpired);
    if (captcha.code.toUpperCase() !== body.code.trim().toUpperCase()) throw new Fail(MESSAGES.captchaWrong);
    return logIn(state, options, byPassword(state, 'admin', body.account, body.password), 'admin');
  });

  router.on(shell.sellerLogin, ({ body, state, options }) => {
    if ('account' in body) return logIn(state, options, byPassword(state, 'seller', body.account, body.password), 'seller');
    const user = redeemSmsCode(state, options, body.mobile, body.code, 'login');
    if (!canLogIn(user, 'seller')) throw new Fail(MESSAGES.wrongArea);
    return logIn(state, options, user, 'seller');
  });

  router.on(shell.adminLogout, ({ caller, state }) => {
    closeSession(state, caller!.token);
    return null;
  });

  router.on(shell.userInfo, ({ caller }) => {
    const user = caller!.user;
    return { roles: user.roles, account_id: user.id, name: user.name, avatar: user.avatar, introduction: user.introduction };
  });

  router.on(shell.menuDefinition, ({ caller }) => menuTree(caller!.area));

  router.on(shell.mobileCode, ({ body, state, options }) => sendSmsCode(state, options, rnd, body.mobile, body.type));

  // Whoever resets by SMS may not be the one signed in elsewhere: every session of the account ends.
  router.on(shell.smsPassword, ({ body, state, options }) => {
    const user = redeemSmsCode(state, options, body.mobile, body.code, 'reset');
    user.password = body.password;
    endSessions(state, user.account, 'password');
    return null;
  });

  router.on(platform.smsCodeLookup, (ctx) => lookUpSmsCodes(ctx, ctx.query.mobile));

  router.on(shell.storeInfo, ({ caller, state }) => {
    const m = state.merchants.get(caller!.user.store_id)!;
    return { id: m.id, name: m.name, logo: m.logo, phone: m.mobile, address: `${m.province}${m.city}${m.district}${m.address}` };
  });

  router.on(shell.adminPassword, changePassword);
  router.on(shell.sellerPassword, changePassword);
}
