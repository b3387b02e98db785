/**
 * The shell's own palette actions, offered on every screen: pin or unpin the page shown (through `usePins`, like the
 * sidebar and the tag bar: docs/views.md "Pinned and recent pages"), switch the language, change the password.
 */
import type { Text } from '../../../../contract/i18n.ts';
import { useStores } from '../../stores/index.ts';
import { usePins } from '../../stores/pins.ts';
import { en, zh } from './texts.ts';
import type { PaletteAction } from '../../hooks/useScreenActions.ts';

const both = (pick: (texts: typeof zh) => string): Text => ({ zh: pick(zh), en: pick(en) });

/** `pinnable`: the page shown, when it is one of the role's pages (a pin is a route path). */
export function useShellActions(onPassword: () => void, pinnable: string | undefined): PaletteAction[] {
  const { app } = useStores();
  const pins = usePins();
  const pin: PaletteAction[] =
    pinnable && pins.loaded
      ? [{ key: 'pin', title: both((x) => (pins.isPinned(pinnable) ? x.palette.action.unpin : x.palette.action.pin)), run: () => pins.toggle(pinnable) }]
      : [];
  return [
    ...pin,
    { key: 'language', title: both((x) => x.palette.action.language), run: () => app.setLanguage(app.language === 'zh' ? 'en' : 'zh') },
    { key: 'password', title: both((x) => x.palette.action.password), run: onPassword },
  ];
}
