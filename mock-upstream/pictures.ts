/**
 * Pictures the mock draws itself, so a demo shows goods, avatars and logos without any image files or CDN:
 * deterministic PNG tiles from a key, and the captcha. The tiles are raster, like a real platform's thumbnails,
 * because Chromium builds an SVG document per SVG picture (~2.5 ms of main-thread work each, plus costly painting):
 * a list of 20 SVG thumbnails made a route switch ~50 ms slower.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Random } from './random.ts';

const PALETTE = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#8E44AD', '#16A085', '#D35400', '#2C3E50', '#C0392B'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** What a seeded picture shows; each kind has its own pictogram. */
export const PICTURE_KINDS = ['goods', 'avatar', 'logo', 'class', 'licence', 'plate'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

const SIZE = 128;
/** Samples per pixel along each axis: 4×4 supersampling smooths the edges without an anti-aliasing rasteriser. */
const SS = 4;
const WHITE = 0xffffff;
const INK = 0x5a6270;

const hex = (c: string): [number, number, number] => {
  const n = Number.parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const inRing = (x: number, y: number, cx: number, cy: number, r0: number, r1: number) => inCircle(x, y, cx, cy, r1) && !inCircle(x, y, cx, cy, r0);
function inRoundRect(x: number, y: number, x0: number, y0: number, x1: number, y1: number, r: number): boolean {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  // Inside unless in a corner square and outside that corner's circle.
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return inCircle(x, y, cx, cy, r);
}

/** A pictogram in tile coordinates (0..128): the ink colour at a point, or undefined where the tile shows through. */
type Pictogram = (x: number, y: number) => number | undefined;

const SCALLOPS = [43, 57, 71, 85];
const TEXT_LINES = [46, 56, 66, 76];

const PICTOGRAMS: Record<PictureKind, Pictogram> = {
  // A shopping bag: a body with a smile-shaped fold cut in, and the upper half of a thin ring as its handle.
  goods: (x, y) =>
    (y <= 50 ? inRing(x, y, 64, 50, 11, 14.5) : inRoundRect(x, y, 38, 50, 90, 92, 6) && !(y >= 62 && inRing(x, y, 64, 62, 9, 12.5))) ? WHITE : undefined,
  // A person: head and the top half of an ellipse as shoulders.
  avatar: (x, y) => (inCircle(x, y, 64, 50, 15) || (y <= 98 && ((x - 64) / 30) ** 2 + ((y - 98) / 26) ** 2 <= 1) ? WHITE : undefined),
  // A storefront: an awning with a scalloped edge over a body with the door cut out.
  logo: (x, y) => {
    const awning = inRoundRect(x, y, 36, 36, 92, 50, 3) || (y >= 50 && SCALLOPS.some((cx) => inCircle(x, y, cx, 50, 7)));
    const body = inRoundRect(x, y, 42, 62, 86, 92, 2) && !(x >= 57 && x <= 71 && y >= 74);
    return awning || body ? WHITE : undefined;
  },
  // A 2×2 grid of rounded squares.
  class: (x, y) => {
    const x0 = x < 64 ? 41 : 68;
    const y0 = y < 64 ? 41 : 68;
    return inRoundRect(x, y, x0, y0, x0 + 19, y0 + 19, 4) ? WHITE : undefined;
  },
  // A document: a white sheet with text lines.
  licence: (x, y) => {
    if (!inRoundRect(x, y, 44, 32, 84, 96, 4)) return undefined;
    const line = x >= 51 && x <= (y > 75 ? 66 : 77) && TEXT_LINES.some((ly) => y >= ly && y <= ly + 3);
    return line ? INK : WHITE;
  },
  // A four-pointed star (an astroid): |dx|^½ + |dy|^½ ≤ r^½.
  plate: (x, y) => (Math.sqrt(Math.abs(x - 64)) + Math.sqrt(Math.abs(y - 64)) <= Math.sqrt(34) ? WHITE : undefined),
};

/** Encoded tiles by key (lists ask for the same pictures again and again). Bounded (~3 KB a tile, so at most ~15 MB),
 * and simply cleared when full. */
const CACHE_LIMIT = 5000;
const cache = new Map<string, Buffer>();

/**
 * What the key does not change: per pixel, how many of its SS×SS samples fall inside the outline and how many on the
 * pictogram, with the sum of the pictogram's colour over them. Drawn once per kind and outline (twelve at most), so a
 * tile itself only paints its gradient: drawing a new tile takes a fraction of a millisecond of the mock's (in demo
 * mode, the gateway's) event loop, not several.
 */
interface Coverage {
  inside: Uint8Array;
  ink: Uint8Array;
  inkRgb: Uint16Array;
}
const coverages = new Map<string, Coverage>();

function coverageOf(kind: PictureKind, round: boolean): Coverage {
  const id = `${kind}:${round}`;
  const known = coverages.get(id);
  if (known) return known;
  const pictogram = PICTOGRAMS[kind];
  const within = round ? (x: number, y: number) => inCircle(x, y, SIZE / 2, SIZE / 2, SIZE / 2) : (x: number, y: number) => inRoundRect(x, y, 0, 0, SIZE, SIZE, 8);
  const coverage: Coverage = { inside: new Uint8Array(SIZE * SIZE), ink: new Uint8Array(SIZE * SIZE), inkRgb: new Uint16Array(SIZE * SIZE * 3) };
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      const i = py * SIZE + px;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = px + (sx + 0.5) / SS;
          const y = py + (sy + 0.5) / SS;
          if (!within(x, y)) continue;
          coverage.inside[i]++;
          const mark = pictogram(x, y);
          if (mark === undefined) continue;
          coverage.ink[i]++;
          coverage.inkRgb[i * 3] += (mark >> 16) & 255;
          coverage.inkRgb[i * 3 + 1] += (mark >> 8) & 255;
          coverage.inkRgb[i * 3 + 2] += mark & 255;
        }
      }
    }
  }
  coverages.set(id, coverage);
  return coverage;
}

/**
 * A 128×128 PNG tile for a key: a diagonal gradient between two palette colours picked by the key's hash, a
 * translucent circle, rounded corners (or a circle when `round`, transparent outside) and the kind's pictogram.
 */
export function tilePng(key: string, kind: PictureKind, round = false): Buffer {
  const cacheKey = `${kind}:${round ? 'o' : 's'}:${key}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const h = hash(key);
  const from = hex(PALETTE[h % PALETTE.length]);
  const to = hex(PALETTE[(h >>> 8) % PALETTE.length]);
  // A translucent highlight circle, placed and sized by the hash (the former SVG tile's numbers, in a 400-unit box).
  const k = SIZE / 400;
  const hx = (80 + (h % 240)) * k;
  const hy = (60 + ((h >>> 4) % 100)) * k;
  const hr = (40 + (h % 50)) * k;
  const { inside, ink, inkRgb } = coverageOf(kind, round);
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
      const background = n - ink[i];
      const o = py * row + 1 + px * 4;
      const r = from[0] + (to[0] - from[0]) * t;
      const g = from[1] + (to[1] - from[1]) * t;
      const b = from[2] + (to[2] - from[2]) * t;
      // PNG alpha is straight, not premultiplied: the colour is the mean over the samples inside the outline, the
      // alpha their share, so the edges fade out instead of darkening.
      raw[o] = (inkRgb[i * 3] + (r + (255 - r) * w) * background) / n + 0.5;
      raw[o + 1] = (inkRgb[i * 3 + 1] + (g + (255 - g) * w) * background) / n + 0.5;
      raw[o + 2] = (inkRgb[i * 3 + 2] + (b + (255 - b) * w) * background) / n + 0.5;
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
