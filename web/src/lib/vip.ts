/** VIP level names (docs/contract.md, "Envelope, statuses and shared shapes"): 0 the trial agent tier, 1 to 4 VIP1 to VIP4, from the contract's enum. */
import { VIP_LEVEL } from '../../../contract/enums.ts';
import type { Lang } from '../../../contract/i18n.ts';

export function vipLevelName(level: number, lang: Lang): string {
  const option = VIP_LEVEL.options[level as keyof typeof VIP_LEVEL.options];
  return option ? option[lang] : String(level);
}
