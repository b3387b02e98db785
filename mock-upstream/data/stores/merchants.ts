/** Store-side facts of the seeded merchants: the full set of licence pictures, when each joined, profile changes. */
import { MERCHANT_CATEGORY } from '../../../contract/resources/merchants.ts';
import type { StoreChange } from '../../../contract/resources/stores/storeChanges.ts';
import type { Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { formatTime, parseTime } from '../../time.ts';
import { waitingSince } from '../causes.ts';
import { file } from '../files.ts';
import { ROADS, SHOP_SUFFIX, SHOP_WORDS } from '../words.ts';

const DAY = 86_400_000;

export function seedMerchantProfiles(state: MockState, rnd: Random, endMs: number): void {
  for (const m of state.merchants.all()) {
    // business licence, ID card front and back, then one to three shop photos (LICENCE_PICTURE_ROLES)
    const pictures = Array.from({ length: 3 + rnd.int(1, 3) }, (_, i) => file('licence', `${m.id}-${i + 1}`));
    const applied = parseTime(m.created_at);
    const approvedAt = m.status === 'approved' ? formatTime(Math.min(endMs - 3600_000, applied + rnd.int(1, 5) * DAY)) : null;
    state.merchants.update(m, { licence_pictures: pictures, approved_at: approvedAt });
  }

  const approved = state.merchants.all().filter((m) => m.status === 'approved');
  const count = Math.min(36, approved.length * 2);
  for (let i = 0; i < count; i++) {
    const m = i < 3 ? state.merchants.get(2) ?? approved[0] : rnd.pick(approved);
    const field = rnd.pick(['name', 'logo', 'category', 'address', 'mobile'] as const);
    const values: Record<StoreChange['field'], () => [string, string]> = {
      name: () => [m.name, `${rnd.pick(SHOP_WORDS)}${rnd.pick(SHOP_WORDS)}${rnd.pick(SHOP_SUFFIX)}`],
      logo: () => [m.logo, file('logo', `${m.id}-${i + 2}`)],
      category: () => [m.category, rnd.pick(MERCHANT_CATEGORY.values.filter((c) => c !== m.category))],
      address: () => [m.address, `${rnd.pick(ROADS)}${rnd.int(1, 999)}号`],
      mobile: () => [m.mobile, `1${rnd.pick(['35', '38', '50', '86', '89'])}${rnd.digits(8)}`],
    };
    const [oldValue, newValue] = values[field]();
    const created = endMs - rnd.int(1, 60 * 24) * 3600_000;
    const status = i < 8 ? 'pending' : rnd.weighted([['pending', 30], ['approved', 50], ['rejected', 20]] as const);
    state.stores.storeChanges.insert({
      merchant_id: m.id,
      merchant_name: m.name,
      field,
      old_value: oldValue,
      new_value: newValue,
      note: rnd.pick(['品牌升级', '经营调整', '信息有误需更正', '门店搬迁', '更换负责人联系方式']),
      status,
      reject_reason: status === 'rejected' ? '新内容与资质信息不一致' : '',
      created_at: formatTime(waitingSince(created, endMs, status === 'pending')),
      reviewed_at: status === 'pending' ? null : formatTime(Math.min(endMs, created + rnd.int(1, 48) * 3600_000)),
    });
  }
}
