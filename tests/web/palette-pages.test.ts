/**
 * The palette's page search (docs/palette.md, "Pages"): a title in either language, its pinyin in full and by
 * initials, an operator's synonym, and only what the role may open.
 */
import t from 'tap';
import { buildPageIndex, searchPages } from '../../web/src/features/palette/pageIndex.ts';
import { expandSynonyms } from '../../web/src/features/palette/synonyms.ts';
import { filterRoutes } from '../../web/src/router/filter.ts';

const admin = buildPageIndex(filterRoutes(['admin'], 'admin'), 'zh');
const paths = (query: string, index = admin) => searchPages(index, query).map((entry) => entry.route.path);

t.test('a part of a title in either language, any case; nothing for blanks or nonsense', async (t) => {
  t.equal(paths('商品列表')[0], '/goods/index');
  t.ok(paths('GOODS LIST').includes('/goods/index'), 'case-insensitive');
  t.same(paths('  '), []);
  t.same(paths('zzzz-no-such'), []);
});

t.test('pinyin in full and by initials', async (t) => {
  t.equal(paths('tixian')[0], '/withDraw/index', '"tixian" finds the withdrawals first (提现列表)');
  t.ok(paths('tx').includes('/withDraw/index'), '"tx" finds them by initials');
  t.ok(paths('txgl').includes('/withDraw/index'), '"txgl": the group 提现管理 by initials finds its pages');
  t.ok(paths('shouhou').includes('/afterSale/index'));
  t.ok(paths('Ti Xian').includes('/withDraw/index'), 'spaces and case do not matter');
});

t.test('synonyms: 退款 → 售后, 商户 → 商家, 核销 → 集贝核销, refund → after-sale', async (t) => {
  t.ok(paths('退款').includes('/afterSale/index'));
  t.ok(paths('商户提现').includes('/withDraw/seller'));
  t.ok(paths('核销').includes('/Jibe/JibeWriteOff'));
  t.ok(paths('refund').includes('/afterSale/index'));
  t.ok(paths('customer').includes('/memberList/list'));
  t.same(expandSynonyms('退款'), ['售后']);
  t.same(expandSynonyms('订单'), [], 'a word without synonyms stands for itself only');
});

t.test('synonyms by pinyin: tuikuan and tk find 售后, kehu finds 会员; initials only when typed alone', async (t) => {
  t.ok(paths('tuikuan').includes('/afterSale/index'), '"tuikuan" (退款) finds the after-sales');
  t.ok(paths('tk').includes('/afterSale/index'), '"tk" (退款 by initials) finds the after-sales');
  t.ok(paths('kehu').includes('/memberList/list'), '"kehu" (客户) finds the members');
  t.ok(expandSynonyms('tk').includes('售后'));
  t.notOk(expandSynonyms('tkx').includes('售后'), 'initials inside a longer query stand for themselves');
});

t.test('only the pages the role may open', async (t) => {
  const merchant = buildPageIndex(filterRoutes(['seller2', 'order_index', 'afterSale_index', 'goods_list'], 'seller'), 'zh');
  t.ok(paths('售后', merchant).includes('/afterSale/index'));
  t.same(paths('tixian', merchant), [], 'no withdrawal page for a merchant without it');
  const finance = buildPageIndex(filterRoutes(['caiwu'], 'admin'), 'en');
  t.ok(paths('tixian', finance).includes('/withDraw/index'));
  t.same(paths('guanliyuan', finance), [], 'the administrators page is not the finance role\'s');
  t.ok(paths('guanliyuan').includes('/user/index'), 'but is the admin\'s');
});
