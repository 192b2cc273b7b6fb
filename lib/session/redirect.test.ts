import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/t1/personalCenter/personal_info/basic_info', '/t1/personalCenter/personal_info/basic_info'],
    ['/t1/news_list?col1=xwzx&col2=gsyw', '/t1/news_list?col1=xwzx&col2=gsyw'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/home\u0000',
    '/login',
    '/login?redirect=/home',
    `/${'a'.repeat(600)}`,
    // Spellings that only become "//host" once the URL parser collapses dot segments.
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./..//evil.example/x?y=1',
    '/a/..//evil.example',
    '/%2e/%2e//evil.example',
  ])('sends %p to /home', (input) => {
    expect(safeRedirectPath(input)).toBe('/home');
  });
});

describe('safeRedirectPath keeps ordinary paths with dots', () => {
  it('normalizes harmless dot segments to the same-origin path', () => {
    expect(safeRedirectPath('/t1/./news_list?col1=a')).toBe('/t1/news_list?col1=a');
    expect(safeRedirectPath('/t1/x/../news_list')).toBe('/t1/news_list');
  });
});
