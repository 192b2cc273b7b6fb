import { expect, test } from '@playwright/test';

const LIST = '/api/bzf-portal-cms/bpcContentEntity/selectByPage';
const RECORD = '/api/bzf-portal-monitoring/bpmModuleAccessEntity/recordAmount';

test('malformed query parameters get a clear Chinese error and a 4xx, never a 500', async ({ request }) => {
  const bad = [
    `${LIST}?columnKey=gsyw&pageSize=100000`,
    `${LIST}?columnKey=gsyw&pageNum=abc`,
    `${LIST}?columnKey=gsyw&unknown=1`,
    `${LIST}?columnKey=${encodeURIComponent("' OR 1=1 --")}`,
    `${LIST}?columnKey=gsyw&pageNum=${encodeURIComponent('😀')}`,
    '/api/bzf-portal-background/bpbMemorabiliaEntity/selectByYear?year=1e9',
  ];
  for (const url of bad) {
    const res = await request.get(url);
    expect(res.status(), url).toBeGreaterThanOrEqual(400);
    expect(res.status(), url).toBeLessThan(500);
    const body = await res.json();
    expect(body.code, url).not.toBe('1');
    expect(body.msg, url).toMatch(/[\u4e00-\u9fa5]/);
    expect(JSON.stringify(body), url).not.toMatch(/at .*\.(js|ts):\d+/);
  }
});

test('a valid access record is stored; a malformed or cross-site one is refused', async ({ request }) => {
  const ok = await request.post(RECORD, { data: { moduleKey: 'tzgg', moduleName: '通知公告', path: '/t3/news_list' } });
  expect((await ok.json()).code).toBe('1');
  const invalid = await request.post(RECORD, {
    headers: { 'content-type': 'application/json' },
    data: '{"moduleKey": ',
  });
  expect(invalid.status()).toBe(400);
  const crossSite = await request.post(RECORD, {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    data: { moduleKey: 'tzgg' },
  });
  expect(crossSite.status()).toBe(403);
  expect((await crossSite.json()).code).toBe('4030');
});
