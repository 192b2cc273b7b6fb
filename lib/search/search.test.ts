/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { listContents } from '@/lib/cms/contents';
import { contentHref } from '@/lib/navigation/links';
import { COLUMN_KEYS } from '@/lib/cms/column-keys';
import { findColumn, getColumnTree } from '@/lib/cms/columns';
import { queryRows, type Db } from '@/lib/db/client';
import { appMeta, contents, housingProjects, jobPosts, shops } from '@/lib/db/schema';
import { seedDemoContentOnce } from '@/lib/db/seed';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { HOUSING_BUSINESSES } from '@/lib/eligibility/businesses';
import { loadListPage } from '@/lib/templates/column-list';
import { SHOP_USES } from '@/lib/validation/intention';
import { forgetIndexFingerprint, indexDocument, indexIsCurrent, rebuildSearchIndex, removeDocument, searchIndexFingerprint, syncStaleDocuments } from './index-documents';
import { SYNONYM_GROUPS } from './dictionary.data.mjs';
import { LAYOUTS, PROJECT_STATUSES } from '@/lib/validation/project-filter';
import { SHOP_STATUSES } from '@/lib/validation/shop-filter';
import { BUSINESS_TERMS, INDEX_FINGERPRINT_KEY, KIND_BY_COLUMN, LAYOUT_LABELS, PROJECT_STATUS_LABELS, SHOP_STATUS_LABELS, SHOP_USE_LABELS } from './indexer.mjs';
import { KIND_CODES } from './kinds';
import { INDEX_FINGERPRINT, parseQuery, tsqueryLiteral } from './tokens.mjs';
import { SEARCH_PAGE_MAX, searchSite } from './search';

it('the indexer’s copies of column keys and labels agree with the portal’s', () => {
  for (const key of [COLUMN_KEYS.notices, COLUMN_KEYS.news, COLUMN_KEYS.help, COLUMN_KEYS.multiBusiness, COLUMN_KEYS.specialTopic]) expect(KIND_BY_COLUMN).toHaveProperty(key);
  for (const u of SHOP_USES) expect(SHOP_USE_LABELS[u.code]).toBe(u.label);
  for (const [code, b] of Object.entries(HOUSING_BUSINESSES)) expect(BUSINESS_TERMS[code]).toContain(b.fullName);
  for (const st of PROJECT_STATUSES) expect(PROJECT_STATUS_LABELS[st.code]).toBe(st.label);
  for (const l of LAYOUTS) expect(LAYOUT_LABELS[Number(l.code)]).toBe(l.label);
  for (const st of SHOP_STATUSES) expect(SHOP_STATUS_LABELS[st.code]).toBe(st.label);
});

describeEachDatabase('site search', (database) => {
  const db = () => database().db;
  const titles = async (query: string, extra: Partial<Parameters<typeof searchSite>[0]> = {}) => (await searchSite({ query, ...extra })).records.map((r) => r.title);

  beforeAll(async () => {
    await seedDemoContentOnce(database().db);
  });

  it('links every content result to the page the portal links it from', async () => {
    const tree = await getColumnTree();
    const rows = await queryRows<{ ref_id: number; column_key: string; url: string }>(db(), sql`select ref_id, column_key, url from bss_search_doc where source = 'content'`);
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) expect(r.url).toBe(contentHref(tree, r.column_key, r.ref_id));
  });

  it('requires every word: two words find only records holding both', async () => {
    const both = await searchSite({ query: '公租房 租金', pageSize: 20 });
    const onlyRent = await searchSite({ query: '租金', pageSize: 20 });
    expect(both.mode).toBe('all');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(onlyRent.total);
    // What matched is marked, in the snippet or (a word found only there) in the title.
    for (const hit of both.records) expect([...hit.snippetPieces, ...hit.titlePieces].some((p) => p.mark)).toBe(true);
  });

  it('finds each thing as what it is, with a snippet that leads with its facts: a shop, a commercial project, a housing project, a job post', async () => {
    const text = (pieces: { text: string }[]) => pieces.map((p) => p.text).join('');
    const first = async (query: string) => (await searchSite({ query })).records[0]!;
    const [shop] = await db().select().from(shops).where(eq(shops.unitNo, '1F-05')).limit(1);
    const shopHit = (await searchSite({ query: `明德苑邻里中心 ${shop!.unitNo}` })).records.find((r) => r.key === `shop:${shop!.id}`)!;
    expect(shopHit).toMatchObject({ kind: 'shop', kindLabel: '商铺', title: `明德苑邻里中心 1F-05`, url: `/t1/shopInfo?shopId=${shop!.id}` });
    expect(text(shopHit.snippetPieces)).toMatch(/^明德苑邻里中心 · 澄江区 · 1层 · [\d.]+㎡ · 租金 [\d.]+ 元\/㎡·月 · (招租中|洽谈中|已出租)/);
    expect(await first('和园生活广场')).toMatchObject({ kind: 'commercial', kindLabel: '商业项目', title: '和园生活广场' });
    expect(text((await first('和园生活广场')).snippetPieces)).toMatch(/^社区商业项目 · 云溪区 · .+ · 商铺 \d+ 间，招租中 \d+ 间。/);
    const project = await first('云溪地铁上盖公寓');
    expect(project).toMatchObject({ kind: 'project', kindLabel: '住房项目', title: '云溪地铁上盖公寓' });
    expect(text(project.snippetPieces)).toMatch(/^保租房 · 云溪区 · (可申请|已满租|在建|即将入市) · 租金 [\d,]+–[\d,]+ 元\/月 · .*套/);
    const job = await first('财务会计');
    expect(job).toMatchObject({ kind: 'job', kindLabel: '招聘岗位' });
    expect(text(job.snippetPieces)).toMatch(/ · 招聘 \d+ 人 · 社会招聘 · (报名截止 \d{4}-\d{2}-\d{2}|已结束招聘)。/);
    // An article under 商铺查询 describes a shop: it is one, not a guide.
    expect((await searchSite({ query: '明德苑邻里中心 1-05 号商铺' })).records.find((r) => r.title.startsWith('明德苑邻里中心 1-05 号商铺'))).toMatchObject({ kind: 'shop' });
  });

  it('a page of the portal is a result with a stable key and no date: the guide, the self-check, the questionnaires', async () => {
    expect(await searchSite({ query: '公租房业务办理' }).then((p) => p.records[0])).toMatchObject({ key: 'page:/t1/ywbl_02', kind: 'guide', kindLabel: '办事指南', url: '/t1/ywbl_02', dated: false });
    expect(await searchSite({ query: '资格自测' }).then((p) => p.records[0])).toMatchObject({ key: 'page:/t1/self_check', kind: 'service', kindLabel: '在线服务', dated: false });
    const survey = (await searchSite({ query: '住房需求调查' })).records[0]!;
    expect(survey).toMatchObject({ kind: 'service', dated: true });
    expect(survey.key).toMatch(/^questionnaire:\d+$/);
    expect(survey.url).toMatch(/^\/questionnaireFilling\?id=\d+$/);
  });

  it('finds what the documents call 保障性租赁住房 when a citizen types 保租房, and the other way round', async () => {
    const short = await searchSite({ query: '保租房' });
    const long = await searchSite({ query: '保障性租赁住房' });
    expect(short.total).toBe(long.total);
    expect(short.records.some((r) => r.titlePieces.some((p) => p.mark && p.text === '保障性租赁住房'))).toBe(true);
  });

  it('falls back to partial matches when no record holds every word, and says so', async () => {
    const page = await searchSite({ query: '人才公寓 火星基地' });
    expect(page.mode).toBe('partial');
    expect(page.records[0]?.title).toMatch(/人才公寓/);
    expect((await searchSite({ query: '火星基地' })).total).toBe(0);
  });

  it('filters by kind and counts every kind before the filter', async () => {
    const all = await searchSite({ query: '公租房' });
    const notices = await searchSite({ query: '公租房', kind: 'notice' });
    expect(notices.records.every((r) => r.kind === 'notice')).toBe(true);
    expect(notices.total).toBe(all.kindCounts.notice);
    expect(notices.kindCounts).toEqual(all.kindCounts);
    expect(Object.values(all.kindCounts).reduce((a, b) => a + b, 0)).toBe(all.total);
  });

  it('below the count cap counts exactly and ranks every match; past it says "more than", counts lower bounds, and ranks the newest title matches first', async () => {
    const exact = await searchSite({ query: '公租房', pageSize: 20 });
    expect(exact).toMatchObject({ capped: false, kindCountsCapped: false });
    expect(exact.total).toBeGreaterThan(12);

    // The demo has a few hundred documents: narrowed bounds show what 50,000 would do.
    const bounds = { countCap: 12, rankWindow: 4 };
    const capped = await searchSite({ query: '公租房', pageSize: 6 }, bounds);
    expect(capped).toMatchObject({ capped: true, total: 12, pages: 2, kindCountsCapped: true });
    for (const kind of KIND_CODES) expect(capped.kindCounts[kind]).toBeLessThanOrEqual(exact.kindCounts[kind]);

    // Pages 1..3 at size 3: the ranked window (4) then the other matches newest first, none twice.
    const pages = await Promise.all([1, 2, 3].map((pageNum) => searchSite({ query: '公租房', pageSize: 3, pageNum }, bounds)));
    const hits = pages.flatMap((p) => p.records);
    expect(hits).toHaveLength(9);
    expect(new Set(hits.map((h) => h.url)).size).toBe(9);
    // The window holds documents with the word in their title or summary: the title shows it marked here.
    expect(hits.slice(0, 4).filter((h) => h.titlePieces.some((p) => p.mark)).length).toBeGreaterThan(0);
    const rest = hits.slice(4).map((h) => h.publishedAt);
    expect([...rest].sort().reverse()).toEqual(rest);
  });

  it('past the count cap with few title matches, relevance ranks the newest of them first, then the other matches newest first', async () => {
    const inTitles = await queryRows<{ url: string }>(
      db(),
      sql`select url from bss_search_doc where rank_tsv @@ ${tsqueryLiteral(parseQuery('租金').words, 'and')}::tsquery and published_at <= now() order by published_at desc, id desc`,
    );
    const all = await searchSite({ query: '租金', pageSize: 20 });
    // Titles, summaries and keywords within the cap, every match past it: the window is taken from the count.
    expect(inTitles.length).toBeGreaterThan(3);
    expect(all.total).toBeGreaterThan(inTitles.length);
    const bounds = { countCap: inTitles.length, rankWindow: 3 };
    const page = await searchSite({ query: '租金', pageSize: 6 }, bounds);
    expect(page).toMatchObject({ capped: true, total: inTitles.length });
    const urls = page.records.map((r) => r.url);
    expect(new Set(urls.slice(0, 3))).toEqual(new Set(inTitles.slice(0, 3).map((r) => r.url)));
    const rest = page.records.slice(3);
    expect(rest.some((r) => urls.slice(0, 3).includes(r.url))).toBe(false);
    expect([...rest.map((r) => r.publishedAt)].sort().reverse()).toEqual(rest.map((r) => r.publishedAt));
  });

  it('past the count cap a kind filter counts that kind on its own', async () => {
    const bounds = { countCap: 12, rankWindow: 4 };
    const exact = await searchSite({ query: '公租房', kind: 'faq' });
    const capped = await searchSite({ query: '公租房', kind: 'faq' }, bounds);
    expect(capped.total).toBe(Math.min(exact.total, 12));
    expect(capped.capped).toBe(exact.total > 12);
    expect(capped.records.every((r) => r.kind === 'faq')).toBe(true);
  });

  it('filters by a date range in Shanghai days and sorts by date', async () => {
    const page = await searchSite({ query: '公租房', from: '2026-01-01', to: '2026-06-30', sort: 'date', pageSize: 20 });
    expect(page.total).toBeGreaterThan(0);
    const dates = page.records.map((r) => r.publishedAt);
    for (const d of dates) {
      expect(d >= '2025-12-31T16:00:00.000Z').toBe(true);
      expect(d < '2026-06-30T16:00:00.000Z').toBe(true);
    }
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('bounds paging: page size at most 20, page at most 50, a page past the end is empty', async () => {
    const big = await searchSite({ query: '住房', pageSize: 500, pageNum: 10_000 });
    expect(big.pageSize).toBe(20);
    expect(big.pageNum).toBe(SEARCH_PAGE_MAX);
    expect(big.records).toEqual([]);
    expect(big.total).toBeGreaterThan(0);
  });

  it.each([['<script>alert(1)</script>'], ["' or 1=1 --"], ['%_'], ['😀'], ['\uD800'], ["公租房'); drop table bss_search_doc; --"], ['a'.repeat(500)]])(
    'answers %j without an error, and the index is intact',
    async (query) => {
      const page = await searchSite({ query });
      expect(page.query.length).toBeLessThanOrEqual(100);
      for (const hit of page.records) expect(hit.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      const [row] = await queryRows<{ n: number | string }>(db(), sql`select count(*) as n from bss_search_doc`);
      expect(Number(row!.n)).toBeGreaterThan(200);
    },
  );

  it('finds a record under its new title once the writer re-indexes it, and not after it is unpublished', async () => {
    const [post] = await db().select({ id: jobPosts.id }).from(jobPosts).limit(1);
    await db().update(jobPosts).set({ title: '琉璃瓦修缮技师', updatedAt: new Date() }).where(eq(jobPosts.id, post!.id));
    expect(await titles('琉璃瓦')).toEqual([]);
    await indexDocument(db(), 'job', post!.id);
    expect(await titles('琉璃瓦')).toEqual(['琉璃瓦修缮技师']);

    const [content] = await db().insert(contents).values({ columnKey: 'tzgg', title: '关于青砖黛瓦展览的通知', bodyHtml: '<p>展览地点：<b>明德苑</b>社区中心</p>', status: 'published', publishAt: new Date(Date.now() - 60_000) }).returning({ id: contents.id });
    await indexDocument(db(), 'content', content!.id);
    const hit = (await searchSite({ query: '青砖黛瓦' })).records[0];
    expect(hit).toMatchObject({ kind: 'notice', kindLabel: '通知公告', title: '关于青砖黛瓦展览的通知' });
    expect(hit!.snippetHtml).not.toContain('<b>');
    await db().update(contents).set({ status: 'draft' }).where(eq(contents.id, content!.id));
    await indexDocument(db(), 'content', content!.id);
    expect(await titles('青砖黛瓦')).toEqual([]);

    const [shop] = await db().select({ id: shops.id }).from(shops).limit(1);
    await removeDocument(db(), 'shop', shop!.id);
    const [gone] = await queryRows<{ n: number | string }>(db(), sql`select count(*) as n from bss_search_doc where source = 'shop' and ref_id = ${shop!.id}`);
    expect(Number(gone!.n)).toBe(0);
    await indexDocument(db(), 'shop', shop!.id);
  });

  it('catches up with edits made outside the portal (updated_at changed, rows added or deleted)', async () => {
    const [project] = await db().select({ id: housingProjects.id, name: housingProjects.name }).from(housingProjects).limit(1);
    await db().update(housingProjects).set({ name: '翡翠湾公寓', updatedAt: new Date() }).where(eq(housingProjects.id, project!.id));
    const [extra] = await db().insert(contents).values({ columnKey: 'bzzx_cjwt', title: '停车位可以租用吗？', bodyHtml: '<p>社区地下车库车位可按月租用。</p>', status: 'published', publishAt: new Date(Date.now() - 60_000) }).returning({ id: contents.id });
    expect(await titles('翡翠湾')).toEqual([]);
    expect(await syncStaleDocuments(db())).toBeGreaterThanOrEqual(2);
    expect(await titles('翡翠湾')).toEqual(['翡翠湾公寓']);
    expect(await titles('停车位')).toEqual(['停车位可以租用吗？']);
    await db().delete(contents).where(eq(contents.id, extra!.id));
    await syncStaleDocuments(db());
    expect(await titles('停车位')).not.toContain('停车位可以租用吗？');
    await db().update(housingProjects).set({ name: project!.name, updatedAt: new Date() }).where(eq(housingProjects.id, project!.id));
  });

  it('a catch-up pass right after another has nothing to re-check: contents of unsearched columns and unchanged rows are left alone', async () => {
    await syncStaleDocuments(db());
    const [outside] = await queryRows<{ n: number | string }>(
      db(),
      // Published but not searched (company pages, legal texts): what every pass used to read again.
      sql`select count(*) as n from bpc_content c where c.status = 'published'
        and not exists (select 1 from bss_search_doc d where d.source = 'content' and d.ref_id = c.id)`,
    );
    expect(Number(outside!.n)).toBeGreaterThan(0);
    expect(await syncStaleDocuments(db())).toBe(0);
    // A row written by SQL with a microsecond timestamp is caught once, then left alone.
    await db().execute(sql`update bpc_content set updated_at = now() where id = (select min(id) from bpc_content where status = 'published' and column_key like 'tzgg%')`);
    expect(await syncStaleDocuments(db())).toBe(1);
    expect(await syncStaleDocuments(db())).toBe(0);
  });

  it('rebuilds the whole index from the records', async () => {
    await db().execute(sql`delete from bss_search_doc`);
    expect(await titles('退租')).toEqual([]);
    const counts = await rebuildSearchIndex(db());
    expect(counts.content).toBeGreaterThan(100);
    expect(counts.project).toBe(40);
    expect(await titles('退租')).toContain('退租需要办理哪些手续？');
  });

  it('every document has exactly one match row, with its kind, date and title vector; match rows stay slim, the shown row keeps its ranking vector in line', async () => {
    const [shop] = await db().select({ id: shops.id }).from(shops).limit(1);
    await removeDocument(db(), 'shop', shop!.id);
    await indexDocument(db(), 'shop', shop!.id);
    const [pairs] = await queryRows<{ docs: number | string; matches: number | string; disagreeing: number | string }>(
      db(),
      sql`select (select count(*) from bss_search_doc) as docs, (select count(*) from bss_search_match) as matches,
        (select count(*) from bss_search_doc d full join bss_search_match m on m.id = d.id
          where m.id is null or d.id is null or m.kind <> d.kind or m.published_at <> d.published_at or m.rank_tsv <> d.rank_tsv) as disagreeing`,
    );
    expect(Number(pairs!.docs)).toBeGreaterThan(100);
    expect(Number(pairs!.matches)).toBe(Number(pairs!.docs));
    expect(Number(pairs!.disagreeing)).toBe(0);
    // The vectors are kept out of line (migration 0010): a row the count reads is a few dozen bytes.
    const [options] = await queryRows<{ reloptions: string[] | string | null }>(db(), sql`select reloptions from pg_class where relname = 'bss_search_match'`);
    expect(String(options!.reloptions)).toContain('toast_tuple_target=128');
    // And the ranking vector stays in line in the shown row, where ranking reads it.
    const [storage] = await queryRows<{ attstorage: string }>(
      db(),
      sql`select attstorage from pg_attribute where attrelid = 'bss_search_doc'::regclass and attname = 'rank_tsv'`,
    );
    expect(storage!.attstorage).toBe('m');
  });

  it('the four quarters of the match index hold every match row exactly once, and a count that stops at the cap reads only the first quarter', async () => {
    const [rows] = await queryRows<{ all: number | string; viewed: number | string; distinct: number | string; first: number | string }>(
      db(),
      sql`select (select count(*) from bss_search_match) as all, (select count(*) from bss_search_match_q) as viewed,
        (select count(distinct id) from bss_search_match_q) as distinct, (select count(*) from bss_search_match where (id % 4) = 0) as first`,
    );
    expect(Number(rows!.all)).toBeGreaterThan(100);
    expect(Number(rows!.viewed)).toBe(Number(rows!.all));
    expect(Number(rows!.distinct)).toBe(Number(rows!.all));
    // '住房' is in most documents: ten of them are found in the first quarter, and the other three
    // quarters' indexes are never read (EXPLAIN ANALYZE says "never executed").
    const first = Number(rows!.first);
    expect(first).toBeGreaterThan(10);
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const lines = await queryRows<{ 'QUERY PLAN': string }>(
        tx as unknown as Db,
        sql`explain (analyze, costs off, timing off) select id from bss_search_match_q where tsv @@ '住房'::tsquery limit 10`,
      );
      return lines.map((l) => l['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on bss_search_match_tsv_q0_idx \(actual rows=\d+/);
    for (const quarter of [1, 2, 3]) expect(plan).toMatch(new RegExp(`Bitmap Index Scan on bss_search_match_tsv_q${quarter}_idx \\(never executed\\)`));
  });

  it('a synonym set’s one lexeme is in exactly the documents holding one of its words (titles and whole texts alike)', async () => {
    for (const word of new Set(SYNONYM_GROUPS.flat())) {
      const words = parseQuery(word).words;
      const grouped = tsqueryLiteral(words, 'and', { groups: true })!;
      const expanded = tsqueryLiteral(words, 'and')!;
      const [row] = await queryRows<Record<string, number | string>>(
        db(),
        sql`select (select count(*) from bss_search_match where tsv @@ ${grouped}::tsquery) as g, (select count(*) from bss_search_match where tsv @@ ${expanded}::tsquery) as e,
          (select count(*) from bss_search_match where rank_tsv @@ ${grouped}::tsquery) as gt, (select count(*) from bss_search_match where rank_tsv @@ ${expanded}::tsquery) as et`,
      );
      expect([word, Number(row!.g), Number(row!.gt)]).toEqual([word, Number(row!.e), Number(row!.et)]);
    }
    expect(Number((await queryRows<{ n: number | string }>(db(), sql`select count(*) as n from bss_search_match where tsv @@ ${tsqueryLiteral(parseQuery('公租房').words, 'and', { groups: true })}::tsquery`))[0]!.n)).toBeGreaterThan(10);
  });

  it('an index built with another vocabulary is searched word by word, with the same answers, until it is rebuilt', async () => {
    const queries = ['公租房 租金', '保租房申请条件', '交房租', '人才公寓 火星基地', '退租'];
    const answers = async () => Promise.all(queries.map(async (query) => {
      const page = await searchSite({ query });
      return { mode: page.mode, total: page.total, titles: page.records.map((r) => r.title) };
    }));
    forgetIndexFingerprint(db());
    expect(await indexIsCurrent(db())).toBe(true);
    const current = await answers();
    try {
      await db().update(appMeta).set({ value: 'v1-00000000' }).where(eq(appMeta.key, INDEX_FINGERPRINT_KEY));
      // A process reads the fingerprint at most once a minute.
      expect(await indexIsCurrent(db())).toBe(true);
      forgetIndexFingerprint(db());
      expect(await indexIsCurrent(db())).toBe(false);
      expect(await answers()).toEqual(current);
    } finally {
      await rebuildSearchIndex(db());
      forgetIndexFingerprint(db());
    }
    expect(await searchIndexFingerprint(db())).toBe(INDEX_FINGERPRINT);
    expect(await indexIsCurrent(db())).toBe(true);
  });

  it('the help centre’s search finds “公租房 租金” (two words), and a news list filters by date', async () => {
    const help = await listContents({ columnKey: COLUMN_KEYS.help, keyword: '公租房 租金' });
    expect(help.total).toBeGreaterThan(0);
    expect(help.records.map((r) => r.title)).toContain('公共租赁住房和保障性租赁住房有什么区别？');
    expect((await listContents({ columnKey: COLUMN_KEYS.help, keyword: '退租' })).total).toBeGreaterThan(0);
    const notices = await listContents({ columnKey: COLUMN_KEYS.notices, from: '2026-09-01', to: '2026-09-30', pageSize: 50 });
    expect(notices.total).toBeGreaterThan(0);
    for (const r of notices.records) expect(r.publishAt >= '2026-08-31T16:00:00.000Z' && r.publishAt < '2026-09-30T16:00:00.000Z').toBe(true);
    const all = await listContents({ columnKey: COLUMN_KEYS.notices, pageSize: 50 });
    expect(notices.total).toBeLessThan(all.total);
  });

  it('the help centre falls back to questions holding some of the words when none holds them all, and says which it did', async () => {
    const help = (await findColumn(COLUMN_KEYS.help))!;
    const none = await loadListPage(help, {}, 10, '退租 停车位');
    expect(none.total).toBe(0);
    const partial = await loadListPage(help, {}, 10, '退租 停车位', { partialFallback: true });
    expect(partial.partial).toBe(true);
    expect(partial.total).toBeGreaterThan(0);
    expect(partial.records[0]!.title).toContain('退租');
    const all = await loadListPage(help, {}, 10, '公租房 租金', { partialFallback: true });
    expect(all.partial).toBe(false);
    expect(all.records.map((r) => r.title)).toContain('公共租赁住房和保障性租赁住房有什么区别？');
    // A two-character word is one lexeme: it has no partial form, and nothing found stays nothing.
    const nothing = await loadListPage(help, {}, 10, '火箭', { partialFallback: true });
    expect(nothing).toMatchObject({ total: 0, partial: false });
  });
});
