/**
 * Pictures the mock draws itself, so a demo shows goods, avatars and logos without any image files or CDN:
 * deterministic PNG tiles of drawings.ts's drawings, varied by the picture's name, and the captcha. The tiles are raster, like a real platform's thumbnails,
 * because Chromium builds an SVG document per SVG picture (~2.5 ms of main-thread work each, plus costly painting):
 * a list of 20 SVG thumbnails made a route switch ~50 ms slower.
 */
import { crc32, deflateSync } from 'node:zlib';
import { ACCENT, AVATAR_DRAWINGS, BODY, type Drawing, GOODS_DRAWING_NAMES, GOODS_DRAWINGS, INK, inRoundRect, LOGO_DRAWINGS, OTHER_DRAWINGS } from './drawings.ts';
import type { Random } from './random.ts';

const PALETTE = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#8E44AD', '#16A085', '#D35400', '#2C3E50', '#C0392B'];
/** Light accents (a label, a lid, a cushion) that stand out on every palette colour and on the white body. */
const ACCENTS = ['#FFD666', '#FFADD2', '#87E8DE', '#FFC069', '#ADC6FF', '#B7EB8F'];
/** Goods stand at a slight angle, as on a shop's photos: the same kind of goods twice in a list does not look the same. */
const ANGLES = [-12, -6, 0, 6, 12];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  // a last avalanche: names that differ in their last digit differ in every field the tile takes from the hash
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** What a seeded picture shows (the `<kind>` of `seed/<kind>/<name>.png`). */
export const PICTURE_KINDS = ['goods', 'avatar', 'logo', 'class', 'licence', 'plate'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** Avatars and store logos are round; the other kinds are rounded squares. */
const ROUND: ReadonlySet<PictureKind> = new Set(['avatar', 'logo']);

/**
 * The drawing a seeded picture shows. A goods picture is named `<drawing>-<goods id>[-<n>]` (data/files.ts), so the
 * picture shows its goods' kind; an older name (a bare id) shows the shopping bag. Avatars and logos vary by name.
 */
export function drawingOf(kind: PictureKind, name: string): { id: string; draw: Drawing } {
  if (kind === 'goods') {
    const named = GOODS_DRAWING_NAMES.find((d) => name.startsWith(`${d}-`)) ?? 'bag';
    return { id: named, draw: GOODS_DRAWINGS[named] };
  }
  if (kind === 'avatar' || kind === 'logo') {
    const variants = kind === 'avatar' ? AVATAR_DRAWINGS : LOGO_DRAWINGS;
    const v = (hash(name) >>> 20) % variants.length;
    return { id: `${kind}${v}`, draw: variants[v] };
  }
  return { id: kind, draw: OTHER_DRAWINGS[kind] };
}

const SIZE = 128;
/** Samples per pixel along each axis: 4×4 supersampling smooths the edges without an anti-aliasing rasteriser. */
const SS = 4;
const INK_RGB = [0x5a, 0x62, 0x70];

const hex = (c: string): [number, number, number] => {
  const n = Number.parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** Encoded tiles by key (lists ask for the same pictures again and again). Bounded (~3 KB a tile, so at most ~15 MB),
 * and simply cleared when full. */
const CACHE_LIMIT = 5000;
const cache = new Map<string, Buffer>();

/**
 * What the key does not change: per pixel, how many of its SS×SS samples fall inside the outline, and how many on
 * each paint of the drawing. Computed once per drawing, outline and angle (about a hundred at most), so a tile itself
 * only paints its colours: drawing a new tile takes a fraction of a millisecond of the mock's (in demo mode, the
 * gateway's) event loop, not several.
 */
interface Coverage {
  inside: Uint8Array;
  /** Samples on the body, the ink and the accent, indexed by paint (1..3) after the pixel: `i * 4 + paint`. */
  paints: Uint8Array;
}
const coverages = new Map<string, Coverage>();

/** Each drawing sampled once, upright, SS×SS times per pixel: its turned versions look the paints up here. */
const MASK = SIZE * SS;
const masks = new Map<string, Uint8Array>();
function maskOf(drawing: { id: string; draw: Drawing }): Uint8Array {
  const known = masks.get(drawing.id);
  if (known) return known;
  const mask = new Uint8Array(MASK * MASK);
  for (let my = 0; my < MASK; my++) for (let mx = 0; mx < MASK; mx++) mask[my * MASK + mx] = drawing.draw((mx + 0.5) / SS, (my + 0.5) / SS) ?? 0;
  masks.set(drawing.id, mask);
  return mask;
}

function coverageOf(drawing: { id: string; draw: Drawing }, round: boolean, angle: number): Coverage {
  const id = `${drawing.id}:${round}:${angle}`;
  const known = coverages.get(id);
  if (known) return known;
  const mask = maskOf(drawing);
  const within = round ? (x: number, y: number) => (x - SIZE / 2) ** 2 + (y - SIZE / 2) ** 2 <= (SIZE / 2) ** 2 : (x: number, y: number) => inRoundRect(x, y, 0, 0, SIZE, SIZE, 8);
  // the drawing turns about the tile's centre: each sample is turned back into the upright drawing's coordinates
  const cos = Math.cos((-angle * Math.PI) / 180);
  const sin = Math.sin((-angle * Math.PI) / 180);
  const coverage: Coverage = { inside: new Uint8Array(SIZE * SIZE), paints: new Uint8Array(SIZE * SIZE * 4) };
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      const i = py * SIZE + px;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = px + (sx + 0.5) / SS;
          const y = py + (sy + 0.5) / SS;
          if (!within(x, y)) continue;
          coverage.inside[i]++;
          const mx = Math.floor((64 + (x - 64) * cos - (y - 64) * sin) * SS);
          const my = Math.floor((64 + (x - 64) * sin + (y - 64) * cos) * SS);
          const paint = mx >= 0 && mx < MASK && my >= 0 && my < MASK ? mask[my * MASK + mx] : 0;
          if (paint !== 0) coverage.paints[i * 4 + paint]++;
        }
      }
    }
  }
  coverages.set(id, coverage);
  return coverage;
}

/**
 * A 128×128 PNG tile for a seeded picture: a diagonal gradient between two palette colours picked by the name's hash,
 * a translucent circle, rounded corners (or a circle for avatars and logos, transparent outside) and the drawing, in
 * white with the hash's accent colour, goods turned by the hash's angle.
 */
export function tilePng(kind: PictureKind, name: string): Buffer {
  const cacheKey = `${kind}/${name}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const h = hash(cacheKey);
  const from = hex(PALETTE[h % PALETTE.length]);
  const to = hex(PALETTE[(h >>> 8) % PALETTE.length]);
  const accent = hex(ACCENTS[(h >>> 4) % ACCENTS.length]);
  const angle = kind === 'goods' ? ANGLES[(h >>> 12) % ANGLES.length] : 0;
  // A translucent highlight circle, placed and sized by the hash (the former SVG tile's numbers, in a 400-unit box).
  const k = SIZE / 400;
  const hx = (80 + (h % 240)) * k;
  const hy = (60 + ((h >>> 4) % 100)) * k;
  const hr = (40 + (h % 50)) * k;
  const { inside, paints } = coverageOf(drawingOf(kind, name), ROUND.has(kind), angle);
  const row = 1 + SIZE * 4;
  const raw = Buffer.alloc(row * SIZE); // each scanline starts with its filter type, 0 (none): deflate does the rest
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      const i = py * SIZE + px;
      const n = inside[i];
      if (n === 0) continue;
      const t = (px + py + 1) / (2 * SIZE);
      // 15 % white inside the highlight, its edge smoothed over a pixel
      const dx = px + 0.5 - hx;
      const dy = py + 0.5 - hy;
      const w = 0.15 * Math.min(1, Math.max(0, hr - Math.sqrt(dx * dx + dy * dy) + 0.5));
      const body = paints[i * 4 + BODY];
      const ink = paints[i * 4 + INK];
      const acc = paints[i * 4 + ACCENT];
      const background = n - body - ink - acc;
      const o = py * row + 1 + px * 4;
      for (let c = 0; c < 3; c++) {
        const g = from[c] + (to[c] - from[c]) * t;
        // PNG alpha is straight, not premultiplied: the colour is the mean over the samples inside the outline, the
        // alpha their share, so the edges fade out instead of darkening.
        raw[o + c] = (255 * body + INK_RGB[c] * ink + accent[c] * acc + (g + (255 - g) * w) * background) / n + 0.5;
      }
      raw[o + 3] = Math.round((255 * n) / (SS * SS));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(SIZE, 0);
  ihdr.writeUInt32BE(SIZE, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type 6 (RGBA), compression 0, filter method 0, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    // level 3: a tile is drawn on a request's path, and the default level costs twice the time for a few % less
    chunk('IDAT', deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, png);
  return png;
}

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function captchaCode(rnd: Random): string {
  return Array.from({ length: 4 }, () => rnd.pick([...CAPTCHA_CHARS])).join('');
}

/** The captcha picture: the code with tilted letters and noise lines, as a data URI. */
export function captchaSvg(code: string, rnd: Random): string {
  const letters = [...code]
    .map((c, i) => {
      const x = 18 + i * 26;
      const y = 30 + rnd.int(-4, 4);
      return `<text x="${x}" y="${y}" transform="rotate(${rnd.int(-25, 25)} ${x} ${y})" font-family="monospace" font-size="26" font-weight="bold" fill="${rnd.pick(PALETTE)}">${c}</text>`;
    })
    .join('');
  const noise = Array.from(
    { length: 5 },
    () => `<line x1="${rnd.int(0, 120)}" y1="${rnd.int(0, 40)}" x2="${rnd.int(0, 120)}" y2="${rnd.int(0, 40)}" stroke="${rnd.pick(PALETTE)}" stroke-width="1"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f4f6fa"/>${noise}${letters}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
