/** Banners and icons: five slot resources over one table, each confined to its slot. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import { BANNER_SLOTS, type Banner, type BannerSlot } from '../../../contract/resources/infoLists/banners.ts';
import { WINDOW } from '../../../contract/resources/infoLists/shared.ts';
import { checkRule, serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Router } from '../../router.ts';
import { now } from '../../time.ts';

/** Every link type but "no link" needs somewhere to go. */
function checkLink(linkType: Banner['link_type'], link: string): void {
  if (linkType !== 'none' && link.trim() === '') throw new Fail(MESSAGES.field.required, { field: 'link' });
}

export function serveBanners(router: Router): void {
  for (const slot of Object.keys(BANNER_SLOTS) as BannerSlot[]) {
    const name = BANNER_SLOTS[slot].name;
    const def = RESOURCES[name];
    serveResource<Banner>(router, def, RESOURCE_ENDPOINTS[name], {
      table: (s) => s.infoLists.banners,
      scope: () => [{ kind: 'eq', field: 'slot', value: slot }],
      create(input) {
        checkLink(input.link_type, input.link);
        return { ...input, slot, clicks: 0, created_at: now() };
      },
      update(row, input) {
        checkRule(WINDOW, { ...row, ...input });
        checkLink(input.link_type ?? row.link_type, input.link ?? row.link);
        return input;
      },
    });
  }
}
