/** @jest-environment node */
import { backHref, errorPageHtml, isPageNavigation } from './error-page';

const post = (headers: Record<string, string>) => new Request('http://portal.example/api/x', { method: 'POST', headers });

describe('the page a refused plain form post shows', () => {
  it('links back to the form only when the form was one of our pages; any other referer goes home', () => {
    expect(backHref(post({ referer: 'http://portal.example/t1/register?shopId=3' }))).toBe('/t1/register?shopId=3');
    expect(backHref(post({ referer: 'https://evil.example/t1/register' }))).toBe('/home');
    expect(backHref(post({ referer: 'http://portal.example//evil.example/' }))).toBe('/home');
    expect(backHref(post({ referer: 'not a url' }))).toBe('/home');
    expect(backHref(post({}))).toBe('/home');
  });

  it('writes the message as text: markup in it is shown, never run', () => {
    const html = errorPageHtml('<img src=x onerror=alert(1)>', '/t1/x?a=1&b="2"');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="/t1/x?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toMatch(/<script|<img/i);
  });

  it('is for navigations only: a script fetching the same call keeps the JSON envelope', () => {
    expect(isPageNavigation(post({ 'sec-fetch-mode': 'navigate' }))).toBe(true);
    expect(isPageNavigation(post({ 'sec-fetch-mode': 'cors' }))).toBe(false);
    expect(isPageNavigation(post({ accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isPageNavigation(post({ accept: 'application/json' }))).toBe(false);
  });
});
