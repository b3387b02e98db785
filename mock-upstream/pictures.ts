/**
 * Pictures the mock draws itself, so a demo shows goods, avatars and logos without any image files or CDN:
 * deterministic SVGs from a key, and the captcha.
 */
import type { Random } from './random.ts';

const PALETTE = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#8E44AD', '#16A085', '#D35400', '#2C3E50', '#C0392B'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A square tile with a colour from the key and a short caption (goods name, initials). */
export function tile(key: string, caption: string, round = false): string {
  const h = hash(key);
  const bg = PALETTE[h % PALETTE.length];
  const accent = PALETTE[(h >>> 8) % PALETTE.length];
  const text = escapeXml([...caption].slice(0, round ? 1 : 4).join(''));
  const size = round ? 96 : 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
${round ? '<circle cx="200" cy="200" r="200" fill="url(#g)"/>' : '<rect width="400" height="400" rx="24" fill="url(#g)"/>'}
<circle cx="${80 + (h % 240)}" cy="${60 + ((h >>> 4) % 100)}" r="${40 + (h % 50)}" fill="#fff" fill-opacity="0.15"/>
<text x="200" y="${round ? 232 : 222}" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="${size}" font-weight="bold" fill="#fff" text-anchor="middle">${text}</text>
</svg>`;
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
