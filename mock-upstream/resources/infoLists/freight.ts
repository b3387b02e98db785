/** Freight templates: regions checked against the province tree, one default template, templates in use kept. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { FreightTemplate, RegionRule } from '../../../contract/resources/infoLists/freight.ts';
import { areaChildren } from '../../areas.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { MockState } from '../../state.ts';
import type { Router } from '../../router.ts';
import { now } from '../../time.ts';

const PROVINCES = new Map((areaChildren() ?? []).map((p) => [p.code, p.name]));

/** Every code is a province and no province is in two rules; the names shown are the tree's. */
export function checkRegions(regions: RegionRule[]): RegionRule[] {
  const seen = new Set<string>();
  return regions.map((rule) => {
    for (const code of rule.codes) {
      const name = PROVINCES.get(code);
      if (!name) throw new Fail(MESSAGES.infoListsRegionUnknown, { code });
      if (seen.has(code)) throw new Fail(MESSAGES.infoListsRegionTwice, { name });
      seen.add(code);
    }
    return { ...rule, names: rule.codes.map((c) => PROVINCES.get(c)).join('、') };
  });
}

/** How many goods a freight template charges (goods are not indexed by template: a few thousand rows, read on a short list). */
export function chargedGoods(state: MockState, templateId: number): number {
  let n = 0;
  for (const g of state.goods.all()) if (g.freight_template_id === templateId) n++;
  return n;
}

export function serveFreight(router: Router): void {
  const def = RESOURCES.freightTemplates;
  const table = (s: MockState) => s.infoLists.freightTemplates;
  serveResource<FreightTemplate>(router, def, RESOURCE_ENDPOINTS.freightTemplates, {
    table,
    // counted, not kept: a goods edit that picks another template changes two counts
    view: (row, ctx) => ({ ...row, goods_count: chargedGoods(ctx.state, row.id) }),
    create(input, ctx) {
      const at = now();
      // the first template is the default one
      return { ...input, regions: checkRegions(input.regions), is_default: table(ctx.state).size === 0, goods_count: 0, created_at: at, updated_at: at };
    },
    update(_row, input) {
      return { ...input, ...(input.regions ? { regions: checkRegions(input.regions) } : {}), updated_at: now() };
    },
    beforeDelete(row, ctx) {
      const count = chargedGoods(ctx.state, row.id);
      if (count > 0) throw new Fail(MESSAGES.infoListsTemplateInUse, { count });
    },
    actions: {
      set_default(row, _body, ctx) {
        for (const other of table(ctx.state).all()) if (other.is_default && other !== row) table(ctx.state).update(other, { is_default: false });
        return { updated_at: now() };
      },
    },
  });
}
