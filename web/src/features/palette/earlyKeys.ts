/**
 * The keys typed between asking for the palette (Ctrl+K) and its input being there: on first use its chunk is still
 * loading, and an operator who types "tuikuan" straight after the shortcut would lose the first letters. Kept here and
 * typed into the input when it mounts (docs/palette.md "Loading").
 */
export interface EarlyKeys {
  /** What was typed, once (then ''), and the end of the keeping: from now on the keys go to the input. */
  take(): string;
}

export function keepEarlyKeys(): EarlyKeys {
  let typed = '';
  const onKey = (event: KeyboardEvent) => {
    // a key the input already receives, a shortcut, or a named key (Tab, arrows) is left alone
    if ((event.target as Element | null)?.closest?.('.palette') || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if (event.key.length === 1) typed += event.key;
    else return;
    event.preventDefault();
  };
  window.addEventListener('keydown', onKey, true);
  let kept = true;
  return {
    take() {
      if (!kept) return '';
      window.removeEventListener('keydown', onKey, true);
      kept = false;
      return typed;
    },
  };
}
