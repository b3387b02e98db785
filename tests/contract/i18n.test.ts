import t from 'tap';
import { langFromAcceptLanguage } from '../../contract/i18n.ts';
import { fillPath } from '../../contract/endpoint.ts';

t.test('Accept-Language picks en only when English is preferred', async (t) => {
  t.equal(langFromAcceptLanguage(undefined), 'zh');
  t.equal(langFromAcceptLanguage('en-US,en;q=0.9'), 'en');
  t.equal(langFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8'), 'zh');
  t.equal(langFromAcceptLanguage('en;q=0.5, zh;q=0.9'), 'zh');
  t.equal(langFromAcceptLanguage('fr'), 'zh');
});

t.test('fillPath encodes parameters and refuses a missing one', async (t) => {
  t.equal(fillPath('/api/v3/seller/productClass/{id}', { id: 'a/b' }), '/api/v3/seller/productClass/a%2Fb');
  t.throws(() => fillPath('/x/{id}', {}), /path parameter "id" missing/);
});
