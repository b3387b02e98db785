/** The table's query engine against a brute-force reading of the same rows, through writes that move rows around. */
import t from 'tap';
import { type Filter, Table, type TableQuery } from '../../mock-upstream/engine/table.ts';
import { Random } from '../../mock-upstream/random.ts';

interface Row {
  id: number;
  status: string;
  kind: string;
  name: string;
  amount: string;
  at: string | null;
}

const STATUSES = ['a', 'b', 'c', 'd'];
const rnd = new Random(42);
const table = new Table<Row>(['status', 'kind']);
for (let i = 0; i < 3000; i++) {
  table.insert({
    status: rnd.pick(STATUSES),
    kind: rnd.chance(0.01) ? 'rarest' : rnd.chance(0.05) ? 'rare' : rnd.pick(['x', 'y']),
    name: `名字${rnd.int(0, 500)}Ab`,
    amount: `${rnd.int(0, 999)}.${rnd.digits(2)}`,
    at: rnd.chance(0.1) ? null : `2026-0${rnd.int(1, 9)}-1${rnd.int(0, 9)} 1${rnd.int(0, 9)}:00:00`,
  });
}

function matches(r: Row, f: Filter): boolean {
  const v = (r as unknown as Record<string, unknown>)[f.kind === 'text' ? '' : f.field];
  if (f.kind === 'eq') return v === f.value;
  if (f.kind === 'text') return f.fields.some((name) => String((r as unknown as Record<string, unknown>)[name]).toLowerCase().includes(f.needle));
  if (v === null) return false;
  const key = f.numeric ? Number(v) : Number(String(v).replace(/\D/g, ''));
  const bound = (b: number | string | undefined) => (b === undefined ? undefined : f.numeric ? Number(b) : Number(String(b).replace(/\D/g, '')));
  const min = bound(f.min);
  const max = bound(f.max);
  return (min === undefined || key >= min) && (max === undefined || key <= max);
}

function brute(q: TableQuery) {
  const sortKey = (r: Row) => {
    const v = (r as unknown as Record<string, unknown>)[q.sort.field];
    return v === null ? Number.NEGATIVE_INFINITY : typeof v === 'string' && /^\d+\.\d\d$/.test(v) ? Number(v) : v;
  };
  const base = table.all().filter((r) => q.filters.every((f) => matches(r, f)));
  const counts: Record<string, number> = { all: base.length };
  for (const s of STATUSES) counts[s] = base.filter((r) => r.status === s).length;
  const rows = base
    .filter((r) => (q.active ?? []).every((f) => matches(r, f)))
    .sort((a, b) => {
      const x = sortKey(a) as number | string;
      const y = sortKey(b) as number | string;
      if (x === y) return a.id - b.id;
      if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1; // null (−∞) before any text
      return x < y ? -1 : 1;
    });
  if (q.sort.desc) rows.reverse();
  return { ids: rows.slice((q.page - 1) * q.limit, q.page * q.limit).map((r) => r.id), total: rows.length, counts };
}

const tabs: TableQuery['tabs'] = { byField: 'status', keys: new Map(STATUSES.map((s) => [s, s])) };

function randomQuery(): TableQuery {
  const filters: Filter[] = [];
  if (rnd.chance(0.4)) filters.push({ kind: 'eq', field: 'kind', value: rnd.pick(['x', 'y', 'rare', 'rarest']) }); // 'rarest' takes the small-bucket path
  if (rnd.chance(0.3)) filters.push({ kind: 'text', fields: ['name'], needle: rnd.pick(['名字1', 'ab', '99']) });
  if (rnd.chance(0.3)) filters.push({ kind: 'range', field: 'amount', numeric: true, min: rnd.int(0, 500), max: rnd.chance(0.5) ? rnd.int(500, 999) : undefined });
  if (rnd.chance(0.3)) filters.push({ kind: 'range', field: 'at', numeric: false, min: '2026-03-01 00:00:00', max: '2026-07-31 23:59:59' });
  return {
    filters,
    active: rnd.chance(0.5) ? [{ kind: 'eq', field: 'status', value: rnd.pick(STATUSES) }] : [],
    tabs,
    sort: { field: rnd.pick(['id', 'amount', 'at', 'name']), desc: rnd.chance(0.5) },
    page: rnd.int(1, 4),
    limit: rnd.pick([10, 20, 50]),
  };
}

t.test('random queries agree with brute force, before and after writes', async (t) => {
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < 60; i++) {
      const q = randomQuery();
      const got = table.query(q);
      const want = brute(q);
      const label = JSON.stringify({ ...q, tabs: undefined });
      if (got.total !== want.total || JSON.stringify(got.list.map((r) => r.id)) !== JSON.stringify(want.ids) || JSON.stringify(got.counts) !== JSON.stringify(want.counts)) {
        t.fail(`round ${round}: ${label}`);
        return;
      }
    }
    t.pass(`round ${round}: 60 queries agree`);
    // Writes that move rows between statuses, sort positions and filter ranges, plus inserts and deletes.
    for (let i = 0; i < 300; i++) {
      const row = table.get(rnd.int(1, table.nextId - 1));
      if (!row) continue;
      table.update(row, { status: rnd.pick(STATUSES), amount: `${rnd.int(0, 999)}.00`, name: `新名字${rnd.int(0, 9)}`, at: rnd.chance(0.5) ? row.at : null });
    }
    for (let i = 0; i < 20; i++) table.delete(table.get(rnd.int(1, table.nextId - 1)) ?? table.all()[0]);
    for (let i = 0; i < 20; i++) table.insert({ status: 'a', kind: 'rare', name: 'Ab新', amount: '1.00', at: null });
  }
});

t.test('goods-style tabs (any shape) count per predicate', async (t) => {
  const q: TableQuery = {
    filters: [{ kind: 'eq', field: 'kind', value: 'x' }],
    tabs: { list: [{ key: 'cheap_a', filters: [{ kind: 'eq', field: 'status', value: 'a' }, { kind: 'range', field: 'amount', numeric: true, max: 100 }] }] },
    active: [],
    sort: { field: 'id', desc: false },
    page: 1,
    limit: 5,
  };
  const got = table.query(q);
  const xs = table.all().filter((r) => r.kind === 'x');
  t.same(got.counts, { all: xs.length, cheap_a: xs.filter((r) => r.status === 'a' && Number(r.amount) <= 100).length });
  t.same(got.list.map((r) => r.id), xs.slice(0, 5).map((r) => r.id));
});
