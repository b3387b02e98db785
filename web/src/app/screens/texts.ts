/**
 * Every area's texts (`web/src/areas/<area>/texts.ts`), joined under `screens.<area>.` when the screens chunk loads
 * (the kit's addScreenTexts). The app gathers them, so the kit imports no area.
 */
import * as content from '../../areas/content/texts.ts';
import * as governance from '../../areas/governance/texts.ts';
import * as infoLists from '../../areas/infoLists/texts.ts';
import * as infoSettings from '../../areas/infoSettings/texts.ts';
import * as marketing from '../../areas/marketing/texts.ts';
import * as members from '../../areas/members/texts.ts';
import * as money from '../../areas/money/texts.ts';
import * as settings from '../../areas/settings/texts.ts';
import * as stores from '../../areas/stores/texts.ts';
import * as trade from '../../areas/trade/texts.ts';

export const AREA_TEXTS = {
  money,
  members,
  stores,
  marketing,
  infoSettings,
  infoLists,
  content,
  governance,
  trade,
  settings,
};
