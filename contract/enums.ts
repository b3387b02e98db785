import { z } from 'zod';
import type { Text } from './i18n.ts';

/** Semantic UI label colours used to show enum values. */
export type EnumColor =
  | 'grey' | 'blue' | 'teal' | 'green' | 'olive' | 'yellow' | 'orange' | 'red' | 'purple' | 'violet' | 'pink' | 'brown' | 'black';

export interface EnumOption extends Text {
  color?: EnumColor;
}

/**
 * An enum of the upstream contract: its values with zh/en labels and a colour. The mock validates against
 * `schema`; the console shows `options[value]` as a coloured label in the current language.
 */
export function defineEnum<const V extends string | number>(options: Record<V, EnumOption>) {
  const values = Object.keys(options).map((k) => (/^-?\d+$/.test(k) ? Number(k) : k)) as V[];
  const schema = z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<V>, z.ZodLiteral<V>]);
  return { options, values, schema } as const;
}
export type EnumDef<V extends string | number = string | number> = {
  options: Record<V, EnumOption>;
  values: V[];
  schema: z.ZodType<V>;
};

/** VIP levels (docs/contract.md, "Envelope, statuses and shared shapes"): 0 is the trial agent tier, 1 to 4 are VIP1 to VIP4. */
export const VIP_LEVEL = defineEnum({
  0: { zh: '体验代理', en: 'Trial agent', color: 'grey' },
  1: { zh: 'VIP1', en: 'VIP1', color: 'blue' },
  2: { zh: 'VIP2', en: 'VIP2', color: 'teal' },
  3: { zh: 'VIP3', en: 'VIP3', color: 'orange' },
  4: { zh: 'VIP4', en: 'VIP4', color: 'red' },
});

/** A yes/no field offered as a choice (a boolean filter: open, recommended, default). */
export const YES_NO = defineEnum({
  true: { zh: '是', en: 'Yes', color: 'green' },
  false: { zh: '否', en: 'No', color: 'grey' },
});
