/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { buildSitemap } from '@/components/templates/sitemap-entries';
import { getColumnTree } from '@/lib/cms/columns';
import { listPublishedForSitemap } from '@/lib/cms/contents';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { queryRows } from '@/lib/db/client';
import { seedDemoContentOnce } from '@/lib/db/seed';
import { BUSINESS_GUIDES } from '@/lib/business/guides';
import { listQuestionnairesForSitemap } from '@/lib/questionnaires/questionnaires';
import { listOpenJobPostsForSitemap } from '@/lib/recruitment/posts';
import { runnerOf } from './index-documents';
import { planPages, readPageDocuments, type PageColumn } from './pages';
import { searchSite } from './search';

const column = (key: string, route: string, parentKey: string | null = null, label = key, sortOrder = 0): PageColumn => ({
  key,
  parentKey,
  label,
  route,
  description: '',
  specialKey: null,
  sortOrder,
  createdAt: '2024-01-01T01:00:00.000Z',
});

describe('which pages there are (planPages)', () => {
  const plans = planPages([
    column('home', '/home'),
    column('gzf', '/t1/ywjs_03', null, '公共租赁住房', 1),
    column('gzf_ywjs', '/t1/ywjs_03', 'gzf', '业务介绍'),
    column('gzf_ywbl', '/t1/ywbl_02', 'gzf', '业务办理', 1),
    column('xwzx', '/t1/news_list', null, '新闻中心', 2),
    column('gsyw', '/t1/news_list', 'xwzx', '公司要闻'),
    column('zzjg', '/t1/organizational_structure', null, '组织架构', 3),
    column('pc', '/t1/personalCenter/business_record/zhongbao', null, '配租记录', 4),
  ]);
  const byUrl = new Map(plans.map((p) => [p.url, p]));

  it('one page per route for a page that shows the same under every column naming it, at its bare route', () => {
    expect(byUrl.get('/t1/ywjs_03')).toMatchObject({ kind: 'guide', template: 'business-guide' });
    expect(byUrl.get('/t1/ywjs_03')!.columns.map((c) => c.key)).toEqual(['gzf', 'gzf_ywjs']);
    expect(byUrl.get('/t1/ywbl_02')).toMatchObject({ kind: 'guide' });
  });

  it('one page per column for a list, at the column’s own address when columns share the route', () => {
    expect(byUrl.get('/t1/news_list?col1=xwzx')).toMatchObject({ kind: 'page', column: { key: 'xwzx' } });
    expect(byUrl.get('/t1/news_list?col1=xwzx&col2=gsyw')).toMatchObject({ kind: 'page', column: { key: 'gsyw' } });
    expect(byUrl.get('/t1/organizational_structure')).toMatchObject({ kind: 'page', column: { key: 'zzjg' } });
  });

  it('the personal centre’s pages and the pages no column names are services; the home page is no result', () => {
    expect(byUrl.get('/t1/personalCenter/business_record/zhongbao')).toMatchObject({ kind: 'service' });
    for (const url of ['/t1/app_download', '/questionnaireFilling', '/login']) expect(byUrl.get(url)).toMatchObject({ kind: 'service', columns: [] });
    expect(byUrl.has('/home')).toBe(false);
    expect(new Set(plans.map((p) => p.url)).size).toBe(plans.length);
  });
});

describeEachDatabase('the pages in the index, on the demo content (%s)', (database) => {
  beforeAll(async () => {
    await seedDemoContentOnce(database().db);
  }, 120_000);

  const indexed = async () => new Set((await queryRows<{ url: string }>(database().db, sql`select url from bss_search_doc`)).map((r) => r.url));

  it('every page the sitemap lists is a search result, as is every project, commercial project and shop', async () => {
    const urls = await indexed();
    const [tree, contents, jobs, questionnaires] = await Promise.all([getColumnTree(), listPublishedForSitemap(), listOpenJobPostsForSitemap(), listQuestionnairesForSitemap()]);
    const listed = buildSitemap(tree, contents, 'http://portal.test', [...jobs, ...questionnaires]).map((e) => new URL(e.url.replace(/&amp;/g, '&')));
    const missing = listed
      .filter((u) => u.pathname !== '/home' && u.pathname !== '/t3')
      // A page shown alike under several columns is one result, at its bare route; public results are the questionnaire's.
      .filter((u) => !urls.has(`${u.pathname}${u.search}`) && !urls.has(u.pathname) && !urls.has(`${u.pathname}${u.search.replace('&view=results', '')}`))
      .map((u) => `${u.pathname}${u.search}`);
    expect(missing).toEqual([]);
    const [counts] = await queryRows<{ missing: number }>(
      database().db,
      sql`select (select count(*) from bdd_housing_project p where not exists (select 1 from bss_search_doc d where d.source = 'project' and d.ref_id = p.id))
        + (select count(*) from bdd_commercial_project p where not exists (select 1 from bss_search_doc d where d.source = 'commercial' and d.ref_id = p.id))
        + (select count(*) from bdd_shop s where not exists (select 1 from bss_search_doc d where d.source = 'shop' and d.ref_id = s.id)) as missing`,
    );
    expect(Number(counts!.missing)).toBe(0);
  });

  it('a guide page holds what it shows: conditions, materials, steps, halls and its questions', async () => {
    const docs = await readPageDocuments(runnerOf(database().db));
    const guide = docs.find((d) => d.url === '/t1/ywbl_02')!;
    expect(guide).toMatchObject({ kind: 'guide', title: '公租房业务办理' });
    const gzf = BUSINESS_GUIDES.gzf;
    for (const text of [gzf.conditions[2]!.detail, gzf.materials[0]!.name, gzf.steps[0]!.detail, gzf.halls[0]!.address, gzf.faq[0]!.question]) expect(guide.body).toContain(text);
  });

  it('the company profile is the contact page: found by its name and by 联系电话, whose snippet shows the numbers', async () => {
    expect((await searchSite({ query: '公司简介' })).records[0]).toMatchObject({ key: 'page:/t1/company_profile', kind: 'page', kindLabel: '栏目页面', title: '公司简介', dated: false });
    const hit = (await searchSite({ query: '联系电话' })).records.find((r) => r.key === 'page:/t1/company_profile')!;
    expect(hit.snippetPieces.map((p) => p.text).join('')).toMatch(/联系电话：0000-86601000；服务热线：96580/);
  });

  it('a company page and a legal text carry their article’s words; the self-check, the app and the questionnaires are services', async () => {
    const docs = new Map((await readPageDocuments(runnerOf(database().db))).map((d) => [d.url, d]));
    expect(docs.get('/t1/organizational_structure')!.body).toContain('法人治理结构');
    expect(docs.get('/privacypolicy/privacy')!.body).toContain('个人信息');
    for (const url of ['/t1/self_check', '/t1/app_download', '/questionnaireFilling', '/t1/register']) expect(docs.get(url)?.kind).toBe('service');
  });
});
