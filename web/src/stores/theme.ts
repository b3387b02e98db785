/**
 * The theme colour (#409EFF by default). A change sets CSS custom properties that styles/theme.css applies to every
 * themed selector (primary buttons, active menu item, active tag, links, focus rings): no stylesheet is fetched.
 */
import { makeAutoObservable } from 'mobx';
import { DEFAULT_THEME, STORAGE } from '../config.ts';
import type { KeyValue } from '../lib/storage.ts';

const HEX = /^#[0-9a-f]{6}$/i;

export function isThemeColor(value: string): boolean {
  return HEX.test(value);
}

/** The CSS variables of a theme colour: the colour, a darker shade for hover and a light tint for backgrounds. */
export function themeVariables(color: string): Record<string, string> {
  return {
    '--theme': color,
    '--theme-dark': mix(color, '#000000', 0.15),
    '--theme-light': mix(color, '#ffffff', 0.9),
    '--theme-focus': mix(color, '#ffffff', 0.5),
  };
}

function mix(color: string, other: string, weight: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(color, i) * (1 - weight) + channel(other, i) * weight));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export class ThemeStore {
  color: string;

  constructor(
    private readonly persisted: KeyValue,
    private readonly apply: (variables: Record<string, string>) => void,
  ) {
    const stored = persisted.get(STORAGE.theme);
    this.color = stored && isThemeColor(stored) ? stored : DEFAULT_THEME;
    makeAutoObservable<ThemeStore, 'persisted' | 'apply'>(this, { persisted: false, apply: false });
    this.apply(themeVariables(this.color));
  }

  /** Returns false (and changes nothing) for anything but a `#rrggbb` colour. */
  setColor(color: string): boolean {
    if (!isThemeColor(color)) return false;
    this.color = color.toLowerCase();
    this.persisted.set(STORAGE.theme, this.color);
    this.apply(themeVariables(this.color));
    return true;
  }
}
