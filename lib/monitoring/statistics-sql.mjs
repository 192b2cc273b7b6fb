// The statistics queries, shared by the portal (lib/monitoring/statistics.ts) and `npm run stats`
// (scripts/stats.mjs), which runs without the TypeScript build. Plain SQL with $n parameters that
// PGlite and node-postgres both take. Days are counted in city time (Asia/Shanghai).

export const STATS_TIME_ZONE = 'Asia/Shanghai';

/** Raw module-access rows are kept this many days; the daily roll-up is kept for good. */
export const RAW_RETENTION_DAYS = 90;

const DAY_OF = (col) => `(${col} AT TIME ZONE '${STATS_TIME_ZONE}')::date`;
const START_OF = (day) => `((${day})::timestamp AT TIME ZONE '${STATS_TIME_ZONE}')`;

/**
 * Visits per module per day for the `$2` days ending with the day of `$1` (a timestamp): rolled-up
 * days from bpm_module_access_daily, the rest (today, days not rolled up yet) counted from the raw rows.
 */
export const DAILY_VISITS_SQL = `
WITH bounds AS (
  SELECT ${DAY_OF('$1::timestamptz')} AS last_day, ${DAY_OF('$1::timestamptz')} - ($2::int - 1) AS first_day
), raw AS (
  SELECT ${DAY_OF('a.accessed_at')} AS day, a.module_key, max(a.module_name) AS module_name,
         count(*)::int AS visits, count(DISTINCT a.visitor_hash)::int AS visitors
  FROM bpm_module_access a, bounds b
  WHERE a.accessed_at >= ${START_OF('b.first_day')} AND a.accessed_at <= $1::timestamptz
  GROUP BY 1, 2
)
SELECT d.day::text AS day, d.module_key, d.module_name, d.visits, d.visitors
FROM bpm_module_access_daily d, bounds b
WHERE d.day BETWEEN b.first_day AND b.last_day
UNION ALL
SELECT r.day::text, r.module_key, r.module_name, r.visits, r.visitors
FROM raw r
WHERE NOT EXISTS (SELECT 1 FROM bpm_module_access_daily d WHERE d.day = r.day AND d.module_key = r.module_key)
ORDER BY day DESC, visits DESC, module_key`;

/**
 * Rolls up every complete day (before the day of `$1`) from the last rolled-up day on. Idempotent:
 * a day rolled up again gets the same figures.
 */
export const ROLL_UP_SQL = `
INSERT INTO bpm_module_access_daily (day, module_key, module_name, visits, visitors, rolled_up_at)
SELECT ${DAY_OF('accessed_at')}, module_key, max(module_name), count(*)::int, count(DISTINCT visitor_hash)::int, $1::timestamptz
FROM bpm_module_access
WHERE accessed_at < ${START_OF(DAY_OF('$1::timestamptz'))}
  AND accessed_at >= coalesce((SELECT ${START_OF('max(day)')} FROM bpm_module_access_daily), '-infinity'::timestamptz)
GROUP BY 1, 2
ON CONFLICT (day, module_key) DO UPDATE
  SET module_name = excluded.module_name, visits = excluded.visits, visitors = excluded.visitors, rolled_up_at = excluded.rolled_up_at`;

/**
 * Deletes raw rows of the days older than `$2` days before the day of `$1`, and only of days
 * already rolled up, so no visit is lost to the prune.
 */
export const PRUNE_SQL = `
DELETE FROM bpm_module_access
WHERE accessed_at < ${START_OF(`${DAY_OF('$1::timestamptz')} - $2::int`)}
  AND accessed_at < coalesce((SELECT ${START_OF('max(day) + 1')} FROM bpm_module_access_daily), '-infinity'::timestamptz)`;
