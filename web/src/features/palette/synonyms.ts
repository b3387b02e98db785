/**
 * The words operators use for what the menu calls otherwise (docs/palette.md, "Pages"): a query holding a word on
 * the left also looks for each word on its right. Data only; add a line when an operator's word finds nothing.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // zh
  退款: ['售后'],
  退货: ['售后'],
  换货: ['售后'],
  商户: ['商家', '店铺'],
  店家: ['商家', '店铺'],
  门店: ['店铺', '线下'],
  核销: ['集贝核销', '核销'],
  用户: ['会员'],
  客户: ['会员'],
  顾客: ['会员'],
  提款: ['提现'],
  取现: ['提现'],
  打款: ['提现', '结算'],
  对账: ['结算', '财务'],
  快递: ['发货', '物流'],
  物流: ['发货'],
  积分: ['签到', '贡献值'],
  权限: ['管理员', '角色'],
  红包: ['红包雨'],
  秒杀: ['限时秒杀'],
  砍价: ['砍价'],
  // en
  refund: ['after-sale'],
  return: ['after-sale'],
  merchant: ['shop', 'store', 'merchant'],
  seller: ['merchant', 'shop'],
  vendor: ['merchant', 'shop'],
  user: ['member'],
  customer: ['member'],
  payout: ['withdraw'],
  cashout: ['withdraw'],
  delivery: ['ship'],
  shipping: ['ship'],
  admin: ['administrator'],
  redeem: ['write-off'],
};

/** The other queries a query stands for: each synonym of a word it holds, put in that word's place. */
export function expandSynonyms(query: string): string[] {
  const out: string[] = [];
  for (const [word, alternatives] of Object.entries(SYNONYMS)) {
    if (!query.includes(word)) continue;
    for (const alternative of alternatives) if (alternative !== word) out.push(query.replace(word, alternative));
  }
  return out;
}
