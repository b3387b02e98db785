/**
 * WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) for the colours the console computes at run
 * time: the theme colour a user picks is darkened to a readable shade (docs/accessibility.md, "Contrast tokens").
 */

/** The page's grey (shell.css), the darkest background themed text sits on: a shade that reads on it reads on white. */
export const PAGE_BACKGROUND = '#f0f2f5';

/** What normal-size text needs against its background (WCAG 1.4.3, AA); axe-core's color-contrast checks the same. */
export const TEXT_CONTRAST = 4.5;

function channels(hex: string): number[] {
  return [0, 1, 2].map((i) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16));
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `color` moved towards `other` by `weight` (0 to 1), as `#rrggbb`. */
export function mix(color: string, other: string, weight: number): string {
  const [a, b] = [channels(color), channels(other)];
  return `#${a.map((v, i) => Math.round(v * (1 - weight) + b[i] * weight).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The colour itself when text in it reads on `background` (and white text reads on it), else the lightest darker
 * shade that does: the hue the user chose, at a contrast a reader can use.
 */
export function readableShade(color: string, background = PAGE_BACKGROUND): string {
  let weight = 0;
  let shade = color.toLowerCase();
  // a margin over 4.5: browsers round the colours they blend
  while (contrast(shade, background) < TEXT_CONTRAST + 0.1 && weight < 1) {
    weight += 0.02;
    shade = mix(color, '#000000', weight);
  }
  return shade;
}
