/** The stores area's own console logic: every route described, the reset password, the licence captions. */
import t from 'tap';
import { BUSINESS_ROUTES } from '../../contract/index.ts';
import { password } from '../../contract/shell.ts';
import { storeScreens } from '../../web/src/areas/stores/descriptions/index.ts';
import { licenceCaption } from '../../web/src/areas/stores/LicenceGallery.tsx';
import { newPassword } from '../../web/src/areas/stores/password.ts';

t.test('every route of the area has a description of its own', async (t) => {
  const groups = ['/store/', '/offlineStore/', '/offlineShop/', '/businessCommunity/'];
  const paths = BUSINESS_ROUTES.filter((r) => groups.some((g) => r.path.startsWith(g))).map((r) => r.path);
  t.same(Object.keys(storeScreens).sort(), [...paths].sort());
  // the shared screens are one function with variants, each reading with its own route's label
  const check = storeScreens['/store/check']();
  const recommend = storeScreens['/store/recommend']();
  t.ok(check.kind === 'audit' && recommend.kind === 'list');
  if (check.kind === 'audit' && recommend.kind === 'list') t.not(check.resource, recommend.resource);
});

t.test('a reset password: 10 characters, no look-alikes, the contract\'s password rule, never the same twice', async (t) => {
  const drawn = Array.from({ length: 200 }, newPassword);
  for (const p of drawn.slice(0, 20)) {
    t.equal(p.length, 10);
    t.notMatch(p, /[0O1lI]/);
    t.ok(password.safeParse(p).success);
  }
  t.equal(new Set(drawn).size, drawn.length);
});

t.test('licence pictures are captioned by their place', async (t) => {
  t.same([0, 1, 2, 3, 4].map((i) => licenceCaption(i, 'zh')), ['营业执照', '身份证正面', '身份证反面', '门店照片 1', '门店照片 2']);
  t.equal(licenceCaption(3, 'en'), 'Shop photo 1');
});
