import t from 'tap';
import { afterLogin, areaChanged, areaOf, decide, type GuardState } from '../../web/src/router/guard.ts';
import { filterRoutes } from '../../web/src/router/filter.ts';

const routes = filterRoutes(['goods_list', 'seller2'], 'seller');
const loggedIn: GuardState = {
  hasToken: true,
  routesReady: true,
  permitted: (p) => routes.paths.has(p),
  known: (p) => routes.known.has(p),
};
const loggedOut: GuardState = { ...loggedIn, hasToken: false, routesReady: false };

t.test('area from the pathname', async (t) => {
  t.equal(areaOf('/seller/'), 'seller');
  t.equal(areaOf('/seller/index.html'), 'seller');
  t.equal(areaOf('/'), 'admin');
  t.equal(areaOf('/sellers/'), 'admin');
  t.equal(areaOf('/seller'), 'admin', 'the gateway serves the seller area at /seller/');
});

t.test('entering another area than the last one clears the session', async (t) => {
  t.equal(areaChanged('admin', 'seller'), true);
  t.equal(areaChanged('seller', 'admin'), true);
  t.equal(areaChanged('seller', 'seller'), false);
  t.equal(areaChanged(undefined, 'seller'), false, 'a first visit has nothing to clear');
});

t.test('without a token only /login and /authredirect open', async (t) => {
  t.same(decide('/login', loggedOut), { action: 'allow' });
  t.same(decide('/authredirect', loggedOut), { action: 'allow' });
  t.same(decide('/goods/index', loggedOut), { action: 'redirect', to: '/login?redirect=%2Fgoods%2Findex' });
  t.same(decide('/404', loggedOut), { action: 'redirect', to: '/login?redirect=%2F404' });
  t.same(decide('/', loggedOut), { action: 'redirect', to: '/login' });
  t.same(decide('', loggedOut), { action: 'redirect', to: '/login' });
});

t.test('with a token', async (t) => {
  t.same(decide('/login', loggedIn), { action: 'redirect', to: '/' }, '/login goes to /');
  t.same(decide('/', loggedIn), { action: 'redirect', to: '/home' }, 'the empty path goes home');
  t.same(decide('', loggedIn), { action: 'redirect', to: '/home' });
  t.same(decide('/home', loggedIn), { action: 'allow' });
  t.same(decide('/goods/index', loggedIn), { action: 'allow' });
  t.same(decide('/order/index', loggedIn), { action: 'redirect', to: '/401' }, 'a route the role may not see');
  t.same(decide('/no/such', loggedIn), { action: 'redirect', to: '/404' }, 'an unknown path');
  t.same(decide('/404', loggedIn), { action: 'allow' });
  t.same(decide('/401', loggedIn), { action: 'allow' });
  const fromLogin = { ...loggedIn, afterLogin: true };
  t.same(decide('/order/index', fromLogin), { action: 'redirect', to: '/home' }, "the login's redirect to a route the new role may not see goes home");
  t.same(decide('/goods/index', fromLogin), { action: 'allow' }, 'one it may see opens');
});

t.test('routes not generated yet: generate, then decide again', async (t) => {
  const pending = { ...loggedIn, routesReady: false };
  t.same(decide('/goods/index', pending), { action: 'generateRoutes' });
  t.same(decide('/no/such', pending), { action: 'generateRoutes' });
  t.same(decide('/login', pending), { action: 'redirect', to: '/' });
  t.same(decide('/404', pending), { action: 'allow' });
});

t.test('after login: back to the remembered console path only', async (t) => {
  t.equal(afterLogin('/goods/index'), '/goods/index');
  t.equal(afterLogin(null), '/');
  t.equal(afterLogin('//evil.example'), '/');
  t.equal(afterLogin('https://evil.example'), '/');
  t.equal(afterLogin('/login'), '/');
});
