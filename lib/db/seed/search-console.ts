/**
 * Demo of the console's search tools (issue #27 part 4): two pinned results, three synonym sets and
 * four weeks of statistics, every row marked demo (the statistics' `demo` column; the pins and sets
 * name demo records and words). The statistics are made-up counts, never real searches.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import { searchBestBets, searchSynonyms, searchWeekStats } from '@/lib/db/schema';
import { bestBetQueryKey } from '@/lib/search/best-bets';
import { weekOf, weeksBefore } from '@/lib/search/stats';
import type { DemoPart } from './index';

export const DEMO_SYNONYM_SETS = [
  ['网签', '网上签约'],
  ['看房', '实地看房', '参观样板间'],
  ['入住', '搬入', '交钥匙'],
] as const;

/** [query, searches, searches with no result, results opened] this week; earlier weeks have fewer. */
const DEMO_WEEK: readonly [string, number, number, number][] = [
  ['公租房怎么申请', 120, 0, 84],
  ['保租房 租金', 64, 0, 41],
  ['人才公寓', 38, 0, 20],
  ['配租结果', 26, 0, 17],
  ['共有产权 退出', 22, 0, 0],
  ['租个门面开店', 18, 0, 0],
  ['充电桩', 12, 12, 0],
  ['网上签约', 9, 9, 0],
  ['公租房 宠物', 6, 6, 0],
];

async function firstId(db: Db, query: ReturnType<typeof sql>): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, query);
  return row ? Number(row.id) : null;
}

export async function seedSearchConsole(db: Db): Promise<void> {
  await db
    .insert(searchSynonyms)
    .values(DEMO_SYNONYM_SETS.map((words) => ({ words: words.join(' ') })))
    .onConflictDoNothing();
  const project = await firstId(db, sql`select id from bdd_housing_project where status = 'open' order by id limit 1`);
  const notice = await firstId(
    db,
    sql`select id from bpc_content where column_key = 'tzgg_gzf_pz' and status = 'published' and publish_at <= now() order by publish_at desc, id desc limit 1`,
  );
  const bets = [
    ...(project === null ? [] : [{ queryKey: bestBetQueryKey('看房'), docKey: `project:${project}` }]),
    ...(notice === null ? [] : [{ queryKey: bestBetQueryKey('配租结果'), docKey: `content:${notice}` }]),
  ];
  if (bets.length) await db.insert(searchBestBets).values(bets).onConflictDoNothing();
  const thisWeek = weekOf();
  const rows = [0, 1, 2, 3].flatMap((back) =>
    DEMO_WEEK.map(([query, searches, zero, clicks]) => {
      const f = 1 - back * 0.2;
      return { week: weeksBefore(thisWeek, back), query, searches: Math.max(2, Math.round(searches * f)), zeroResults: Math.round(zero * f), clicks: Math.round(clicks * f), demo: 1 };
    }),
  );
  await db.insert(searchWeekStats).values(rows).onConflictDoNothing();
}

export const DEMO_SEARCH_CONSOLE_PART: DemoPart = { flag: 'demo_seeded_search_console_v1', write: seedSearchConsole };
