/** Every text the mock answers with, in zh and en. `{name}` placeholders are filled by `message()`. */
import type { Lang, Text } from '../contract/i18n.ts';

export const MESSAGES = {
  permissionDenied: { zh: '无权限', en: 'Permission denied' },
  sessionInvalid: { zh: '登录已失效，请重新登录', en: 'Your session has expired, please log in again' },
  sessionIdle: { zh: '已 {minutes} 分钟未操作，登录已失效，请重新登录', en: 'Signed out after {minutes} minutes without activity, please log in again' },
  sessionLifetime: { zh: '登录已满 {hours} 小时，请重新登录', en: 'Sessions last at most {hours} hours, please log in again' },
  sessionPasswordChanged: { zh: '账号密码已修改，请用新密码重新登录', en: 'The password of this account was changed, please log in with the new one' },
  sessionAccountDisabled: { zh: '账号已停用，登录已失效', en: 'This account was disabled and its session ended' },
  sessionDemoReset: { zh: '演示数据已恢复初始状态，请重新登录', en: 'The demo data was put back to its start, please log in again' },
  notFound: { zh: '接口不存在：{method} {path}', en: 'No such endpoint: {method} {path}' },
  badJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  badRequest: { zh: '请求无效：{detail}', en: 'Bad request: {detail}' },
  injectedFailure: { zh: '上游服务暂时不可用（模拟故障）', en: 'Upstream temporarily unavailable (simulated failure)' },
  internal: { zh: '服务器内部错误', en: 'Internal server error' },

  wrongCredentials: { zh: '账号或密码错误', en: 'Wrong account or password' },
  wrongArea: { zh: '该账号不能登录此后台', en: 'This account cannot log in here' },
  captchaExpired: { zh: '验证码已过期，请刷新', en: 'The captcha has expired, please refresh it' },
  captchaWrong: { zh: '验证码错误', en: 'Wrong captcha code' },
  smsTooFrequent: { zh: '发送太频繁，请 {seconds} 秒后再试', en: 'Too many requests, try again in {seconds} s' },
  smsDailyLimit: { zh: '该手机号今日已获取 {count} 次验证码，请明天再试', en: 'This phone has had {count} codes today, try again tomorrow' },
  smsCodeWrong: { zh: '短信验证码错误或已过期', en: 'Wrong or expired SMS code' },
  smsCodeDead: { zh: '验证码已输错 {tries} 次并失效，请重新获取', en: 'The code was entered wrong {tries} times and no longer works, please request a new one' },
  smsLookupConsoleAccount: {
    zh: '{mobile} 是后台账号的手机号，其验证码不予查询（本次查询已记入操作记录）',
    en: '{mobile} belongs to a console account: its codes are never shown (this lookup was recorded in the operation records)',
  },
  oldPasswordWrong: { zh: '原密码错误', en: 'The old password is wrong' },
  uploadTokenInvalid: { zh: '上传凭证无效或已过期', en: 'Invalid or expired upload token' },
  uploadKeyMismatch: { zh: '上传的 key 与凭证不符', en: 'The key does not match the upload token' },
  uploadNoFile: { zh: '缺少上传文件', en: 'No file in the upload' },
  uploadTooLarge: { zh: '文件超过 {mb} MB', en: 'The file exceeds {mb} MB' },
  uploadType: { zh: '不支持的文件类型：{type}', en: 'Unsupported file type: {type}' },
  uploadMismatch: { zh: '文件内容不是 {type} 格式', en: 'The file is not a {type} file' },

  recordNotFound: { zh: '{resource} {id} 不存在', en: '{resource} {id} not found' },
  stateForbids: {
    zh: '{field}为「{value}」，不能{action}',
    en: 'Cannot {action} while {field} is "{value}"',
  },
  // two people, one record (README.md "Two people, one record")
  versionConflict: {
    zh: '{resource}已被 {operator} 于 {time} 修改，你的修改未保存；请查看最新内容后重新应用或放弃你的修改',
    en: 'This record ({resource}) was changed by {operator} at {time}; your change was not saved. Look at the newer version, then reapply or discard your change',
  },
  versionConflictUnknown: {
    zh: '{resource}已被他人修改，你的修改未保存；请查看最新内容后重新应用或放弃你的修改',
    en: 'This record ({resource}) was changed by someone else; your change was not saved. Look at the newer version, then reapply or discard your change',
  },
  settingsConflict: {
    zh: '该设置已被 {operator} 于 {time} 修改，你的修改未保存；请查看最新设置后重新应用或放弃你的修改',
    en: 'These settings were changed by {operator} at {time}; your change was not saved. Look at the newer settings, then reapply or discard your change',
  },
  alreadyDone: {
    zh: '{field}为「{value}」（已由 {operator} 于 {time} {done}），不能{action}',
    en: 'Cannot {action}: already "{done}" by {operator} at {time} ({field} is "{value}")',
  },
  deleteForbidden: { zh: '{field}为「{value}」，不能删除', en: 'Cannot delete while {field} is "{value}"' },
  classHasGoods: { zh: '该分类下还有 {count} 个商品，不能删除', en: 'The class still has {count} goods and cannot be deleted' },
  classHasChildren: { zh: '该分类下还有子分类，不能删除', en: 'The class has sub-classes and cannot be deleted' },
  classParentUnknown: { zh: '上级分类不存在', en: 'The parent class does not exist' },
  classTooDeep: { zh: '分类最多两级', en: 'Classes have at most two levels' },
  classUnknown: { zh: '分类 {id} 不存在', en: 'Class {id} not found' },
  classNotLeaf: { zh: '商品只能放在二级分类下', en: 'Goods can only be put in a second-level class' },
  merchantHasGoods: { zh: '该商家还有 {count} 个商品，不能删除', en: 'The merchant still has {count} goods and cannot be deleted' },
  goodsOtherShop: { zh: '只能为本店发布商品', en: 'You can list goods for your own shop only' },
  merchantNotSelling: { zh: '商家 {id} 不存在或未通过审核', en: 'Merchant {id} does not exist or is not approved' },
  freightUnknown: { zh: '运费模板 {id} 不存在', en: 'Freight template {id} not found' },
  skuUnknown: { zh: '规格 {id} 不属于该商品', en: 'SKU {id} is not one of these goods' },
  addressAfterShipping: { zh: '订单已发货，不能修改收货信息', en: 'The order has shipped; the address can no longer change' },
  balanceInsufficient: { zh: '余额不足：当前余额 {balance}', en: 'Insufficient balance: {balance}' },
  contributionInsufficient: { zh: '贡献值不足：当前 {value}', en: 'Insufficient contribution credit: {value}' },
  assetInsufficient: { zh: '{asset}不足：当前 {value}', en: 'Insufficient {asset}: {value}' },
  wholeUnitsOnly: { zh: '{asset}只能按整数调整', en: '{asset}: whole units only' },
  memberMobileUnknown: { zh: '手机号 {mobile} 不是会员', en: 'No member has the phone number {mobile}' },
  rechargeTypeDisabled: { zh: '充值类型「{name}」已停用', en: 'The recharge type "{name}" is disabled' },
  rechargeOutOfRange: { zh: '充值金额应在 {min} 至 {max} 之间', en: 'The amount must be between {min} and {max}' },
  rechargeTypeInUse: { zh: '该充值类型已有 {count} 笔充值，不能删除', en: 'The recharge type has {count} recharges and cannot be deleted' },
  rangeReversed: { zh: '最低金额不能高于最高金额', en: 'The minimum cannot be above the maximum' },
  conversionDisabled: { zh: '资产转换未开启', en: 'Conversions are switched off' },
  conversionBelowMin: { zh: '单笔最少转换 {min}', en: 'Convert at least {min}' },
  memberFrozen: { zh: '会员已冻结', en: 'The member is frozen' },
  firstPriceTooHigh: { zh: '首单价必须低于售价 {price}', en: 'The first-order price must be below the price {price}' },
  goodsAlreadySelected: { zh: '该商品已在自选列表中', en: 'The goods are already in the self-select list' },
  goodsNotSelectable: { zh: '只能添加出售中的商品', en: 'Only goods on sale can be added' },
  infoClassUnknown: { zh: '资讯分类 {id} 不存在', en: 'Information class {id} not found' },
  infoClassWrongType: { zh: '分类「{name}」不是{kind}分类', en: 'The category "{name}" is not a {kind} category' },
  richTextKeyTaken: { zh: 'key「{key}」已被使用', en: 'key "{key}" is already in use' },
  areaUnknown: { zh: '地区编码 {code} 不存在', en: 'Area code {code} not found' },
  orderUnknown: { zh: '订单不存在', en: 'Order not found' },
  orderNotVerifiable: { zh: '订单不是待核销的门店订单', en: 'Not an in-store order awaiting verification' },
  verifyCodeWrong: { zh: '核销码不正确', en: 'Wrong verification code' },
  duplicateRow: { zh: '与第 {row} 行重复', en: 'Duplicate of row {row}' },
  // imports (docs/imports.md)
  importDuplicateCredit: { zh: '与第 {row} 行重复（会员手机号、资产、数量和备注都相同），不会重复入账', en: 'Repeats row {row} (same member phone, asset, amount and remark): not credited twice' },
  importCreditedBefore: { zh: '已由批次 {no} 入账（会员手机号、资产、数量和备注都相同），不会重复入账', en: 'Already credited by import {no} (same member phone, asset, amount and remark): not credited twice' },
  importHedgingPending: { zh: '与待执行的对冲 {no} 相同（会员、金额和备注），不会重复导入', en: 'Same as the pending hedging {no} (member, amount and remark): not imported twice' },
  importRowsSeparator: { zh: '；', en: '; ' },
  importChoiceSeparator: { zh: '、', en: ', ' },
  configTooLarge: { zh: '配置值过大', en: 'The settings value is too large' },
  keyUnknown: { zh: '未知的配置项：{key}', en: 'Unknown settings key: {key}' },
  // members screens
  creditBelowUsed: { zh: '授信额度不能低于已用额度 {used}', en: 'The credit line cannot be below the credit used ({used})' },
  advanceSameLevel: { zh: '会员当前已是该等级', en: 'The member is already at this level' },
  packagePriceAboveOriginal: { zh: '礼包价格不能高于原价', en: 'The price cannot be above the original price' },
  packageHasMembers: { zh: '该礼包还有 {count} 名有效会员，不能删除', en: 'The package still has {count} active members and cannot be deleted' },
  accountDisabled: { zh: '该账号已停用，请联系管理员', en: 'This account has been disabled; please contact an administrator' },
  accountTaken: { zh: '账号 {account} 已存在', en: 'The account {account} already exists' },
  mobileTaken: { zh: '手机号 {mobile} 已被其他账号使用', en: 'The phone number {mobile} is used by another account' },

  // infoLists screens
  infoListsClassHasRecords: { zh: '该分类下还有 {count} 条{what}，不能删除', en: 'The class still has {count} {what} and cannot be deleted' },
  infoListsRegionUnknown: { zh: '省份编码 {code} 不存在', en: 'Province code {code} not found' },
  infoListsRegionTwice: { zh: '{name} 出现在多条地区规则中', en: '{name} is in more than one regional rule' },
  infoListsTemplateInUse: { zh: '还有 {count} 个商品使用该模板，不能删除', en: '{count} goods still use this template; it cannot be deleted' },
  infoListsCancelHasBalance: { zh: '账户还有余额 {balance}，请先提现或退款后再注销', en: 'The account still holds {balance}; it must be withdrawn or refunded before cancelling' },
  infoListsMobileTaken: { zh: '手机号 {mobile} 已被使用', en: 'The phone number {mobile} is already in use' },
  infoListsRainAmounts: { zh: 'max_amount 不能小于单个最小金额，且红包总额须够每个红包的最小金额', en: 'max_amount must be at least the minimum, and the pool must cover the minimum of every packet' },
  infoListsFloorPrice: { zh: 'floor_price 必须低于原价 {price}', en: 'floor_price must be below the price {price}' },
  infoListsGoodsUnknown: { zh: '商品 {id} 不存在或未在售', en: 'Goods {id} not found or not on sale' },
  infoListsZoneHasGoods: { zh: '该专区还有 {count} 个商品，不能删除', en: 'The zone still has {count} goods and cannot be deleted' },
  infoListsZoneUnknown: { zh: '专区 {id} 不存在', en: 'Zone {id} not found' },
  infoListsGoodsInZone: { zh: '该商品已在全返商品中', en: 'These goods are already full-return goods' },

  // marketing screens
  marketingGoodsUnknown: { zh: '商品 {id} 不存在或未上架', en: 'Goods {id} not found or not on sale' },
  marketingPriceNotBelow: { zh: '{field} 必须低于商品原价 {price}', en: '{field} must be below the goods price {price}' },
  marketingScopeUnknown: { zh: 'scope_ids 中的 {ids} 不存在', en: 'scope_ids: {ids} not found' },
  marketingTotalBelowClaimed: { zh: 'total 不能少于已领取的 {claimed} 张', en: 'total cannot be below the {claimed} already claimed' },
  marketingCouponClaimed: { zh: '该优惠券已有 {claimed} 张被领取，不能删除，可停止发放', en: '{claimed} of this coupon were claimed: it cannot be deleted, stop issuing it instead' },
  marketingIssueNoMobiles: { zh: 'mobiles 请填写会员手机号', en: 'mobiles: give the members\u2019 phone numbers' },
  marketingIssueNoLevel: { zh: 'vip_level 请选择会员等级', en: 'vip_level: choose a VIP level' },
  marketingIssueUnknownMobiles: { zh: 'mobiles 中的手机号未注册：{mobiles}', en: 'mobiles: no member has {mobiles}' },
  marketingIssueNoMembers: { zh: '该等级下没有正常状态的会员', en: 'No active member has this VIP level' },
  marketingIssueOverLimit: { zh: 'per_member 不能超过每人限领 {limit} 张', en: 'per_member cannot exceed the per-person limit of {limit}' },
  marketingIssueOverRemaining: { zh: '需发放 {needed} 张，超过剩余数量 {remaining} 张', en: '{needed} coupons needed, more than the {remaining} left' },
  marketingJibeGoodsTwice: { zh: '该商品已在集贝专区', en: 'These goods are already in the Jibe zone' },

  // stores screens
  storesMerchantNotOpen: { zh: '商家 {name} 未入驻，不能结算', en: 'The merchant {name} has not joined and cannot be paid out' },
  storesPayoutAboveBalance: { zh: '结算金额超过可结算余额 {balance}', en: 'The amount is above the payable balance of {balance}' },
  storesPlaceUnknown: { zh: '地区「{place}」不在省市区库中', en: 'The area "{place}" is not in the province/city/district tree' },
  storesStoreUnknown: { zh: '门店 {id} 不存在', en: 'Store {id} not found' },
  storesStoreNotApproved: { zh: '门店「{name}」尚未通过审核', en: 'The store "{name}" has not been approved' },
  storesVerifierTaken: { zh: '手机号 {mobile} 已是该门店的核销员', en: '{mobile} is already a verifier of this store' },
  storesVerifierUnknown: { zh: '手机号 {mobile} 不是该门店的核销员', en: '{mobile} is not a verifier of this store' },
  storesVerifierLimit: { zh: '核销员最多 {max} 名', en: 'At most {max} verifiers' },
  storesVerifierLast: { zh: '门店至少保留 {min} 名核销员', en: 'A store keeps at least {min} verifiers' },

  field: {
    required: { zh: '{field} 为必填项', en: '{field} is required' },
    type: { zh: '{field} 应为{expected}', en: '{field} must be {expected}' },
    minString: { zh: '{field} 长度不能少于 {n} 个字符', en: '{field} must be at least {n} characters' },
    maxString: { zh: '{field} 长度不能超过 {n} 个字符', en: '{field} must be at most {n} characters' },
    minNumber: { zh: '{field} 不能小于 {n}', en: '{field} must be at least {n}' },
    maxNumber: { zh: '{field} 不能大于 {n}', en: '{field} must be at most {n}' },
    minArray: { zh: '{field} 至少需要 {n} 项', en: '{field} needs at least {n} items' },
    maxArray: { zh: '{field} 最多 {n} 项', en: '{field} takes at most {n} items' },
    format: { zh: '{field} 格式不正确，应为 {pattern}', en: '{field} has the wrong format, expected {pattern}' },
    oneOf: { zh: '{field} 只能是以下值之一：{values}', en: '{field} must be one of: {values}' },
    equals: { zh: '{field} 必须与 {other} 一致', en: '{field} must equal {other}' },
    nonZero: { zh: '{field} 不能为 0', en: '{field} must not be 0' },
    nonNegative: { zh: '{field} 不能为负数', en: '{field} must not be negative' },
    ascending: { zh: '{field} 必须按升序排列', en: '{field} must be in ascending order' },
    integer: { zh: '{field} 应为整数', en: '{field} must be an integer' },
    unknownKeys: { zh: '不支持的字段：{keys}', en: 'Unknown fields: {keys}' },
    invalid: { zh: '{field} 无效', en: '{field} is invalid' },
    /** a rule of the contract with its own words (contract/formats.ts), as a schema's refusal words it */
    rule: { zh: '{field} {rule}', en: '{field} {rule}' },
    root: { zh: '请求参数', en: 'the request' },
  },
  types: {
    string: { zh: '字符串', en: 'a string' },
    number: { zh: '数字', en: 'a number' },
    boolean: { zh: '布尔值', en: 'a boolean' },
    array: { zh: '数组', en: 'an array' },
    object: { zh: '对象', en: 'an object' },
    null: { zh: '空值', en: 'null' },
  },

  demo: {
    admin: { zh: '超级管理员：全部管理后台菜单', en: 'Super administrator: every administrator screen' },
    operator: { zh: '运营专员：约 20 个运营菜单', en: 'Operator: about 20 operations screens' },
    finance: { zh: '财务：订单、会员、财务、提现、店铺等', en: 'Finance: orders, members, finance, withdrawals, stores…' },
    seller: { zh: '平台自营商家管理员：全部商家后台菜单', en: 'Platform shop administrator: every seller screen' },
    merchant: { zh: '入驻商家：本店商品、订单、售后', en: 'Merchant: own goods, orders and after-sales' },
  },
} as const;

/** Values may themselves be bilingual (a field title, an enum label). */
export type Params = Record<string, string | number | Text>;

export function fill(text: Text, lang: Lang, params: Params = {}): string {
  return text[lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] : String(value);
  });
}

/** A business error (status 1): the message is chosen in the caller's language when the reply is sent. */
export class Fail extends Error {
  constructor(
    readonly text: Text,
    readonly params: Params = {},
    /** An HTTP status other than 200 (409: an edit of a record changed since it was read), and `data` to send with the words. */
    readonly answer: { http?: number; data?: unknown } = {},
  ) {
    super(fill(text, 'en', params));
  }
  in(lang: Lang): string {
    return fill(this.text, lang, this.params);
  }
}

/** The session is missing, unknown, logged out or ended (status 10); `text` says why when the mock knows. */
export class SessionInvalid extends Error {
  constructor(
    readonly text: Text = MESSAGES.sessionInvalid,
    readonly params: Params = {},
  ) {
    super(fill(text, 'en', params));
  }
}
