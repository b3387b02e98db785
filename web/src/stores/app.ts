/** Layout state: sidebar open or closed and language (both persisted across visits), and the device kind. */
import { makeAutoObservable } from 'mobx';
import { DEFAULT_LANG, type Lang, LANGS } from '../../../contract/i18n.ts';
import { COOKIE, MOBILE_TOLERANCE_PX, MOBILE_WIDTH_PX } from '../config.ts';
import type { KeyValue } from '../lib/storage.ts';

export type Device = 'desktop' | 'mobile';

export function deviceOf(width: number): Device {
  return width - MOBILE_TOLERANCE_PX < MOBILE_WIDTH_PX ? 'mobile' : 'desktop';
}

export class AppStore {
  sidebarOpened: boolean;
  /** Set when the sidebar closes by itself (mobile), so it closes without the slide animation. */
  withoutAnimation = false;
  device: Device = 'desktop';
  language: Lang;

  constructor(private readonly persisted: KeyValue) {
    this.sidebarOpened = persisted.get(COOKIE.sidebar) !== '0';
    const lang = persisted.get(COOKIE.language);
    this.language = LANGS.includes(lang as Lang) ? (lang as Lang) : DEFAULT_LANG;
    makeAutoObservable<AppStore, 'persisted'>(this, { persisted: false });
  }

  toggleSidebar(): void {
    this.setSidebar(!this.sidebarOpened, false);
  }

  closeSidebar(withoutAnimation: boolean): void {
    this.setSidebar(false, withoutAnimation);
  }

  /** On resize and on every route change: a mobile device closes the sidebar by itself. */
  updateDevice(width: number): void {
    this.device = deviceOf(width);
    if (this.device === 'mobile' && this.sidebarOpened) this.closeSidebar(true);
  }

  setLanguage(lang: Lang): void {
    this.language = lang;
    this.persisted.set(COOKIE.language, lang);
  }

  private setSidebar(opened: boolean, withoutAnimation: boolean): void {
    this.sidebarOpened = opened;
    this.withoutAnimation = withoutAnimation;
    this.persisted.set(COOKIE.sidebar, opened ? '1' : '0');
  }
}
