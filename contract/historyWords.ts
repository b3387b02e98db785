/**
 * The operation log in words (docs/oplog.md), one wording for every reader: a record's History section in the console
 * and the log screens' rows (their `call_text`, `record` and `detail`, worded by the upstream in the caller's
 * language so an export writes the same text). A change reads `label: before → after`, with the contract's labels,
 * enum names, money as money, yes and no as words.
 */
import { cellText, fieldKindOf } from './exportCells.ts';
import { type FieldChange, HISTORY_EVENTS, HISTORY_FIELDS } from './history.ts';
import type { Lang, Text } from './i18n.ts';
import type { ResourceDef } from './resource.ts';

type Value = FieldChange['before'];

/** What the log says of a secret field and of a logged read the upstream refused. */
export const HISTORY_WORDS = {
  secret: { zh: '已修改（内容不记录）', en: 'changed (never logged)' },
  refused: { zh: '已拒绝', en: 'refused' },
} satisfies Record<string, Text>;

/** A logged value in words: an enum by its name, money as money, yes/no, a time as written; empty as a dash. */
export function valueText(def: ResourceDef | undefined, field: string, value: Value, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '-';
  if (!def) return String(value);
  return cellText(fieldKindOf(def, field), value, lang, def.enums?.[field]) || '-';
}

/** A field's label: its resource's, else one the log itself names (a reason); undefined for a field nobody names. */
export function fieldLabel(def: ResourceDef | undefined, field: string, lang: Lang): string | undefined {
  return (def?.fields[field] ?? HISTORY_FIELDS[field])?.[lang];
}

/**
 * A change in words. A field the contract does not name (the upstream's `updated_at`) is left out (undefined), unless
 * the record is no resource of the contract (settings, saved views): then its own name is the only one it has.
 */
export function changeText(def: ResourceDef | undefined, c: FieldChange, lang: Lang): string | undefined {
  const label = fieldLabel(def, c.field, lang) ?? (def ? undefined : c.field);
  if (!label) return undefined;
  if (c.secret) return `${label}: ${HISTORY_WORDS.secret[lang]}`;
  return `${label}: ${valueText(def, c.field, c.before, lang)} → ${valueText(def, c.field, c.after, lang)}`;
}

/** What the call was given besides its changes (a reason, a phone looked up), each as `label: value`. */
export function givenTexts(def: ResourceDef | undefined, given: Record<string, Value>, lang: Lang): string[] {
  return Object.entries(given).flatMap(([field, value]) => {
    const label = fieldLabel(def, field, lang);
    return label ? [`${label}: ${valueText(def, field, value, lang)}`] : [];
  });
}

/** An action in words: the resource's own (审核通过), else what happens to any record (新建, 编辑, 删除). */
export function actionText(def: ResourceDef | undefined, action: string, lang: Lang): string | undefined {
  return (def?.actions?.[action]?.title ?? HISTORY_EVENTS[action])?.[lang];
}

/** How a list of texts is joined in each language. */
export const SEPARATOR: Record<Lang, string> = { zh: '；', en: '; ' };
