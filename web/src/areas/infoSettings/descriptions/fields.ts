/**
 * A settings screen of /infoManagement from its contract definition: the sections name the fields, each field's
 * input follows from its schema (a rate is typed as a decimal, money as money, a picture through the upload flow).
 */
import type { z } from 'zod';
import type { EnumDef } from '../../../../../contract/enums.ts';
import type { Text } from '../../../../../contract/i18n.ts';
import { dateTime } from '../../../../../contract/list.ts';
import { picture } from '../../../../../contract/resources/common.ts';
import { amount, optionalPicture, rate } from '../../../../../contract/resources/infoSettings/define.ts';
import {
  HOME_TEMPLATE,
  type InfoSetting,
  PAYOUT_CYCLE,
  PAYOUT_TO,
  STOCK_DEDUCT,
  VIDEO_FORMATS,
} from '../../../../../contract/resources/infoSettings/index.ts';
import type { FieldInput } from '../../../screens/lib/validation.ts';
import type { FormFieldDesc, SettingsDescription } from '../../../screens/descriptions/types.ts';

/** The options of each choice field, by the field's last name segment. */
const CHOICES: Record<string, EnumDef> = {
  template: HOME_TEMPLATE,
  formats: VIDEO_FORMATS,
  stock_deduct: STOCK_DEDUCT,
  cycle: PAYOUT_CYCLE,
  payout_to: PAYOUT_TO,
};

/** Text longer than this is typed in a text area. */
const SHORT_TEXT = 300;

function inputOf(schema: z.ZodType): FieldInput {
  if (schema === rate) return 'decimal';
  if (schema === amount) return 'money';
  if (schema === picture || schema === optionalPicture) return 'picture';
  if (schema === dateTime) return 'datetime';
  switch (schema.def.type) {
    case 'boolean':
      return 'bool';
    case 'number':
      return 'int';
    case 'union':
      return 'select';
    default: {
      const max = (schema as z.ZodString).maxLength;
      return max !== null && max > SHORT_TEXT ? 'textarea' : 'text';
    }
  }
}

/** A field of a section: its name, or for a date-time that ends a window, `windowEnd(name)`. */
export type SectionField = string | { name: string; endsWindow: true };

/** A date-time that ends a window: a day given alone ends at its last second. */
export const windowEnd = (name: string): SectionField => ({ name, endsWindow: true });

export function settingField(setting: InfoSetting, of: SectionField): FormFieldDesc {
  const name = typeof of === 'string' ? of : of.name;
  const field = setting.fields[name];
  if (!field) throw new Error(`${setting.key} has no field ${name}`);
  const input = inputOf(field.schema);
  if (typeof of !== 'string') {
    if (input !== 'datetime') throw new Error(`${setting.key}.${name}: only a date-time ends a window`);
    return { name, input, endsWindow: true };
  }
  if (input !== 'select') return { name, input };
  const options = CHOICES[name.split('.').pop() ?? name];
  if (!options) throw new Error(`${setting.key}.${name}: no options`);
  return { name, input, options };
}

export type Section = [title: Text, fields: readonly SectionField[]];

export function settingsScreen(setting: InfoSetting, sections: readonly Section[]): SettingsDescription {
  return {
    kind: 'settings',
    configKey: setting.key,
    schema: setting.schema,
    titles: setting.titles,
    sections: sections.map(([title, fields]) => ({ title, fields: fields.map((f) => settingField(setting, f)) })),
  };
}

/** Every field whose name starts with a prefix (a ladder of tiers), in their defined order. */
export const fieldsUnder = (setting: InfoSetting, prefix: string) => Object.keys(setting.fields).filter((n) => n.startsWith(prefix));
