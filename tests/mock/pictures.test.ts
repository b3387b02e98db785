/** The seeded pictures' PNG tiles, read back with nothing but zlib: a valid file, the right size, the right shape. */
import { crc32, inflateSync } from 'node:zlib';
import t, { type Test } from 'tap';
import { PICTURE_KINDS, tilePng } from '../../mock-upstream/pictures.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The chunks of a PNG, each checked against its CRC. */
function chunks(t: Test, png: Buffer): { type: string; data: Buffer }[] {
  t.same(png.subarray(0, 8), SIGNATURE, 'PNG signature');
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    const data = png.subarray(at + 8, at + 8 + length);
    t.equal(png.readUInt32BE(at + 8 + length), crc32(png.subarray(at + 4, at + 8 + length)), `${type} CRC`);
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

/** The RGBA pixel at (x, y) of the inflated scanlines (filter type 0, so the bytes are the pixels). */
const pixel = (raw: Buffer, x: number, y: number) => [...raw.subarray(y * (1 + 128 * 4) + 1 + x * 4).subarray(0, 4)];

t.test('a round tile: header, chunks, pixels, transparent corner, opaque centre', async (t) => {
  const parts = chunks(t, tilePng('avatar', 'm1'));
  t.same(parts.map((c) => c.type), ['IHDR', 'IDAT', 'IEND']);
  const ihdr = parts[0].data;
  t.same([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)], [128, 128], '128×128');
  t.same([...ihdr.subarray(8)], [8, 6, 0, 0, 0], 'bit depth 8, RGBA, no interlace');
  const raw = inflateSync(Buffer.concat(parts.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  t.equal(raw.length, 128 * (1 + 128 * 4), 'one filter byte and 128 RGBA pixels per scanline');
  t.ok(Array.from({ length: 128 }, (_, y) => raw[y * (1 + 128 * 4)]).every((f) => f === 0), 'every scanline unfiltered');
  t.equal(pixel(raw, 0, 0)[3], 0, 'the corner is outside the circle');
  t.equal(pixel(raw, 64, 64)[3], 255, 'the centre is opaque');
  t.equal(pixel(raw, 64, 2)[3], 255, 'the top edge is inside the circle');
});

t.test('a square tile has rounded corners and is opaque elsewhere', async (t) => {
  const parts = chunks(t, tilePng('goods', 'bottle-1'));
  const raw = inflateSync(parts[1].data);
  t.equal(pixel(raw, 0, 0)[3], 0, 'the rounded corner');
  t.equal(pixel(raw, 64, 0)[3], 255, 'the edge');
  t.equal(pixel(raw, 10, 64)[3], 255, 'the side');
});

t.test('deterministic per name, different across names and kinds', async (t) => {
  // A second instance of the module has its own, empty cache: it draws the tile again.
  const again = new URL('../../mock-upstream/pictures.ts?again', import.meta.url).href;
  const fresh: typeof import('../../mock-upstream/pictures.ts') = await import(again);
  t.not(fresh.tilePng, tilePng, 'a separate module instance');
  t.same(fresh.tilePng('goods', 'bottle-1'), tilePng('goods', 'bottle-1'), 'the same name draws the same bytes');
  t.notSame(tilePng('goods', 'bottle-1'), tilePng('goods', 'bottle-2'), 'another name draws other bytes');
  const kinds = new Set(PICTURE_KINDS.map((kind) => tilePng(kind, 'same-1').toString('base64')));
  t.equal(kinds.size, PICTURE_KINDS.length, 'each kind has its own picture');
});

/** The tile's pixels as RGBA rows. */
function pixels(png: Buffer): Buffer {
  // a tile has one IDAT chunk, right after the 8-byte signature and the 25-byte IHDR chunk
  const at = 8 + 25;
  return inflateSync(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
}
/** Where the drawing's white body lies: the near-white pixels, as a set of indexes. */
function silhouette(png: Buffer): Set<number> {
  const raw = pixels(png);
  const out = new Set<number>();
  for (let y = 0; y < 128; y++) for (let x = 0; x < 128; x++) if (pixel(raw, x, y).slice(0, 3).every((c) => c >= 245)) out.add(y * 128 + x);
  return out;
}
/** How much two silhouettes overlap: shared pixels over the pixels of either (1: the same shape). */
function overlap(a: Set<number>, b: Set<number>): number {
  let both = 0;
  for (const i of a) if (b.has(i)) both++;
  return both / (a.size + b.size - both);
}

t.test('each kind of goods has its own drawing; goods of one kind differ in colour or angle', async (t) => {
  // what a shopper expects to see for each kind of goods (docs/demo.md lists them)
  const kinds = ['bottle', 'headphones', 'air-fryer', 'fruit', 'sack', 'snack-bag', 'teacup', 'fan', 't-shirt', 'dress', 'shoe', 'jar', 'tin', 'nappy', 'bed', 'box', 'phone', 'capsule'];
  const shapes = kinds.map((kind) => silhouette(tilePng('goods', `${kind}-1`)));
  for (const [i, shape] of shapes.entries()) {
    t.ok(shape.size > 600, `${kinds[i]}: a drawing, not an empty tile (${shape.size} white pixels)`);
    for (let j = 0; j < i; j++) t.ok(overlap(shape, shapes[j]) < 0.7, `${kinds[i]} does not look like ${kinds[j]} (${overlap(shape, shapes[j]).toFixed(2)})`);
  }
  // bags at every angle: the picture of a name of no known kind is one of them
  const unknown = silhouette(tilePng('goods', 'unknown-1'));
  const bags = Array.from({ length: 30 }, (_, i) => overlap(unknown, silhouette(tilePng('goods', `bag-${i + 1}`))));
  t.ok(Math.max(...bags) > 0.95, 'a name of no known kind shows the shopping bag');
  // ten headphones in a row: not one look repeated next to another
  const row = Array.from({ length: 10 }, (_, i) => pixels(tilePng('goods', `headphones-${i + 1}`)));
  for (let i = 1; i < row.length; i++) {
    const corner = (raw: Buffer) => pixel(raw, 20, 20).join();
    const sameColours = corner(row[i]) === corner(row[i - 1]);
    t.ok(!sameColours || !row[i].equals(row[i - 1]), `headphones ${i} and ${i + 1} differ`);
  }
  t.ok(new Set(row.map((raw) => pixel(raw, 20, 20).join())).size >= 4, 'ten pictures of one kind use several colours');
});

t.test('avatars and logos vary in drawing, not only in colour', async (t) => {
  const avatars = new Set(Array.from({ length: 40 }, (_, i) => [...silhouette(tilePng('avatar', `m${i + 1}`))].length));
  t.ok(avatars.size >= 3, `forty members show at least three different figures (${avatars.size})`);
  const logos = new Set(Array.from({ length: 20 }, (_, i) => [...silhouette(tilePng('logo', `${i + 1}`))].length));
  t.ok(logos.size >= 2, `twenty shops show at least two different logos (${logos.size})`);
});

