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
  ])('sends %p to /home', (input) => {
    expect(safeRedirectPath(input)).toBe('/home');
  });
});
