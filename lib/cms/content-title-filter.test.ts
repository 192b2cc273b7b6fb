/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { contents } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import { testTargets, type TestDatabase } from '@/lib/db/testing';
import { contentListQuery } from '@/lib/validation/content-edit';
import { addColumns, closeServiceDatabase, openServiceDatabase } from './test-fixtures';
import { listContentsForConsole, titleContains } from './content-admin';

/**
 * The console's title filter (issue #26 part 7): what staff type finds the titles that contain it,
 * and a keyword of two characters or more is looked up in the titles' bigram index
 * (bpc_content_title_bigram_idx, migration 0015) instead of reading every title.
 */

const list = (title: string) => listContentsForConsole(contentListQuery.parse({ title }));
const titlesFound = async (title: string) => (await list(title)).rows.map((r) => r.title).sort();

/** The plan of `select id … where <title filter>`, as the driver runs it (parameters bound). */
async function planOf(db: Db, keyword: string, mode: 'page' | 'count'): Promise<string> {
  const base = db.select({ id: contents.id }).from(contents).where(titleContains(keyword));
  const query = mode === 'page' ? base.orderBy(sql`${contents.updatedAt} desc, ${contents.id} desc`).limit(20) : base.limit(10_001);
  const { sql: text, params } = query.toSQL();
  // Both drivers' clients (PGlite, a pg Pool) answer query(text, params) with { rows }.
  const client = (db as unknown as { $client: { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> } }).$client;
  const { rows } = await client.query(`explain ${text}`, params);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

const DISTRICTS = ['澄江区', '云溪区', '东港区', '滨湖新区', '北湖区'];
const KINDS = ['公共租赁住房配租结果的公告', '保障性租赁住房项目介绍', '共有产权住房申购须知', '住房保障政策宣传月活动方案'];

describe.each(testTargets().map((t) => [t.name, t] as const))('the console title filter on %s', (_driver, target) => {
  let handle: TestDatabase | undefined;
  const db = () => handle!.db;
  let renamedId = 0;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    await addColumns(db(), [{ key: 'tzgg', label: '通知公告', route: '/t3/news_list' }]);
    // 2,000 ordinary titles (so the planner weighs an index against reading the table), and a few
    // that the tests look for.
    const titles = Array.from({ length: 2000 }, (_, i) => `${DISTRICTS[i % 5]}关于第${i}批${KINDS[i % 4]}`);
    titles.push('关于摇号结果的公示', '青禾市 Housing Lottery 公告', '百分之50%的折扣_说明', '房');
    await db()
      .insert(contents)
      .values(titles.map((title, i) => ({ columnKey: 'tzgg', title, status: i % 3 ? ('published' as const) : ('draft' as const) })));
    const [row] = await db().insert(contents).values({ columnKey: 'tzgg', title: '旧标题里的错别字通知', status: 'draft' }).returning({ id: contents.id });
    renamedId = row!.id;
    await db().execute(sql`analyze bpc_content`);
  }, 60_000);
  afterAll(() => closeServiceDatabase(handle));

  it('finds the titles that contain a keyword of two characters, of more, and of one', async () => {
    expect(await titlesFound('摇号')).toEqual(['关于摇号结果的公示']);
    expect(await titlesFound('摇号结果的公示')).toEqual(['关于摇号结果的公示']);
    // Characters of the keyword that occur in a title, but not side by side: no match.
    expect(await titlesFound('公示摇号')).toEqual([]);
    expect((await list('房')).total).toBeGreaterThan(1000);
    expect((await list('第1234批')).rows.map((r) => r.title)).toEqual(['北湖区关于第1234批共有产权住房申购须知']);
  });

  it('ignores letter case, and takes % and _ as the characters they are', async () => {
    expect(await titlesFound('housing lottery')).toEqual(['青禾市 Housing Lottery 公告']);
    expect(await titlesFound('HOUSING')).toEqual(['青禾市 Housing Lottery 公告']);
    expect(await titlesFound('50%')).toEqual(['百分之50%的折扣_说明']);
    expect(await titlesFound('扣_说')).toEqual(['百分之50%的折扣_说明']);
    expect(await titlesFound('扣%说')).toEqual([]);
  });

  it('finds exactly the titles a plain ILIKE over every title finds', async () => {
    for (const keyword of ['摇号', '住房', '第12', '房', '0批', 'lottery', 'HOUSING', '50%', '扣_说', '澄江区关于第1']) {
      const expected = await db()
        .select({ id: contents.id })
        .from(contents)
        .where(sql`${contents.title} ilike ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
      const found = await db().select({ id: contents.id }).from(contents).where(titleContains(keyword));
      expect(found.map((r) => r.id).sort((x, y) => x - y)).toEqual(expected.map((r) => r.id).sort((x, y) => x - y));
    }
  });

  it('finds an edited title by its new words and no longer by its old ones', async () => {
    expect(await titlesFound('错别字')).toEqual(['旧标题里的错别字通知']);
    await db().update(contents).set({ title: '更正后的配租通知', updatedAt: new Date() }).where(eq(contents.id, renamedId));
    expect(await titlesFound('错别字')).toEqual([]);
    expect(await titlesFound('更正后')).toEqual(['更正后的配租通知']);
  });

  it('looks a keyword of two characters or more up in the bigram index, for the page and for the count', async () => {
    for (const keyword of ['摇号', '摇号结果', 'lottery']) {
      expect(await planOf(db(), keyword, 'page')).toContain('bpc_content_title_bigram_idx');
      expect(await planOf(db(), keyword, 'count')).toContain('bpc_content_title_bigram_idx');
    }
  });

  it('walks the list in its order when a keyword matches most titles, instead of collecting every match first', async () => {
    // 住房 is in every ordinary title: the newest 20 are found in the first index entries.
    const plan = await planOf(db(), '住房', 'page');
    expect(plan).not.toContain('bpc_content_title_bigram_idx');
    expect(plan).toContain('bpc_content_console_idx');
  });
});
