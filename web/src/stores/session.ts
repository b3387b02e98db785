/**
 * The session: token, role labels, state flag, user and the session's limits, persisted in the cookies Admin-Token,
 * Admin-Roles (a JSON list), Admin-State, user and Admin-Session (docs/console.md, "Stores"), which every tab shares. Login follows docs/console.md, "Areas, logins and roles";
 * getInfo fails with `getInfo: roles must be a non-null array !` when the upstream gives no roles.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { BodyOf } from '../../../contract/endpoint.ts';
import type * as Shell from '../../../contract/shell.ts';
import type { Area, LoginResult } from '../../../contract/shell.ts';
import { COOKIE } from '../config.ts';
import { loginLabels, needsMenu } from './roles.ts';
import { type Api, failureText, isOk } from '../lib/api.ts';
import type { RequestResult } from '../lib/request.ts';
import { shellCalls } from '../lib/shellCalls.ts';
import { type KeyValue, readJson } from '../lib/storage.ts';

export type SessionLimits = NonNullable<LoginResult['session']>;

export const GET_INFO_ERROR = 'getInfo: roles must be a non-null array !';

export interface UserProfile {
  /** The account's id from the login or getInfo: what tells one account from another (`sameAccount`). */
  id?: number;
  /** The account's login name (from the login result; the name or phone typed when the upstream does not say). */
  account: string;
  name: string;
  avatar: string;
  introduction: string;
}

/** Which account a session is: its id when the upstream gives one, and its login name. */
export type AccountRef = Pick<UserProfile, 'id' | 'account'>;

/** A failed login: the server's text (status 1), a network message, or nothing after status 10. */
export type LoginOutcome = { ok: true } | { ok: false; message: string | undefined };

export class SessionStore {
  token: string | undefined;
  roles: string[];
  /** The login's flags, `{"is_admin":1,"is_finance":0}`, kept in Admin-State. */
  state: string | undefined;
  user: UserProfile | undefined;
  /** When the upstream ends the session, as the login said (an upstream that does not say leaves it undefined). */
  limits: SessionLimits | undefined;
  /**
   * A call of this page has been answered with this token: someone may be working, so when the session ends a
   * sign-in dialog opens over the page instead of the login (a page opened on a stale cookie goes to the login).
   */
  verified = false;
  private pendingToken: string | undefined;

  constructor(
    private readonly cookies: KeyValue,
    private readonly api: Api,
    readonly area: Area,
  ) {
    this.token = undefined;
    this.roles = [];
    this.state = undefined;
    this.user = undefined;
    this.limits = undefined;
    this.readCookies();
    makeAutoObservable<SessionStore, 'cookies' | 'api' | 'pendingToken'>(this, { cookies: false, api: false, pendingToken: false });
  }

  /** The token the shared cookies hold now (another tab may have changed it). */
  storedToken(): string | undefined {
    return this.cookies.get(COOKIE.token) || undefined;
  }

  /** Takes the session the cookies hold now: another tab signed in (lib/tabSync.ts). */
  adopt(): void {
    this.readCookies();
    this.verified = this.token !== undefined;
  }

  private readCookies(): void {
    this.token = this.cookies.get(COOKIE.token) || undefined;
    this.roles = parseRoles(this.cookies.get(COOKIE.roles)) ?? [];
    this.state = this.cookies.get(COOKIE.state);
    this.user = parseUser(readJson(this.cookies, COOKIE.user));
    this.limits = parseLimits(readJson(this.cookies, COOKIE.limits));
  }

  get loggedIn(): boolean {
    return this.token !== undefined;
  }

  /**
   * The token for the `token` header: during a login the one just issued (also when signing in again over a session
   * that ended, whose token is still held), else the session's.
   */
  get requestToken(): string | undefined {
    return this.pendingToken ?? this.token;
  }

  loginAdmin(body: BodyOf<typeof Shell.adminLogin>): Promise<LoginOutcome> {
    return this.login(body.account, this.api(shellCalls.adminLogin, { body }));
  }

  loginSeller(body: BodyOf<typeof Shell.sellerLogin>): Promise<LoginOutcome> {
    return this.login('account' in body ? body.account : body.mobile, this.api(shellCalls.sellerLogin, { body }));
  }

  private async login(account: string, call: Promise<RequestResult<LoginResult>>): Promise<LoginOutcome> {
    const result = await call;
    if (!isOk(result)) return { ok: false, message: failureText(result) };
    const flags = result.data;
    let roles: string[];
    if (needsMenu(flags)) {
      // the menu call needs the token header, but the session must not look logged in (and let the guard generate
      // routes) before its roles are known
      this.pendingToken = flags.token;
      const menu = await this.api(shellCalls.menuDefinition).finally(() => {
        this.pendingToken = undefined;
      });
      if (!isOk(menu)) return { ok: false, message: failureText(menu) };
      roles = loginLabels(flags, this.area, menu.data);
    } else {
      roles = loginLabels(flags, this.area);
    }
    runInAction(() => {
      this.setToken(flags.token);
      this.setRoles(roles);
      this.state = JSON.stringify({ is_admin: flags.is_admin, is_finance: flags.is_finance });
      this.cookies.set(COOKIE.state, this.state);
      // the same account signing in again (the session-ended dialog) keeps the name and avatar on screen
      const who = { id: flags.account_id, account: flags.account ?? account };
      const kept = this.user && sameAccount(this.user, who) ? this.user : { name: who.account, avatar: '', introduction: '' };
      this.setUser({ ...kept, ...who });
      this.limits = flags.session;
      if (flags.session) this.cookies.set(COOKIE.limits, JSON.stringify(flags.session));
      else this.cookies.remove(COOKIE.limits);
      this.verified = true;
    });
    return { ok: true };
  }

  /**
   * Loads the user's name, avatar and introduction. Throws getInfo's roles error (docs/console.md, "Stores") when the upstream gives no
   * roles, and the upstream's text (or network message) when the call fails.
   */
  async getInfo(): Promise<void> {
    if (!this.token) throw new Error(GET_INFO_ERROR);
    // the request client sends the token in its header
    const result = await this.api(shellCalls.userInfo);
    if (!isOk(result)) throw new Error(failureText(result) ?? GET_INFO_ERROR);
    const data = result.data as Partial<typeof result.data> | null | undefined;
    if (!data || !Array.isArray(data.roles) || data.roles.length === 0) throw new Error(GET_INFO_ERROR);
    const roles = data.roles;
    runInAction(() => {
      this.verified = true;
      // the role labels come from the login; an older session without them falls back to the account's roles
      if (this.roles.length === 0) this.setRoles(roles);
      this.setUser({
        id: this.user?.id ?? data.account_id,
        account: this.user?.account ?? data.name ?? '',
        name: data.name ?? '',
        avatar: data.avatar ?? '',
        introduction: data.introduction ?? '',
      });
    });
  }

  /** Sends the logout call (its outcome does not matter: the session ends either way) and clears the session. */
  async logout(): Promise<void> {
    if (this.token) await this.api(shellCalls.adminLogout);
    this.clear();
  }

  /** The roles as stored right now (the Admin-Roles cookie); undefined when absent or unparsable. */
  readStoredRoles(): string[] | undefined {
    return parseRoles(this.cookies.get(COOKIE.roles));
  }

  /**
   * Forgets token, roles, state and user (logout, status 10, area switch). The cookies go only while they hold this
   * page's session: when another tab has logged in since, they are that session's, and a stale tab's status 10 must
   * not log the account just signed in out.
   */
  clear(): void {
    const stored = this.cookies.get(COOKIE.token);
    const ours = stored === undefined || stored === '' || stored === this.token;
    this.token = undefined;
    this.roles = [];
    this.state = undefined;
    this.user = undefined;
    this.limits = undefined;
    this.verified = false;
    if (ours) for (const name of [COOKIE.token, COOKIE.roles, COOKIE.state, COOKIE.user, COOKIE.limits]) this.cookies.remove(name);
  }

  private setToken(token: string): void {
    this.token = token;
    this.cookies.set(COOKIE.token, token);
  }

  private setRoles(roles: string[]): void {
    this.roles = roles;
    this.cookies.set(COOKIE.roles, JSON.stringify(storedRoles(roles)));
  }

  private setUser(user: UserProfile): void {
    this.user = user;
    this.cookies.set(COOKIE.user, JSON.stringify(user));
  }
}

/**
 * Whether two sign-ins are the same account: by the upstream's account id when both have one, so an SMS login (by
 * phone) and a password login (by name) of one account match; else by the login name.
 */
export function sameAccount(a: AccountRef | undefined, b: AccountRef | undefined): boolean {
  if (!a || !b) return false;
  if (a.id !== undefined && b.id !== undefined) return a.id === b.id;
  return a.account !== '' && a.account === b.account;
}

/** Role names that grant a whole route set or an allow-list; the other entries are permission labels. */
export const ROLE_NAMES: readonly string[] = ['admin', 'admin2', 'seller', 'seller2', 'caiwu'];

/**
 * What the Admin-Roles cookie keeps. `admin` and `seller` see their whole route set, so the menu labels beside them
 * (about 240, more than a cookie's 4 KB) add nothing and are left out; any other list is kept whole.
 */
export function storedRoles(roles: readonly string[]): string[] {
  if (roles.includes('admin') || roles.includes('seller')) return roles.filter((r) => ROLE_NAMES.includes(r));
  return [...roles];
}

/** The Admin-Roles cookie as a list of strings; undefined when absent or unparsable. */
export function parseRoles(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

function parseLimits(value: unknown): SessionLimits | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { idle_seconds, expires_at } = value as Record<string, unknown>;
  if (typeof idle_seconds !== 'number' || !(idle_seconds > 0)) return undefined;
  return { idle_seconds, expires_at: typeof expires_at === 'string' ? expires_at : '' };
}

function parseUser(value: unknown): UserProfile | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' ? x : '');
  const id = typeof v.id === 'number' && Number.isInteger(v.id) && v.id > 0 ? v.id : undefined;
  return { id, account: str(v.account), name: str(v.name), avatar: str(v.avatar), introduction: str(v.introduction) };
}
