/**
 * The theme colour (#409EFF by default). A change sets CSS custom properties that styles/theme.css applies to every
 * themed selector (primary buttons, active menu item, active tag, links, focus rings): no stylesheet is fetched.
 */
import { makeAutoObservable } from 'mobx';
import { DEFAULT_THEME, STORAGE } from '../config.ts';
import type { KeyValue } from '../lib/storage.ts';
import { mix, readableShade } from '../styles/contrast.ts';

const HEX = /^#[0-9a-f]{6}$/i;

export function isThemeColor(value: string): boolean {
  return HEX.test(value);
}

/**
 * The CSS variables of a theme colour: the colour (borders, rings), its readable shade for text and for fills under
 * white text (docs/accessibility.md), a darker one for hover and light tints for backgrounds.
 */
export function themeVariables(color: string): Record<string, string> {
  const strong = readableShade(color);
  return {
    '--theme': color,
    '--theme-strong': strong,
    '--theme-dark': mix(strong, '#000000', 0.15),
    '--theme-light': mix(color, '#ffffff', 0.9),
    '--theme-focus': mix(color, '#ffffff', 0.5),
  };
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
