import { buildMapLinks } from './map-links';

const office = { name: '安居住房保障服务中心', address: '北京市东城区安居路1号', longitude: '116.407526', latitude: '39.904030' };

describe('buildMapLinks', () => {
  it('builds gaode, baidu and tengxun links in that order', () => {
    expect(buildMapLinks(office).map((l) => [l.provider, l.label])).toEqual([
      ['gaode', '高德地图'],
      ['baidu', '百度地图'],
      ['tengxun', '腾讯地图'],
    ]);
  });

  it('puts lng,lat for gaode and lat,lng for baidu and tengxun', () => {
    const [gaode, baidu, tengxun] = buildMapLinks(office, { appName: 'bzf' });
    const g = new URL(gaode!.href);
    expect(g.origin + g.pathname).toBe('https://uri.amap.com/marker');
    expect(g.searchParams.get('position')).toBe('116.407526,39.90403');
    expect(g.searchParams.get('name')).toBe(office.name);

    const b = new URL(baidu!.href);
    expect(b.origin + b.pathname).toBe('https://api.map.baidu.com/marker');
    expect(b.searchParams.get('location')).toBe('39.90403,116.407526');
    expect(b.searchParams.get('title')).toBe(office.name);
    expect(b.searchParams.get('content')).toBe(office.address);
    expect(b.searchParams.get('output')).toBe('html');
    expect(b.searchParams.get('coord_type')).toBe('gcj02');
    expect(b.searchParams.get('src')).toBe('webapp.bzf');

    const t = new URL(tengxun!.href);
    expect(t.origin + t.pathname).toBe('https://apis.map.qq.com/uri/v1/marker');
    expect(t.searchParams.get('marker')).toBe(`coord:39.90403,116.407526;title:${office.name};addr:${office.address}`);
    expect(t.searchParams.get('referer')).toBe('bzf');
  });

  it('escapes delimiters inside names so they cannot break the marker syntax', () => {
    const [, , tengxun] = buildMapLinks({ ...office, name: 'A;B:C&D' });
    expect(tengxun!.href).toContain('title:A%3BB%3AC%26D;');
  });

  it('keeps Chinese letters readable in the link (3 bytes each, not %XX%XX%XX) and still escapes the rest', () => {
    const [gaode] = buildMapLinks({ ...office, name: '青禾安居 #1&2\u2028' });
    expect(gaode!.href).toContain('name=青禾安居%20%231%262%E2%80%A8&');
    expect(new URL(gaode!.href).searchParams.get('name')).toBe('青禾安居 #1&2\u2028');
  });

  it.each([
    ['', '39.9'],
    ['abc', '39.9'],
    ['116.4', '95'],
    ['181', '39.9'],
  ])('returns no links for invalid coordinates (%s, %s)', (longitude, latitude) => {
    expect(buildMapLinks({ ...office, longitude, latitude })).toEqual([]);
  });
});
