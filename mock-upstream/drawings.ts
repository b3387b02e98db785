/**
 * What the mock's pictures show: one drawing per kind of goods (a pump bottle for hair care, headphones for smart
 * devices, an air fryer for kitchen appliances...), a few for member avatars and shop logos, and one for each other
 * kind of picture. A drawing is a function of a point in a 128×128 tile that says which paint covers it; pictures.ts
 * rasterises it under a gradient picked by the picture's key, turned by a small angle, with an accent colour.
 */

/** The paints of a drawing: the light body, a grey ink for details, and the picture's accent colour (a label, a lid). */
export const BODY = 1;
export const INK = 2;
export const ACCENT = 3;
type Paint = typeof BODY | typeof INK | typeof ACCENT;

/** A drawing in tile coordinates (0..128, y downwards): the paint at a point, or undefined where the tile shows. */
export type Drawing = (x: number, y: number) => Paint | undefined;

const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const inRing = (x: number, y: number, cx: number, cy: number, r0: number, r1: number) => inCircle(x, y, cx, cy, r1) && !inCircle(x, y, cx, cy, r0);
const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
export function inRoundRect(x: number, y: number, x0: number, y0: number, x1: number, y1: number, r: number): boolean {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  // Inside unless in a corner square and outside that corner's circle.
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return inCircle(x, y, cx, cy, r);
}
const inRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) => x >= x0 && x <= x1 && y >= y0 && y <= y1;

/** The first paint whose shape holds the point: earlier layers lie on top. */
function layers(...parts: [Paint | undefined, (x: number, y: number) => boolean][]): Drawing {
  return (x, y) => {
    for (const [paint, inside] of parts) if (inside(x, y)) return paint;
    return undefined;
  };
}
const HOLE = undefined;

/** The goods drawings, one per kind of goods; words.ts names each leaf class's drawing. */
export const GOODS_DRAWINGS = {
  // A pump bottle with a label.
  bottle: layers(
    [ACCENT, (x, y) => inRoundRect(x, y, 50, 62, 78, 86, 3)],
    [BODY, (x, y) => inRoundRect(x, y, 46, 48, 82, 102, 9)],
    [BODY, (x, y) => inRect(x, y, 57, 38, 71, 48) || inRect(x, y, 55, 31, 75, 38) || inRect(x, y, 75, 32, 88, 36) || inRect(x, y, 62, 24, 66, 31)],
  ),
  // Over-ear headphones: a headband, two cups with accent cushions.
  headphones: layers(
    [ACCENT, (x, y) => inRoundRect(x, y, 42, 66, 48, 90, 3) || inRoundRect(x, y, 80, 66, 86, 90, 3)],
    [BODY, (x, y) => inRoundRect(x, y, 28, 60, 44, 96, 7) || inRoundRect(x, y, 84, 60, 100, 96, 7)],
    [BODY, (x, y) => y <= 70 && inRing(x, y, 64, 70, 30, 36)],
  ),
  // An air fryer: a tall rounded body, a dial, and the basket drawer with its handle.
  'air-fryer': layers(
    [INK, (x, y) => inCircle(x, y, 64, 42, 5)],
    [BODY, (x, y) => inRoundRect(x, y, 52, 72, 76, 79, 3)],
    [ACCENT, (x, y) => inRoundRect(x, y, 44, 56, 84, 92, 6)],
    [BODY, (x, y) => inRoundRect(x, y, 36, 28, 92, 100, 14)],
  ),
  // A round fruit with its stem and a leaf.
  fruit: layers(
    [INK, (x, y) => inRect(x, y, 62, 34, 66, 46)],
    [ACCENT, (x, y) => inEllipse(x, y, 76, 38, 11, 5)],
    [BODY, (x, y) => inCircle(x, y, 64, 72, 28)],
  ),
  // A sack of rice tied at the top, a grain on its label.
  sack: layers(
    [INK, (x, y) => inRect(x, y, 50, 38, 78, 44)],
    [ACCENT, (x, y) => inEllipse(x, y, 64, 74, 11, 16)],
    [BODY, (x, y) => inRoundRect(x, y, 40, 42, 88, 102, 12) || (y >= 26 && y <= 42 && Math.abs(x - 64) <= 8 + (42 - y) * 0.6)],
  ),
  // A pillow pack of snacks with crimped ends and a round window.
  'snack-bag': layers(
    [ACCENT, (x, y) => inCircle(x, y, 64, 66, 15)],
    [BODY, (x, y) => inRect(x, y, 38, 36, 90, 94) || ((y >= 28 && y < 36) || (y > 94 && y <= 102) ? inRect(x, y, 38, 28, 90, 102) && x % 8 < 5 : false)],
  ),
  // A cup of tea on its saucer, steam rising.
  teacup: layers(
    [ACCENT, (x, y) => y >= 30 && y <= 50 && [54, 70].some((sx) => Math.abs(x - (sx + 3 * Math.sin(y / 4))) <= 2)],
    [BODY, (x, y) => (y >= 58 && inEllipse(x, y, 60, 58, 28, 32)) || inRect(x, y, 32, 56, 88, 61) || (x > 80 && inRing(x, y, 88, 72, 6, 11))],
    [BODY, (x, y) => inEllipse(x, y, 62, 96, 38, 5)],
  ),
  // A standing fan: a guard ring, three blades, a hub, a stand.
  fan: layers(
    [ACCENT, (x, y) => inCircle(x, y, 64, 54, 6)],
    [BODY, (x, y) => inRing(x, y, 64, 54, 27, 31)],
    [BODY, (x, y) => {
      const r = Math.hypot(x - 64, y - 54);
      return r > 6 && r < 25 && Math.sin(3 * Math.atan2(y - 54, x - 64)) > 0.35;
    }],
    [BODY, (x, y) => inRect(x, y, 61, 85, 67, 98) || inRoundRect(x, y, 44, 97, 84, 104, 3)],
  ),
  // A T-shirt with a stripe across the chest.
  't-shirt': layers(
    [HOLE, (x, y) => inCircle(x, y, 64, 36, 9)],
    [ACCENT, (x, y) => inRect(x, y, 46, 64, 82, 71)],
    [BODY, (x, y) => inRect(x, y, 46, 38, 82, 100) || inRoundRect(x, y, 28, 38, 100, 58, 5)],
  ),
  // A dress: a bodice on straps, a belt, a flared skirt.
  dress: layers(
    [ACCENT, (x, y) => inRect(x, y, 52, 54, 76, 60)],
    [BODY, (x, y) => inRect(x, y, 54, 34, 74, 56) || inRect(x, y, 55, 24, 58, 34) || inRect(x, y, 70, 24, 73, 34)],
    [BODY, (x, y) => y >= 56 && y <= 102 && Math.abs(x - 64) <= 12 + (y - 56) * 0.5],
  ),
  // A running shoe from the side: ankle, upper, laces, an accent sole.
  shoe: layers(
    [ACCENT, (x, y) => inRoundRect(x, y, 26, 86, 102, 96, 5)],
    [INK, (x, y) => x >= 56 && x <= 74 && [62, 68, 74].some((ly) => y >= ly && y <= ly + 2) && inRoundRect(x, y, 28, 48, 100, 88, 10)],
    [BODY, (x, y) => inRoundRect(x, y, 28, 48, 62, 88, 10) || inRoundRect(x, y, 28, 64, 100, 88, 12)],
  ),
  // A jar of face cream: an accent lid, a label line.
  jar: layers(
    [ACCENT, (x, y) => inRoundRect(x, y, 36, 44, 92, 60, 5)],
    [INK, (x, y) => inRect(x, y, 48, 76, 80, 80) || inRect(x, y, 52, 84, 76, 87)],
    [BODY, (x, y) => inRoundRect(x, y, 40, 58, 88, 100, 9)],
  ),
  // A tin of formula: an accent lid and a round label.
  tin: layers(
    [ACCENT, (x, y) => inRoundRect(x, y, 40, 30, 88, 42, 4) || inCircle(x, y, 64, 72, 12)],
    [BODY, (x, y) => inRoundRect(x, y, 42, 38, 86, 102, 6)],
  ),
  // A nappy: a waistband with accent tabs, tapering to a rounded crotch.
  nappy: layers(
    [ACCENT, (x, y) => inRoundRect(x, y, 28, 38, 42, 52, 3) || inRoundRect(x, y, 86, 38, 100, 52, 3)],
    [BODY, (x, y) => inRect(x, y, 40, 38, 88, 52) || (y > 52 && y <= 90 && Math.abs(x - 64) <= 24 - (y - 52) * 0.35) || inEllipse(x, y, 64, 90, 11, 8)],
  ),
  // A bed: headboard, mattress, an accent pillow, a footboard leg.
  bed: layers(
    [ACCENT, (x, y) => inRoundRect(x, y, 42, 54, 64, 65, 4)],
    [BODY, (x, y) => inRoundRect(x, y, 26, 38, 38, 98, 3) || inRoundRect(x, y, 26, 66, 102, 84, 4) || inRect(x, y, 94, 84, 100, 98)],
  ),
  // A lidded storage box with a handle cut out.
  box: layers(
    [HOLE, (x, y) => inRoundRect(x, y, 54, 68, 74, 75, 3)],
    [ACCENT, (x, y) => inRoundRect(x, y, 30, 44, 98, 58, 4)],
    [BODY, (x, y) => inRoundRect(x, y, 36, 56, 92, 100, 5)],
  ),
  // A phone: an accent screen and a button.
  phone: layers(
    [INK, (x, y) => inCircle(x, y, 64, 96, 3)],
    [ACCENT, (x, y) => inRoundRect(x, y, 50, 32, 78, 89, 3)],
    [BODY, (x, y) => inRoundRect(x, y, 46, 24, 82, 104, 8)],
  ),
  // Capsules: a two-colour capsule and a round tablet.
  capsule: layers(
    [ACCENT, (x, y) => x >= 64 && inRoundRect(x, y, 30, 44, 98, 70, 13)],
    [BODY, (x, y) => inRoundRect(x, y, 30, 44, 98, 70, 13)],
    [INK, (x, y) => inRect(x, y, 38, 88, 58, 90) && inCircle(x, y, 48, 89, 12)],
    [BODY, (x, y) => inCircle(x, y, 48, 89, 12) || inCircle(x, y, 80, 89, 10)],
  ),
  // A shopping bag: goods of no known kind (pictures named before the drawings, in older state files).
  bag: layers(
    [BODY, (x, y) => (y <= 50 ? inRing(x, y, 64, 50, 11, 14.5) : inRoundRect(x, y, 38, 50, 90, 92, 6) && !(y >= 62 && inRing(x, y, 64, 62, 9, 12.5)))],
  ),
} satisfies Record<string, Drawing>;
export type GoodsDrawing = keyof typeof GOODS_DRAWINGS;
export const GOODS_DRAWING_NAMES = Object.keys(GOODS_DRAWINGS) as GoodsDrawing[];

/** Members look different: a plain head, short hair, long hair, glasses. */
const head = (x: number, y: number) => inCircle(x, y, 64, 50, 15);
const shoulders = (x: number, y: number) => y <= 98 && inEllipse(x, y, 64, 98, 30, 26);
export const AVATAR_DRAWINGS: Drawing[] = [
  layers([BODY, (x, y) => head(x, y) || shoulders(x, y)]),
  layers([ACCENT, (x, y) => y <= 46 && inCircle(x, y, 64, 48, 17)], [BODY, (x, y) => head(x, y) || shoulders(x, y)]),
  layers([BODY, (x, y) => head(x, y) || shoulders(x, y)], [ACCENT, (x, y) => y <= 72 && inEllipse(x, y, 64, 52, 21, 22)]),
  layers([INK, (x, y) => y >= 48 && y <= 54 && (inRing(x, y, 57, 51, 3, 5.5) || inRing(x, y, 71, 51, 3, 5.5))], [BODY, (x, y) => head(x, y) || shoulders(x, y)]),
];

const SCALLOPS = [43, 57, 71, 85];
/** Shops' logos: a storefront with an awning, a house, a gem. */
export const LOGO_DRAWINGS: Drawing[] = [
  layers(
    [HOLE, (x, y) => x >= 57 && x <= 71 && y >= 74 && y <= 92],
    [ACCENT, (x, y) => inRoundRect(x, y, 36, 36, 92, 50, 3) || (y >= 50 && SCALLOPS.some((cx) => inCircle(x, y, cx, 50, 7)))],
    [BODY, (x, y) => inRoundRect(x, y, 42, 62, 86, 92, 2)],
  ),
  layers(
    [ACCENT, (x, y) => inRect(x, y, 58, 74, 70, 92)],
    [BODY, (x, y) => (y >= 34 && y <= 62 && Math.abs(x - 64) <= (y - 34) * 1.1) || inRect(x, y, 42, 60, 86, 92)],
  ),
  layers(
    [ACCENT, (x, y) => y >= 40 && y <= 52 && Math.abs(x - 64) <= 28 - (52 - y) * 0.6],
    [BODY, (x, y) => y > 52 && y <= 94 && Math.abs(x - 64) <= (94 - y) * 0.67],
  ),
];

const TEXT_LINES = [46, 56, 66, 76];
/** The other kinds of picture, one drawing each. */
export const OTHER_DRAWINGS = {
  // A 2×2 grid of rounded squares.
  class: (x: number, y: number) => {
    const x0 = x < 64 ? 41 : 68;
    const y0 = y < 64 ? 41 : 68;
    return inRoundRect(x, y, x0, y0, x0 + 19, y0 + 19, 4) ? BODY : undefined;
  },
  // A document: a sheet with text lines.
  licence: (x: number, y: number) => {
    if (!inRoundRect(x, y, 44, 32, 84, 96, 4)) return undefined;
    const line = x >= 51 && x <= (y > 75 ? 66 : 77) && TEXT_LINES.some((ly) => y >= ly && y <= ly + 3);
    return line ? INK : BODY;
  },
  // A four-pointed star (an astroid): |dx|^½ + |dy|^½ ≤ r^½.
  plate: (x: number, y: number) => (Math.sqrt(Math.abs(x - 64)) + Math.sqrt(Math.abs(y - 64)) <= Math.sqrt(34) ? BODY : undefined),
} satisfies Record<string, Drawing>;
