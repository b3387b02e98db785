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
  const parts = chunks(t, tilePng('avatar/m1', 'avatar', true));
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
  const parts = chunks(t, tilePng('goods/1', 'goods', false));
  const raw = inflateSync(parts[1].data);
  t.equal(pixel(raw, 0, 0)[3], 0, 'the rounded corner');
  t.equal(pixel(raw, 64, 0)[3], 255, 'the edge');
  t.equal(pixel(raw, 10, 64)[3], 255, 'the side');
});

t.test('deterministic per key, different across keys and kinds', async (t) => {
  // A second instance of the module has its own, empty cache: it draws the tile again.
  const again = new URL('../../mock-upstream/pictures.ts?again', import.meta.url).href;
  const fresh: typeof import('../../mock-upstream/pictures.ts') = await import(again);
  t.not(fresh.tilePng, tilePng, 'a separate module instance');
  t.same(fresh.tilePng('goods/1', 'goods'), tilePng('goods/1', 'goods'), 'the same key draws the same bytes');
  t.notSame(tilePng('goods/1', 'goods'), tilePng('goods/2', 'goods'), 'another key draws other bytes');
  const kinds = new Set(PICTURE_KINDS.map((kind) => tilePng('same/1', kind).toString('base64')));
  t.equal(kinds.size, PICTURE_KINDS.length, 'each kind has its own pictogram');
});
