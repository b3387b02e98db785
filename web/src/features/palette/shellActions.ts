/** The shell's own palette actions, offered on every screen: switch the language, change the password. */
import type { Text } from '../../../../contract/i18n.ts';
import { useStores } from '../../stores/index.ts';
import { en, zh } from './texts.ts';
import type { PaletteAction } from './screenActions.ts';

const both = (pick: (texts: typeof zh) => string): Text => ({ zh: pick(zh), en: pick(en) });

export function useShellActions(onPassword: () => void): PaletteAction[] {
  const { app } = useStores();
  return [
    { key: 'language', title: both((x) => x.palette.action.language), run: () => app.setLanguage(app.language === 'zh' ? 'en' : 'zh') },
    { key: 'password', title: both((x) => x.palette.action.password), run: onPassword },
  ];
}
