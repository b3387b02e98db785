/** The province, city and district tree of China (GB/T 2260 codes): data/china-divisions.json, where it comes from in scripts/china-divisions.ts. */
// Imported statically so the build bundles the 137 KB tree into the server.
import divisions from './data/china-divisions.json' with { type: 'json' };
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

export interface AddressParts {
  province: string;
  city: string;
  district: string;
  detail: string;
}

/** An address as one line, the way couriers print it: a municipality's name once ("北京市朝阳区…", not "北京市北京市"). */
export function fullAddress(p: Omit<AddressParts, 'detail'>, detail: string): string {
  return `${p.province}${p.city === p.province ? '' : p.city}${p.district}${detail}`;
}

/**
 * An address line split back into its parts by the area tree (what an edited address gives the order's columns);
 * parts not found are empty and the rest of the line is the detail.
 */
export function splitAddress(line: string): AddressParts {
  const parts: AddressParts = { province: '', city: '', district: '', detail: line };
  const province = TREE.find((p) => line.startsWith(p.name));
  if (!province) return parts;
  parts.province = province.name;
  let rest = line.slice(province.name.length);
  const cities = province.children ?? [];
  // a municipality's one city is "市辖区", which the line leaves out
  const city = cities.find((c) => c.name !== '市辖区' && rest.startsWith(c.name)) ?? cities.find((c) => c.name === '市辖区');
  if (city) {
    parts.city = city.name === '市辖区' ? province.name : city.name;
    if (city.name !== '市辖区') rest = rest.slice(city.name.length);
    const district = (city.children ?? []).find((d) => rest.startsWith(d.name));
    if (district) {
      parts.district = district.name;
      rest = rest.slice(district.name.length);
    }
  }
  parts.detail = rest;
  return parts;
}
