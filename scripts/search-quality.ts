/**
 * npm run search:quality — how well the site search answers what citizens ask (issue #27 part 5):
 * builds the demo database in memory (embedded PGlite, migrated and seeded, its search index built
 * by the seed as on a portal's first start), runs every graded query of
 * lib/search/citizen-queries.data.json through searchWithCorrection — what the results page /t1/search calls —
 * and prints hit@3, hit@5, MRR and nDCG@5, overall and per query group, then the queries without an
 * answer in the first five, and the overall figures without the search intent rules (lib/search/intent.ts) beside them. Exits 1 when the figures fall below the set's floor.
 *
 *   npm run search:quality             the table and the failing queries
 *   npm run search:quality -- --json   the figures as JSON (overall and per group)
 *
 * Touches no database folder: nothing is written outside memory.
 */
import { openDatabase } from '@/lib/db/client';
import { seedDemoContentOnce } from '@/lib/db/seed';
import { adoptAsProcessDatabase, releaseProcessDatabase } from '@/lib/db/testing';
import { belowFloor, formatQualityReport, qualitySet } from '@/lib/search/quality';
import { measureSearchQuality } from '@/lib/search/quality-run';

async function main(): Promise<number> {
  const started = Date.now();
  const handle = await openDatabase({});
  try {
    adoptAsProcessDatabase(handle);
    await seedDemoContentOnce(handle.db);
    const built = Date.now();
    // Before: the words alone (no intent rule); after: with the enabled intent rules of the database.
    const before = await measureSearchQuality(handle.db, { intentRules: [] });
    const report = await measureSearchQuality(handle.db);
    const set = qualitySet();
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify({ overall: report.overall, byGroup: report.byGroup, withoutIntentRules: before.overall, floor: set.floor }, null, 2));
    } else {
      console.log(formatQualityReport(set, report));
      const f = (r: typeof report) => `hit@3 ${r.overall.hit3.toFixed(3)}  hit@5 ${r.overall.hit5.toFixed(3)}  MRR ${r.overall.mrr.toFixed(3)}`;
      console.log(`\nwithout intent rules: ${f(before)}\nwith intent rules:    ${f(report)}`);
      console.log(`\n(demo database and index built in ${((built - started) / 1000).toFixed(1)} s, ${report.outcomes.length} queries searched in ${((Date.now() - built) / 1000).toFixed(1)} s)`);
    }
    return belowFloor(report, set.floor).length > 0 ? 1 : 0;
  } finally {
    releaseProcessDatabase();
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('[search:quality] failed:', error);
    process.exit(2);
  },
);
