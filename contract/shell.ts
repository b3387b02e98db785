/**
 * The shell's calls (docs/contract.md, "The shell's calls": login, session, password, captcha, SMS, upload token, settings and the other calls
 * the shell references), with their request and response shapes.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { format } from './formats.ts';
import { CONFIG_VERSIONS } from './version.ts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const mobile = z.string().regex(/^1[3-9]\d{9}$/, format('mobile'));
export const smsCode = z.string().regex(/^\d{6}$/, format('digits6'));

/**
 * The upstream's rules for SMS codes (docs/contract.md, "SMS codes and sessions"), for login and password reset
 * alike: a code works once, for `ttl_seconds`, and dies after `max_wrong_tries` wrong codes (the right one is refused
 * after that); a phone gets at most one code per `interval_seconds` and `per_day` codes a day (China time), whichever
 * the purpose. `mobilecode` answers the same whether or not the phone is registered.
 */
export const SMS_CODE_RULES = { ttl_seconds: 300, max_wrong_tries: 5, interval_seconds: 60, per_day: 10 } as const;

/** What both login calls return (docs/contract.md, "The shell's calls"). */
export const loginResult = z.object({
  token: z.string(),
  /** Permission labels of a non-administrator account. */
  permission: z.array(z.string()),
  is_admin: z.union([z.literal(0), z.literal(1)]),
  is_finance: z.union([z.literal(0), z.literal(1)]),
  /**
   * Who signed in, whichever way (password or SMS code): the account's id and its login name. The console tells "the
   * same account signing in again" by the id (README "Sessions"); an upstream that leaves them out is compared by the
   * name or phone typed at the login.
   */
  account_id: z.number().int().positive().optional(),
  account: z.string().optional(),
  /**
   * When the session ends (README "Sessions"): after `idle_seconds` without a call, and at `expires_at` whatever
   * happens. An upstream that leaves it out still works; the console then gives no warning before the idle end.
   */
  session: z
    .object({
      idle_seconds: z.number().int().positive(),
      /** `YYYY-MM-DD HH:mm:ss`, the upstream's time. */
      expires_at: z.string(),
    })
    .optional(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const adminLogin = endpoint({
  method: 'POST',
  path: '/api/v2/admin/login',
  auth: 'public',
  open: { to: 'public', why: 'signing in is what gives a session' },
  body: z.object({
    account: z.string().min(1).max(64),
    password: z.string().min(1).max(64),
    /** From `captchaKey`. */
    key: z.string().min(1),
    code: z.string().min(1).max(8),
  }),
  response: loginResult,
  summary: { zh: '管理员登录', en: 'Administrator login' },
});

export const sellerLogin = endpoint({
  method: 'POST',
  path: '/api/v2/seller/login',
  auth: 'public',
  open: { to: 'public', why: 'signing in is what gives a session' },
  body: z.union([
    z.object({ account: z.string().min(1).max(64), password: z.string().min(1).max(64) }),
    z.object({ mobile, code: smsCode }),
  ]),
  response: loginResult,
  summary: { zh: '商家登录（账号密码或短信验证码）', en: 'Seller login (password or SMS code)' },
});

export const adminLogout = endpoint({
  method: 'GET',
  path: '/api/v2/admin/logout',
  auth: 'token',
  response: z.null(),
  summary: { zh: '退出登录', en: 'Log out' },
});

export const userInfo = endpoint({
  method: 'GET',
  path: '/user/info',
  /** The token travels in the `token` header like every other call's, never in the URL, where proxy logs keep it. */
  auth: 'token',
  response: z.object({
    /** The account's role names as the upstream knows them; empty or absent fails getInfo (docs/console.md, "Stores"). */
    roles: z.array(z.string()),
    /** The account's id, as in the login result. */
    account_id: z.number().int().positive().optional(),
    name: z.string(),
    avatar: z.string(),
    introduction: z.string(),
  }),
  summary: { zh: '当前用户信息', en: 'Current user' },
});

export interface MenuNode {
  label: string;
  title: string;
  children?: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({ label: z.string(), title: z.string(), children: z.array(menuNode).optional() }),
);

export const menuDefinition = endpoint({
  method: 'GET',
  path: '/api/v2/seller/auth',
  auth: 'token',
  response: z.array(menuNode),
  summary: { zh: '菜单定义（权限标签树）', en: 'Menu definition (tree of permission labels)' },
});

export const captchaKey = endpoint({
  method: 'GET',
  path: '/api/v2/admin/imgkey',
  auth: 'public',
  query: z.object({ key: z.string().optional() }),
  /** `img` is an SVG picture as a data URI; the admin login sends `key` back with the code it shows. */
  response: z.object({ key: z.string(), img: z.string() }),
  summary: { zh: '图形验证码', en: 'Captcha picture' },
});

export const mobileCode = endpoint({
  method: 'POST',
  path: '/api/v2/common/mobilecode',
  auth: 'public',
  open: { to: 'public', why: 'the SMS login and the password reset start without a session' },
  body: z.object({ mobile, type: z.enum(['login', 'reset']) }),
  response: z.object({ expires_in: z.number().int() }),
  summary: { zh: '发送短信验证码', en: 'Send SMS code' },
});

export const smsPassword = endpoint({
  method: 'POST',
  path: '/api/v2/seller/smspassword',
  auth: 'public',
  open: { to: 'public', why: 'a forgotten password is reset without a session; the SMS code is the credential' },
  body: z.object({ mobile, code: smsCode, password }),
  response: z.null(),
  summary: { zh: '短信重置密码', en: 'Reset password by SMS' },
});

export const storeInfo = endpoint({
  method: 'GET',
  path: '/api/v2/seller/storeinfo',
  auth: 'token',
  response: z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
  summary: { zh: '店铺信息', en: 'Store information' },
});

/** Body of both password calls (docs/console.md, "Change password"). */
export const passwordChange = z
  .object({ new_pw: password, new_pw2: password, old_pw: password })
  .refine((b) => b.new_pw === b.new_pw2, {
    path: ['new_pw2'],
    message: 'new_pw2 must equal new_pw',
    params: { rule: 'equals', other: 'new_pw' },
  });

export const adminPassword = endpoint({
  method: 'POST',
  path: '/api/v2/admin/password',
  auth: 'token',
  open: { to: 'signedIn', why: "the caller's own password, proven by the old one" },
  body: passwordChange,
  response: z.null(),
  summary: { zh: '修改管理员密码', en: 'Change administrator password' },
});

export const sellerPassword = endpoint({
  method: 'POST',
  path: '/api/v2/seller/password',
  auth: 'token',
  open: { to: 'signedIn', why: "the caller's own password, proven by the old one" },
  body: passwordChange,
  response: z.null(),
  summary: { zh: '修改商家密码', en: 'Change seller password' },
});

export const uploadToken = endpoint({
  method: 'GET',
  path: '/api/v2/common/imgkeyqiniu',
  auth: 'token',
  query: z.object({ filename: z.string().optional() }),
  /** The browser posts the file (multipart field `file`, plus `token` and `key`) to `upload_url` and stores `cdn_url + key`. */
  response: z.object({ token: z.string(), key: z.string(), upload_url: z.string(), cdn_url: z.string() }),
  summary: { zh: '上传凭证', en: 'Upload token' },
});

/** The version of each settings key asked for (0: never saved), under `CONFIG_VERSIONS` of `configRead`'s answer. */
export const configVersions = z.record(z.string(), z.number().int().min(0));

/**
 * Settings: read. The values by key and, asked `with_versions` (a screen that saves them), under `CONFIG_VERSIONS`
 * (contract/version.ts) the version of each, for `settings.configSave` to send back.
 */
export const configRead = endpoint({
  method: 'POST',
  path: '/api/v2/common/config',
  auth: 'token',
  open: { to: 'signedIn', why: 'a read sent as POST (the keys travel in the body): every screen reads its settings' },
  body: z.object({ keys: z.array(z.string().min(1)).min(1).max(200), with_versions: z.boolean().optional() }),
  response: z.record(z.string(), z.unknown()).describe(`The value of each key asked for, and with_versions, under ${CONFIG_VERSIONS}, the version of each`),
  summary: { zh: '读取配置', en: 'Read settings' },
});

export const logistic = endpoint({
  method: 'POST',
  path: '/api/v2/common/logistic',
  auth: 'token',
  open: { to: 'signedIn', why: 'a look-up sent as POST: it changes nothing, and every order and after-sales screen shows tracking' },
  body: z.object({ company: z.string().optional(), no: z.string().min(4).max(40) }),
  response: z.object({
    company: z.string(),
    no: z.string(),
    state: z.enum(['in_transit', 'delivering', 'signed']),
    traces: z.array(z.object({ time: z.string(), context: z.string() })),
  }),
  summary: { zh: '物流轨迹', en: 'Logistics tracking' },
});

export const AREAS = ['admin', 'seller'] as const;
export type Area = (typeof AREAS)[number];

/**
 * Demo accounts, answered only by the mock upstream (a real upstream has no such call, and the login page then
 * shows no list).
 */
export const demoAccounts = endpoint({
  method: 'GET',
  path: '/api/v2/common/demo',
  auth: 'public',
  response: z.object({
    accounts: z.array(
      z.object({
        /** The login page of this area lists the account; `both` shows on both. */
        area: z.enum(['admin', 'seller', 'both']),
        account: z.string(),
        password: z.string(),
        description: z.object({ zh: z.string(), en: z.string() }),
      }),
    ),
  }),
  summary: { zh: '演示账号（仅模拟上游）', en: 'Demo accounts (mock upstream only)' },
});
