/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { frontRefreshSettings, publicPathOf } from './front-refresh.js';
import { cachedPathOf } from '@/lib/navigation/content-cache';

const pageKey = (path: string) => `/route-cache/APP_PAGE/${createHash('sha256').update(path).digest('hex')}/$${path}`;

describe('the pages the front is asked to fetch again after a change', () => {
  it('turns a page entry’s key back into the public URL visitors ask for (the inverse of the middleware’s rewrite)', () => {
    for (const url of ['/t3/news_list?col1=tzgg', '/t3/news_list?col1=tzgg&col2=tzgg_gzf&col3=tzgg_gzf_pz', '/t3']) {
      const u = new URL(url, 'http://x');
      const internal = cachedPathOf(u.pathname, u.searchParams);
      expect(internal).not.toBeNull();
      expect(publicPathOf(pageKey(internal!))).toBe(url);
    }
    expect(publicPathOf(pageKey('/home'))).toBe('/home');
    expect(publicPathOf(pageKey('/index'))).toBe('/');
  });

  it('asks for nothing that is not a page visitors read: data entries, route handlers, Next’s internal routes, odd keys', () => {
    expect(publicPathOf('0f3a9c')).toBeNull();
    expect(publicPathOf(`/route-cache/APP_ROUTE/${'a'.repeat(64)}/$/sitemap.xml`)).toBeNull();
    expect(publicPathOf(pageKey('/_not-found'))).toBeNull();
    expect(publicPathOf(pageKey('/_c/col1./t3/news_list'))).toBeNull();
    expect(publicPathOf(pageKey('/home?x=1'))).toBeNull();
    expect(publicPathOf('/home')).toBeNull();
  });

  it('refreshes only with a front address and a well-formed token; the Host is the site’s', () => {
    const token = 'T'.repeat(40);
    expect(frontRefreshSettings({})).toBeNull();
    expect(frontRefreshSettings({ FRONT_REFRESH_URL: '', FRONT_REFRESH_TOKEN: token })).toBeNull();
    expect(frontRefreshSettings({ FRONT_REFRESH_URL: 'http://10.0.0.5', FRONT_REFRESH_TOKEN: 'short' })).toBeNull();
    expect(frontRefreshSettings({ FRONT_REFRESH_URL: 'ftp://10.0.0.5', FRONT_REFRESH_TOKEN: token })).toBeNull();
    const s = frontRefreshSettings({ FRONT_REFRESH_URL: 'http://10.0.0.5:8080', FRONT_REFRESH_TOKEN: token, SITE_URL: 'https://zf.example.cn', FRONT_REFRESH_PAGES: '8' });
    expect(s).toMatchObject({ token, host: 'zf.example.cn', pages: 8 });
    expect(s?.target.host).toBe('10.0.0.5:8080');
    expect(frontRefreshSettings({ FRONT_REFRESH_URL: 'http://10.0.0.5:8080', FRONT_REFRESH_TOKEN: token })?.host).toBe('10.0.0.5:8080');
  });
});
