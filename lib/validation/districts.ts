/**
 * The city's districts as the finders filter them: an ASCII code (URLs and route-cache keys) and the
 * name people read. Records store the name; filters carry the code. Pure data: Edge-safe.
 */
/** The city the districts belong to (addresses, JSON-LD). */
export const CITY_NAME = '青禾市';

export const DISTRICTS = [
  { code: 'cj', label: '澄江区' },
  { code: 'yx', label: '云溪区' },
  { code: 'dg', label: '东港区' },
  { code: 'bhx', label: '滨湖新区' },
  { code: 'bh', label: '北湖区' },
  { code: 'gx', label: '青禾高新区' },
] as const;

export type DistrictCode = (typeof DISTRICTS)[number]['code'];
export type DistrictName = (typeof DISTRICTS)[number]['label'];

export function districtByCode(code: string | null | undefined): (typeof DISTRICTS)[number] | undefined {
  return DISTRICTS.find((d) => d.code === code);
}

export function districtCodeOf(name: string): DistrictCode | undefined {
  return DISTRICTS.find((d) => d.label === name)?.code;
}
