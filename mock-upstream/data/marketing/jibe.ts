/** Seeded Jibe zone goods and write-off codes, and moments updates with the shares members sent for a reward. */
import { cents, money, type Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { formatTime, parseTime } from '../../time.ts';
import { byNow, waitingSince } from '../causes.ts';
import { DAY, memberOf, pastTime, poolsOf } from './pick.ts';

const POSTS = ['夏季新品上市，转发朋友圈领积分', '会员日全场满减，邀好友一起逛', '产地直供好物推荐', '签到打卡挑战开始啦', '周末家电焕新季', '母婴好物精选清单', '新人专享福利来袭', '年货节提前购'];

export function seedJibe(state: MockState, rnd: Random, endMs: number): void {
  const { members, goods, shops } = poolsOf(state);
  const jibe = goods.slice(0, 24).map((g, i) =>
    state.marketing.jibeGoods.insert({
      goods_id: g.id, goods_name: g.name, goods_picture: g.picture, price: g.price,
      shells: Math.max(10, Math.round(cents(g.price) / 100) * rnd.pick([5, 8, 10])),
      cash: money(rnd.chance(0.3) ? rnd.pick([100, 500, 990]) : 0),
      stock: rnd.int(0, 300), exchanged: rnd.int(0, 200), sort: i + 1,
      on_shelf: rnd.chance(0.8), created_at: pastTime(rnd, endMs, 90),
    }),
  );
  for (let i = 0; i < 90; i++) {
    const item = rnd.pick(jibe);
    const created = endMs - rnd.int(1, 50) * DAY + rnd.int(0, 86_000) * 1000;
    const expires = created + 30 * DAY;
    const status = expires < endMs ? rnd.weighted([['written_off', 80], ['expired', 20]] as const) : rnd.weighted([['pending', 60], ['written_off', 40]] as const);
    state.marketing.jibeWriteOffs.insert({
      code: `JB${rnd.digits(10)}`,
      ...memberOf(rnd.pick(members)),
      goods_name: item.goods_name, shells: item.shells,
      store_name: status === 'written_off' ? rnd.pick(shops).name : '',
      status, created_at: formatTime(created), expires_at: formatTime(expires),
      // written off before it expired, and by now
      written_off_at: status === 'written_off' ? formatTime(byNow(created, created + rnd.int(1, 20) * DAY, Math.min(endMs, expires))) : null,
    });
  }
  const posts = POSTS.map((title, i) =>
    state.marketing.momentsPosts.insert({
      title, content: `${title}！长按保存图片分享到朋友圈，截图上传审核通过即可领取积分奖励。`,
      picture: goods[i % goods.length].picture, reward_points: rnd.pick([10, 20, 50]), shares: 0,
      status: i === POSTS.length - 1 ? 'hidden' : 'published', created_at: formatTime(endMs - (POSTS.length - i) * 5 * DAY),
    }),
  );
  for (let i = 0; i < 96; i++) {
    const post = rnd.pick(posts);
    const status = i < 24 ? 'pending' : rnd.weighted([['approved', 80], ['rejected', 20]] as const);
    const created = formatTime(waitingSince(parseTime(pastTime(rnd, endMs, 30)), endMs, status === 'pending'));
    state.marketing.momentsRewards.insert({
      post_id: post.id, post_title: post.title, ...memberOf(rnd.pick(members)), screenshot: post.picture,
      reward_points: post.reward_points, status, reason: status === 'rejected' ? '截图未显示分享内容或已删除' : '',
      created_at: created, reviewed_at: status === 'pending' ? null : created,
    });
    state.marketing.momentsPosts.update(post, { shares: post.shares + 1 });
  }
}
