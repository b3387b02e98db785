/**
 * No dialog button says only 确定 / OK (docs/confirmations.md): a button names what it does. Every action a list can
 * run asks through the action runner, whose confirm, reason and form dialogs take their button from the action's own
 * title (`kinds/confirmation.tsx`, the reason words of `parts/Dialogs.tsx`); this scans, for every described list
 * and each of its row and bulk actions in zh and en, the words those dialogs would show, and every text of the
 * console, so a bare confirmation word cannot come back through a title or a translation.
 */
import t from 'tap';
import { RESOURCES } from '../../contract/index.ts';
import type { Lang } from '../../contract/i18n.ts';
import { createI18n } from '../../web/src/i18n/index.ts';
import { confirmBatch, confirmRow } from '../../web/src/screens/kinds/confirmation.tsx';
import { DESCRIBED_PATHS, descriptionOf } from '../../web/src/app/screens/descriptions.ts';
import type { Row } from '../../web/src/screens/descriptions/types.ts';
import { AREA_TEXTS } from '../../web/src/app/screens/texts.ts';
import { addScreenTexts } from '../../web/src/screens/i18n/index.ts';
import { reasonWords } from '../../web/src/screens/parts/Dialogs.tsx';
import { takesReason } from '../../web/src/screens/lib/actions.ts';

/** What a button must never say alone: it does not tell which action it runs. */
// (是 / yes are a boolean's values, shown in cells, not buttons)
const BARE = new Set(['确定', '确认', '好', '好的', 'ok', 'okay', 'confirm', 'submit', '提交']);
const isBare = (text: string) => BARE.has(text.trim().toLowerCase());

/** A row whose every field reads as an amount: enough for the words of a dialog, which do not depend on the values. */
const anyRow: Row = new Proxy({ id: 1 } as Row, { get: (row, key) => (key in row ? row[key as string] : '1.00') });

function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => leaves(v, [...path, key]));
  return [];
}

for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
  t.test(`every action dialog's button names its action (${lang})`, async (t) => {
    const i18n = createI18n(lang);
    addScreenTexts(i18n, AREA_TEXTS);
    const tr = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
    let scanned = 0;
    for (const path of DESCRIBED_PATHS) {
      const desc = descriptionOf(path);
      if (!desc || (desc.kind !== 'list' && desc.kind !== 'audit')) continue;
      const def = RESOURCES[desc.resource];
      for (const name of new Set([...desc.rowActions, ...(desc.bulk ?? []), ...(desc.jobBulk ?? [])])) {
        const action = def.actions?.[name];
        if (!action) continue;
        const ctx = { def, desc, name, action, lang, t: tr };
        const buttons = [confirmRow(ctx, anyRow).button, confirmBatch(ctx, [anyRow]).button];
        if (takesReason(action)) buttons.push(tr(`screens.reason.${reasonWords(name)}.submit`, { action: action.title[lang] }));
        for (const button of buttons) {
          scanned++;
          if (isBare(button)) t.fail(`${path}: ${name} has a button saying only «${button}»`);
        }
        t.ok(buttons.every((b) => b.includes(action.title[lang]) || takesReason(action)), `${path}: ${name}'s buttons say «${action.title[lang]}»`);
      }
    }
    t.ok(scanned > 200, `the action dialogs of the lists are scanned (${scanned} buttons)`);
  });

  t.test(`no text of the console is a bare confirmation word (${lang})`, async (t) => {
    const i18n = createI18n(lang);
    addScreenTexts(i18n, AREA_TEXTS);
    const texts = leaves(i18n.getResourceBundle(lang, 'translation'));
    t.ok(texts.length > 500, `the texts are read (${texts.length})`);
    t.same(texts.filter(([, text]) => isBare(text)).map(([key, text]) => `${key}: ${text}`), [], 'none says only 确定 / OK');
    const titles = Object.values(RESOURCES).flatMap((def) => Object.entries(def.actions ?? {}).map(([name, a]) => [`${def.name}.${name}`, a.title[lang]] as const));
    t.same(titles.filter(([, title]) => isBare(title)), [], 'no action of the contract is titled only 确定 / OK');
  });
}
