/** @jest-environment node */
import { seedDemoContentOnce } from '@/lib/db/seed';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { call, expectRefused } from '@/lib/api/test-helpers';
import * as search from './search/route';

const BASE = '/api/bzf-portal-cms/search';

describeEachDatabase('GET /api/bzf-portal-cms/search', (database) => {
  beforeAll(async () => {
    await seedDemoContentOnce(database().db);
  });

  it('answers the envelope with highlighted, escaped results, never cacheable', async () => {
    const r = await call(search.GET, `${BASE}?keyword=${encodeURIComponent('公租房 租金')}&kind=notice&pageSize=5`);
    expect(r.status).toBe(200);
    expect(r.cacheControl).toBe('no-store');
    const data = r.body.data as { mode: string; total: number; capped: boolean; kindCountsCapped: boolean; records: { kind: string; snippetHtml: string; titleHtml: string; url: string }[] };
    expect(r.body.code).toBe('1');
    expect(data.mode).toBe('all');
    // A few hundred demo documents stay under the 1000 counted: the counts are exact.
    expect(data).toMatchObject({ capped: false, kindCountsCapped: false });
    expect(data.records.length).toBeGreaterThan(0);
    for (const rec of data.records) {
      expect(rec.kind).toBe('notice');
      expect(rec.url.startsWith('/t3/news_list/article_content?')).toBe(true);
      expect(rec.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      expect(rec.titleHtml).toContain('<mark>');
    }
  });

  it.each([
    ['', 'keyword'],
    [`?keyword=${'房'.repeat(51)}`, 'keyword'],
    ['?keyword=租金&kind=house', 'kind'],
    ['?keyword=租金&from=2026-02-30', 'from'],
    ['?keyword=租金&from=2026-05-01&to=2026-04-01', 'to'],
    ['?keyword=租金&pageNum=51', 'pageNum'],
    ['?keyword=租金&pageSize=21', 'pageSize'],
    ['?keyword=租金&foo=1', 'foo'],
  ])('refuses %s with 4000 naming %s', async (query, name) => {
    const r = await call(search.GET, `${BASE}${query}`);
    expectRefused(r, 400, '4000');
    expect(r.body.msg).toContain(name);
  });

  it('takes markup and SQL as plain words', async () => {
    const r = await call(search.GET, `${BASE}?keyword=${encodeURIComponent("<script>' or 1=1 --")}`);
    expect(r.status).toBe(200);
    expect((r.body.data as { total: number }).total).toBeGreaterThanOrEqual(0);
  });
});
