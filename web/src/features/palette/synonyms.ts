/**
 * The words operators use for what the menu calls otherwise (docs/palette.md, "Pages"): a query holding a word on
 * the left also looks for each word on its right, and so does a Chinese word's pinyin (`tuikuan`, or its initials
 * `tk` typed alone, find 售后). Data only; add a line when an operator's word finds nothing.
 */
import { pinyin } from 'pinyin-pro';

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

interface PinyinWords {
  /** Full pinyin ("tuikuan") → the synonyms of the Chinese word: found anywhere in a query. */
  full: Map<string, readonly string[]>;
  /** Initials ("tk") → the synonyms of each word they abbreviate: only a query of the initials alone, as two letters stand inside too many words. */
  initials: Map<string, string[]>;
}

let pinyinWords: PinyinWords | undefined;

/** The Chinese words' pinyin, made once on first use (the palette's chunk carries pinyin-pro already). */
function pinyinOfSynonyms(): PinyinWords {
  if (pinyinWords) return pinyinWords;
  const words: PinyinWords = { full: new Map(), initials: new Map() };
  for (const [word, alternatives] of Object.entries(SYNONYMS)) {
    if (!/[\u4e00-\u9fff]/.test(word)) continue;
    words.full.set(pinyin(word, { toneType: 'none', type: 'array' }).join(''), alternatives);
    const initials = pinyin(word, { pattern: 'first', toneType: 'none', type: 'array' }).join('');
    words.initials.set(initials, [...(words.initials.get(initials) ?? []), ...alternatives]);
  }
  pinyinWords = words;
  return words;
}

/** The other queries a query stands for: each synonym of a word (or its pinyin) it holds, put in that word's place. */
export function expandSynonyms(query: string): string[] {
  const out = new Set<string>();
  const replace = (word: string, alternatives: readonly string[]) => {
    if (!query.includes(word)) return;
    for (const alternative of alternatives) if (alternative !== word) out.add(query.replace(word, alternative));
  };
  for (const [word, alternatives] of Object.entries(SYNONYMS)) replace(word, alternatives);
  const { full, initials } = pinyinOfSynonyms();
  for (const [word, alternatives] of full) replace(word, alternatives);
  for (const alternative of initials.get(query) ?? []) out.add(alternative);
  return [...out];
}
