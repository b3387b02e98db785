import t from 'tap';
import { xlsxOf } from '../../web/src/screens/lib/exportRows.ts';
import { parseShipRows, shipCheckBody } from '../../web/src/screens/lib/shipImport.ts';
import { readFirstSheet } from '../../web/src/screens/lib/xlsxRead.ts';

const bytes = async (table: (string | number | null)[][]) => new Uint8Array(await (await xlsxOf(table, 'Sheet1')).arrayBuffer());

t.test('an .xlsx reads back as rows of texts, gaps kept, entities decoded', async (t) => {
  const table = await readFirstSheet(await bytes([['订单号', '快递公司', '快递单号'], ['2611210000000001', '顺丰速运', 'SF1234567890'], [null, 'A & B <c>', 12]]));
  t.same(table, [['订单号', '快递公司', '快递单号'], ['2611210000000001', '顺丰速运', 'SF1234567890'], ['', 'A & B <c>', '12']]);
  t.throws(() => readFirstSheet(new TextEncoder().encode('order_no,courier\n1,SF')), { name: 'SheetError' }, 'a CSV is not an .xlsx');
});

t.test('ship rows: headers in either language, couriers by name or code, read for the dry run to check', async (t) => {
  const rows = parseShipRows([
    ['Tracking no.', 'Order no.', 'Courier'],
    ['SF1234567890', '2611210000000001', '顺丰速运'],
    ['ZT1234567890', '2611210000000002', 'zto'],
    ['YT123', '2611210000000003', 'YTO'],
    ['JD1234567890', '2611210000000002', 'JD'],
    ['EM1234567890', 'abc', 'EMS'],
    ['', '', ''],
    ['XX1234567890', '2611210000000009', '飞鸽快递'],
  ]);
  // whether each ships is the upstream's dry run to say, with the ship action's own check (tests/mock/imports.test.ts:
  // a short tracking number, a repeated order, an unknown order, an order already shipped)
  t.same(
    rows.map((r) => [r.line, r.order_no, r.courier, r.tracking_no, r.error ?? 'unchecked']),
    [
      [2, '2611210000000001', 'SF', 'SF1234567890', 'unchecked'],
      [3, '2611210000000002', 'ZTO', 'ZT1234567890', 'unchecked'],
      [4, '2611210000000003', 'YTO', 'YT123', 'unchecked'],
      [5, '2611210000000002', 'JD', 'JD1234567890', 'unchecked'],
      [6, 'abc', 'EMS', 'EM1234567890', 'unchecked'],
      [8, '2611210000000009', '飞鸽快递', 'XX1234567890', 'unchecked'],
    ],
    'blank lines are skipped, line numbers stay those of the sheet, a courier no one knows stays as written',
  );
  t.same(shipCheckBody(rows.slice(0, 1)), { rows: [{ row: 2, order_no: '2611210000000001', courier: 'SF', tracking_no: 'SF1234567890' }] });
  t.throws(() => parseShipRows([['订单号', '快递单号'], ['1', '2']]), { name: 'ShipSheetError', message: 'courier' }, 'a missing column is refused as a whole');
});
