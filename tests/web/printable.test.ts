/**
 * What the print view prints, by its rules (docs/shipping.md, "Print"): a phone as carriers mask it, the number a
 * label's barcode carries, and the pick list: each SKU once with its total and its orders, in SKU code order.
 */
import t from 'tap';
import type { Order } from '../../contract/resources/orders.ts';
import { maskPhone, pickLines, waybillNumber } from '../../web/src/areas/trade/print/printable.ts';

const item = (sku_code: string, quantity: number, goods_id = 7, sku_spec = '默认') => ({ goods_id, name: `商品${goods_id}`, picture: '', price: '1.00', quantity, amount: '1.00', sku_spec, sku_code });
const order = (order_no: string, items: ReturnType<typeof item>[], more: Partial<Order> = {}) => ({ order_no, items, tracking_no: null, courier: null, waybill: null, ...more }) as unknown as Order;

t.test('a phone as carriers print it', async (t) => {
  t.equal(maskPhone('13812341234'), '138****1234', 'a mobile: three digits, four stars, the last four');
  t.equal(maskPhone(' 13812341234 '), '138****1234', 'spaces around do not count');
  t.equal(maskPhone('0571-8888666'), '********8666', 'a landline: the last four only');
  t.equal(maskPhone('1234'), '1234', 'four digits or fewer: nothing to hide behind');
});

t.test('the label carries the waybill\'s number, else the typed tracking number', async (t) => {
  t.equal(waybillNumber(order('1', [], { tracking_no: 'SF100', waybill: { carrier: 'SF', waybill_no: 'SF200', sorting_code: '', bought_at: '2026-11-20 09:00:00', print_count: 0 } })), 'SF200');
  t.equal(waybillNumber(order('1', [], { tracking_no: 'SF100' })), 'SF100');
  t.equal(waybillNumber(order('1', [])), null, 'none yet');
});

t.test('the pick list: every SKU once, summed over the orders, sorted by code', async (t) => {
  const lines = pickLines([
    order('A', [item('G2-01', 2), item('G1-01', 1, 1)]),
    order('B', [item('G2-01', 3), item('G2-01', 1)]),
    order('C', [item('G2-01', 1, 9)]),
  ]);
  t.same(
    lines.map((l) => [l.sku_code, l.name, l.quantity, l.orders]),
    [
      ['G1-01', '商品1', 1, [{ order_no: 'A', quantity: 1 }]],
      ['G2-01', '商品7', 6, [{ order_no: 'A', quantity: 2 }, { order_no: 'B', quantity: 4 }]],
      ['G2-01', '商品9', 1, [{ order_no: 'C', quantity: 1 }]],
    ],
    'one line per SKU of a goods, its orders each once with their quantity',
  );
});
