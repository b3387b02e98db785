/**
 * The carriers' refusals, in their own terms (docs/shipping.md, "Refusals"): where each does not deliver, which phones
 * it takes, and the words of each refusal in zh and en. `{carrier}` is the carrier's name in the caller's language.
 */
import type { Text } from '../../../contract/i18n.ts';
import type { Carrier } from '../../data/shipping/tables.ts';

/** Provinces a carrier's network does not deliver to (the mock's choice, stable so that tests can rely on it). */
export const OUTSIDE_SERVICE: Record<Carrier, readonly string[]> = {
  SF: [],
  EMS: [],
  JD: ['西藏自治区', '青海省'],
  ZTO: ['西藏自治区'],
  YTO: ['西藏自治区'],
  STO: ['西藏自治区', '新疆维吾尔自治区'],
  YD: ['西藏自治区', '新疆维吾尔自治区'],
};

/** A mobile number or a landline with its area code: what a carrier can call on delivery. */
export const RECEIVER_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

export const CARRIER_WORDS = {
  outsideService: {
    zh: '{carrier}：收件地址（{province}）超出服务范围，不能收派',
    en: '{carrier}: the receiver’s address ({province}) is outside the service area',
  },
  addressUnknown: {
    zh: '{carrier}：收件地址无法识别省市区，请修改收货地址',
    en: '{carrier}: the receiver’s address has no recognisable province, city and district: edit the address',
  },
  balanceExhausted: {
    zh: '{carrier}：电子面单余额不足（剩余 0 单），请充值后再试',
    en: '{carrier}: the e-waybill balance is used up (0 left): top it up and try again',
  },
  noAccount: {
    zh: '未开通{carrier}电子面单账户',
    en: 'No {carrier} e-waybill account has been opened',
  },
  phoneInvalid: {
    zh: '{carrier}：收件人电话 {phone} 无效，请修改收件人电话',
    en: '{carrier}: the receiver’s phone {phone} is invalid: edit the receiver’s phone',
  },
  busy: {
    zh: '{carrier}：面单服务繁忙，请稍后重试',
    en: '{carrier}: the waybill service is busy, try again later',
  },
  otherCarrier: {
    zh: '订单已有{carrier}电子面单 {no}，换快递请先取消该面单',
    en: 'The order already has a {carrier} e-waybill {no}: cancel it before choosing another carrier',
  },
  senderUnknown: { zh: '发货地址不存在', en: 'No such sender address' },
  noSender: { zh: '还没有发货地址，请先添加', en: 'There is no sender address yet: add one first' },
  notToShip: { zh: '订单状态为“{status}”，不能获取电子面单', en: 'The order is “{status}”: it cannot get an e-waybill' },
  noWaybill: { zh: '订单没有电子面单', en: 'The order has no e-waybill' },
  shippedCannotCancel: { zh: '订单已发货，电子面单不能取消', en: 'The order has shipped: its e-waybill cannot be cancelled' },
  defaultSenderKept: { zh: '默认发货地址不能删除，请先把另一个地址设为默认', en: 'The default sender address cannot be deleted: make another address the default first' },
  senderInUse: {
    zh: '该地址是 {count} 个未发货订单的电子面单寄件地址，发货或取消这些面单后才能删除',
    en: 'This address is the sender of {count} e-waybills of orders not yet shipped: ship them or cancel their waybills before deleting it',
  },
  topUpStale: {
    zh: '{carrier}面单余额已变为 {balance} 单（确认时为 {confirmed} 单），请核对后重新充值',
    en: 'The {carrier} waybill balance is now {balance} (it was {confirmed} when confirmed): check it and top up again',
  },
} satisfies Record<string, Text>;
