/**
 * Who sees the print tool (docs/shipping.md, "Print"): the shipping desk prints, so the order list of an account
 * holding the shipments screen has it, and the finance role, which reads orders for their money, has none (the
 * upstream refuses it the print calls: tests/mock/shipping-settings.test.ts).
 */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, newPage, startConsole } from '../console.ts';
import { rowsOf, view } from '../screens/helpers.ts';

const ORDERS = '/order/index';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  for (const [account, prints] of [['admin', true], ['finance', false]] as const) {
    t.test(`${account}: the order list ${prints ? 'has' : 'has no'} print tool`, async (t) => {
      const { page, context, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await logIn(page, stack.url, account === 'finance' ? 'seller' : 'admin', account);
      await go(page, ORDERS);
      const screen = view(page, ORDERS);
      t.ok((await (await rowsOf(screen)).count()) > 0, 'the orders are listed');
      t.ok(await screen.locator('.export-button').isVisible(), "the list's toolbar is shown");
      t.equal(await screen.locator('.print-tool').count(), prints ? 1 : 0);
      t.same(errors, [], 'no page error');
    });
  }
}
