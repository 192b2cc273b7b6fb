/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { seedDemoContentOnce } from '@/lib/db/seed';
import { describeEachDatabase, rejectionOf, staffActor } from '@/lib/cms/test-fixtures';
import { withAudit } from '@/lib/staff/audit';
import { addBestBet, applyBestBets, bestBetQueryKey, forgetBestBets, listBestBets, removeBestBet } from './best-bets';
import { SearchFieldError } from './field-error';
import { searchLexicon } from './lexicon';
import { searchSite, type SearchInput } from './search';
import { countableQuery, flushSearchStats, listStatWeeks, popularQueries, pruneSearchStats, readWeekStats, recordClick, recordSearch, resetSearchStatsBuffer, weekOf } from './stats';
import { addSynonymSet, expandQueryWords, forgetStaffSynonyms, listSynonymSets, removeSynonymSet } from './synonyms';
import { parseQuery } from './tokens.mjs';

const reviewer = staffActor('reviewer', 7);

describe('what the statistics count', () => {
  it('weeks start on Monday in Shanghai', () => {
    // Sunday 2026-11-29 23:30 in Shanghai is still the week of Monday 2026-11-23; 00:30 Monday is the next.
    expect(weekOf(Date.parse('2026-11-29T23:30:00+08:00'))).toBe('2026-11-23');
    expect(weekOf(Date.parse('2026-11-30T00:30:00+08:00'))).toBe('2026-11-30');
  });

  it('never counts a query that looks like personal data, and bounds what it keeps', () => {
    expect(countableQuery('  公租房   申请 ')).toBe('公租房 申请');
    expect(countableQuery('110101199003077777')).toBeNull();
    expect(countableQuery('11010119900307777x 公租房')).toBeNull();
    expect(countableQuery('138 1234 5678')).toBeNull();
    expect(countableQuery('联系 zhang@example.com')).toBeNull();
    expect(countableQuery('96580')).toBe('96580');
    expect([...countableQuery('住'.repeat(80))!]).toHaveLength(50);
  });

  it('reads a run of query words that spells a staff synonym as that word', () => {
    const { words, changed } = expandQueryWords(parseQuery('青年 驿站 申请').words, [['青年驿站', '人才公寓']]);
    expect(changed).toBe(true);
    expect(words[0]).toMatchObject({ word: '青年驿站', expanded: true });
    // The dictionary's synonyms of the staff word come with it (人才公寓 ↔ 人才房, 人才住房).
    expect(words[0]!.variants).toEqual(expect.arrayContaining(['青年驿站', '人才公寓', '人才房']));
    expect(words.map((w) => w.word)).toContain('申请');
  });
});

describeEachDatabase('search best bets, synonyms and statistics', (database) => {
  const db = () => database().db;

  beforeAll(async () => {
    await seedDemoContentOnce(database().db);
  });

  beforeEach(async () => {
    await queryRows(db(), sql`delete from bss_search_best_bet`);
    await queryRows(db(), sql`delete from bss_search_synonym`);
    await queryRows(db(), sql`delete from bss_search_week_stat`);
    forgetStaffSynonyms();
    resetSearchStatsBuffer();
  });

  // The pins as this process reads them after a change (the console's routes forget the held ones).
  const resultsPage = async (input: SearchInput) => {
    forgetBestBets();
    return applyBestBets(await searchSite(input), input, input.query);
  };

  it('shows a pinned result first on page 1, marked, once, and only where the kind filter lets it', async () => {
    const plain = await searchSite({ query: '公租房', pageSize: 10 });
    expect(plain.total).toBeGreaterThan(10);
    // A result the ranking puts on page 2.
    const page2 = await searchSite({ query: '公租房', pageSize: 10, pageNum: 2 });
    const target = page2.records[0]!;
    await withAudit(reviewer, (tx, audit) => addBestBet(tx, audit, { query: ' 公租房 ', target: target.url }));

    const first = await resultsPage({ query: '公租房', pageSize: 10 });
    expect(first.records[0]).toMatchObject({ key: target.key, pinned: true });
    expect(first.records.filter((r) => r.key === target.key)).toHaveLength(1);
    expect(first.records.slice(1).every((r) => !r.pinned)).toBe(true);
    // Further pages do not repeat it.
    expect((await resultsPage({ query: '公租房', pageSize: 10, pageNum: 2 })).records.map((r) => r.key)).not.toContain(target.key);
    // Filtered to its own kind it stays first; to another kind it is not shown.
    expect((await resultsPage({ query: '公租房', kind: target.kind })).records[0]!.key).toBe(target.key);
    const other = target.kind === 'news' ? 'notice' : 'news';
    expect((await resultsPage({ query: '公租房', kind: other })).records.map((r) => r.key)).not.toContain(target.key);
    // Another query has no pins.
    expect((await resultsPage({ query: '商铺' })).records.some((r) => r.pinned)).toBe(false);

    const [audit] = await queryRows<{ action: string; staff_login: string }>(db(), sql`select action, staff_login from bps_audit_log where entity = 'search_best_bet' order by id desc limit 1`);
    expect(audit).toEqual({ action: 'search.bestBet.create', staff_login: reviewer.login });
    const [bet] = await listBestBets();
    expect(bet).toMatchObject({ query: bestBetQueryKey('公租房'), docKey: target.key, title: target.title });

    await withAudit(reviewer, (tx, audit) => removeBestBet(tx, audit, bet!.id));
    expect((await resultsPage({ query: '公租房', pageSize: 10 })).records[0]!.key).not.toBe(target.key);
  });

  it('refuses to pin what the index does not hold, or the same result twice, naming the field', async () => {
    const audits = async () => ((await queryRows<{ n: number }>(db(), sql`select count(*)::integer as n from bps_audit_log where entity = 'search_best_bet'`))[0]!.n);
    const before = await audits();
    const missing = await rejectionOf(withAudit(reviewer, (tx, audit) => addBestBet(tx, audit, { query: '投诉', target: '/t1/no-such-page' })));
    expect(missing).toBeInstanceOf(SearchFieldError);
    expect(missing).toMatchObject({ field: 'target' });
    const hit = (await searchSite({ query: '投诉' })).records[0]!;
    await withAudit(reviewer, (tx, audit) => addBestBet(tx, audit, { query: '投诉', target: hit.key }));
    expect(await rejectionOf(withAudit(reviewer, (tx, audit) => addBestBet(tx, audit, { query: '投诉', target: hit.url })))).toMatchObject({ field: 'target' });
    // A refused change leaves no audit row behind.
    expect(await audits()).toBe(before + 1);
  });

  it('finds documents through a synonym set staff added, at once, and stops when it is removed', async () => {
    // Before: no document holds the word (at most some of its characters: the partial fallback).
    const fully = (p: { mode: string; total: number }) => p.mode === 'all' && p.total > 0;
    expect(fully(await searchSite({ query: '安居码' }))).toBe(false);
    const set = await withAudit(reviewer, (tx, audit) => addSynonymSet(tx, audit, '安居码，公租房'));
    forgetStaffSynonyms();
    const found = await searchSite({ query: '安居码' });
    expect(found.mode).toBe('all');
    expect(found.total).toBe((await searchSite({ query: '公租房' })).total);
    // Combined with another word, all words are still required.
    const both = await searchSite({ query: '安居码 租金' });
    expect(both.total).toBe((await searchSite({ query: '公租房 租金' })).total);
    // The lexicon offers the new word (suggestions, corrections).
    expect((await searchLexicon(db(), { fresh: true })).entry('安居码')).toMatchObject({ vocabulary: true });
    expect(await listSynonymSets()).toEqual([expect.objectContaining({ words: ['安居码', '公租房'] })]);

    await withAudit(reviewer, (tx, audit) => removeSynonymSet(tx, audit, set.id));
    forgetStaffSynonyms();
    expect(fully(await searchSite({ query: '安居码' }))).toBe(false);
  });

  it('refuses a synonym set with a mixed or single word, naming the field', async () => {
    expect(await rejectionOf(withAudit(reviewer, (tx, audit) => addSynonymSet(tx, audit, 'app下载 应用')))).toMatchObject({ field: 'words' });
    expect(await rejectionOf(withAudit(reviewer, (tx, audit) => addSynonymSet(tx, audit, '公租房')))).toMatchObject({ field: 'words' });
    expect(await listSynonymSets()).toEqual([]);
  });

  it('counts searches per week and query — with no result, with a result opened — and nothing else', async () => {
    const now = Date.parse('2026-11-25T10:00:00+08:00');
    for (let i = 0; i < 3; i++) recordSearch('公租房', true, now);
    recordSearch('没有的东西', false, now);
    recordSearch('商铺', true, now);
    recordClick('公租房', now);
    expect(recordSearch('13812345678', false, now)).toBe(false);
    // A click for a query nobody searched creates nothing.
    recordClick('无人搜索', now);
    await flushSearchStats(db(), now);
    recordSearch('公租房', true, now);
    await flushSearchStats(db(), now);

    const rows = await queryRows<Record<string, unknown>>(db(), sql`select * from bss_search_week_stat order by query`);
    // One row per (week, query); its columns are the counts and nothing that names a person.
    expect(Object.keys(rows[0]!).sort()).toEqual(['clicks', 'demo', 'query', 'searches', 'week', 'zero_results']);
    expect(rows.map((r) => r.query).sort()).toEqual(['公租房', '商铺', '没有的东西'].sort());

    const stats = await readWeekStats('2026-11-23', 20, db());
    expect(stats.top[0]).toMatchObject({ query: '公租房', searches: 4, zeroResults: 0, clicks: 1 });
    expect(stats.noResult.map((s) => s.query)).toEqual(['没有的东西']);
    expect(stats.noClick.map((s) => s.query)).toEqual(['商铺']);
    expect(stats.searches).toBe(6);
    expect(await listStatWeeks(db())).toEqual(['2026-11-23']);

    // Once the week is over, the queries searched only once go.
    await pruneSearchStats(db(), Date.parse('2026-12-02T10:00:00+08:00'));
    expect((await readWeekStats('2026-11-23', 20, db())).top.map((s) => s.query)).toEqual(['公租房']);
  });

  it('suggests as popular only queries searched several times that found something', async () => {
    for (let i = 0; i < 3; i++) recordSearch('公租房', true);
    for (let i = 0; i < 3; i++) recordSearch('找不到的词', false);
    recordSearch('只搜一次', true);
    await flushSearchStats(db());
    expect(await popularQueries(10, { db: db(), fresh: true })).toEqual(['公租房']);
  });

  /** The statements `run` sends through `db()` (every drizzle query, `execute` included, is prepared by its session). */
  async function statementsOf(run: () => Promise<unknown>): Promise<number> {
    const session = (db() as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
    const spy = jest.spyOn(session, 'prepareQuery');
    try {
      await run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  // Counted, not timed: a timed unit test fails on a loaded machine and proves nothing on a quiet
  // one (speed is for the benches, docs/performance.md).
  it('adds at most one small query to a results page, for a query that has pins', async () => {
    const hit = (await searchSite({ query: '公租房' })).records[3]!;
    await withAudit(reviewer, (tx, audit) => addBestBet(tx, audit, { query: '公租房', target: hit.key }));
    forgetBestBets();
    const page = await searchSite({ query: '公租房' });
    // The first page after a change reads the list of pinned queries once; then one small query a page.
    for (let i = 0; i < 4; i++) {
      let first = '';
      expect(
        await statementsOf(async () => {
          first = (await applyBestBets(page, {}, '公租房', db())).records[0]!.key;
        }),
      ).toBeLessThanOrEqual(i === 0 ? 2 : 1);
      expect(first).toBe(hit.key);
    }
    // A query without pins reads only the pins held in memory: no statement, the page unchanged.
    const other = await searchSite({ query: '商铺' });
    let records: unknown = null;
    expect(
      await statementsOf(async () => {
        records = (await applyBestBets(other, {}, '商铺', db())).records;
      }),
    ).toBe(0);
    expect(records).toBe(other.records);
  });

  it('counts a search in memory and writes a busy minute of 1,500 queries in one statement', async () => {
    const now = Date.now();
    // The day's housekeeping (pruning finished weeks) rides on a process's first write: out of the way first.
    recordSearch('公租房', true, now);
    await flushSearchStats(db(), now);
    const searches = async () => ((await queryRows<{ n: number }>(db(), sql`select coalesce(sum(searches), 0)::integer as n from bss_search_week_stat`)) as [{ n: number }])[0].n;
    const before = await searches();
    expect(
      await statementsOf(async () => {
        for (let i = 0; i < 10_000; i++) recordSearch(`查询${i % 1500}`, i % 7 !== 0, now);
      }),
    ).toBe(0);
    let flushed = 0;
    expect(
      await statementsOf(async () => {
        flushed = await flushSearchStats(db(), now);
      }),
    ).toBe(1);
    expect(flushed).toBe(1500);
    expect((await searches()) - before).toBe(10_000);
  });
});
