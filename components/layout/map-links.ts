/**
 * Links that open the office location in the three map services the spec names (gaode, baidu,
 * tengxun). Pure: the footer builds them on the server from the company record.
 */

export type MapProvider = 'gaode' | 'baidu' | 'tengxun';

export type MapTarget = {
  /** Marker title, e.g. the organisation's name. */
  name: string;
  address: string;
  /** GCJ-02 coordinates (what Chinese map services and the company record use). */
  longitude: string | number;
  latitude: string | number;
};

export type MapLink = { provider: MapProvider; label: string; href: string };

export type MapLinkOptions = {
  /** Caller identification the map services ask for (src / referer). */
  appName?: string;
};

const PROVIDER_LABELS: Record<MapProvider, string> = { gaode: '高德地图', baidu: '百度地图', tengxun: '腾讯地图' };

function parseCoordinate(value: string | number, limit: number): number | null {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value).trim());
  if (!Number.isFinite(n) || Math.abs(n) > limit) return null;
  return n;
}

/**
 * encodeURIComponent, except that letters and digits beyond ASCII (the Chinese name and address)
 * stay as they are: the browser encodes them as UTF-8 when the link is followed, and each one costs
 * 3 bytes in the page instead of 9 (%XX%XX%XX), twice (HTML and RSC payload), in every footer.
 */
export function encodeQueryValue(value: string): string {
  return Array.from(value, (ch) => (ch.charCodeAt(0) > 0x7f && /[\p{L}\p{N}]/u.test(ch) ? ch : encodeURIComponent(ch))).join('');
}

/** Returns no links when the coordinates are missing or invalid: a wrong pin is worse than none. */
export function buildMapLinks(target: MapTarget, options: MapLinkOptions = {}): MapLink[] {
  const lng = parseCoordinate(target.longitude, 180);
  const lat = parseCoordinate(target.latitude, 90);
  if (lng === null || lat === null) return [];
  const app = options.appName ?? 'bzf-portal';
  const name = encodeQueryValue(target.name);
  const address = encodeQueryValue(target.address);

  const gaode = `https://uri.amap.com/marker?position=${lng},${lat}&name=${name}&src=${encodeURIComponent(app)}&coordinate=gaode&callnative=0`;
  const baidu =
    `https://api.map.baidu.com/marker?location=${lat},${lng}&title=${name}&content=${address}` +
    `&output=html&coord_type=gcj02&src=${encodeURIComponent(`webapp.${app}`)}`;
  // Tencent's marker value is ";"/":"-delimited, so title and address are encoded on their own.
  const tengxun = `https://apis.map.qq.com/uri/v1/marker?marker=coord:${lat},${lng};title:${name};addr:${address}&referer=${encodeURIComponent(app)}`;

  return [
    { provider: 'gaode', label: PROVIDER_LABELS.gaode, href: gaode },
    { provider: 'baidu', label: PROVIDER_LABELS.baidu, href: baidu },
    { provider: 'tengxun', label: PROVIDER_LABELS.tengxun, href: tengxun },
  ];
}
