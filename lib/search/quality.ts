/**
 * Search quality (issue #27 part 5): the graded citizen queries of ./citizen-queries.data.json run
 * through the site search, scored as hit@3, hit@5, MRR and nDCG@5, overall and per query group.
 * Pure: the caller supplies the search (the script `npm run search:quality` and the floor test in
 * ./citizen-queries.test.ts both pass the very search the results page calls: searchWithCorrection).
 *
 * A judged result is named by a stable key, never by rank: `page:<its URL>` for a page, and
 * `<source>:<id>` for a record (content:20, project:12, shop:4, commercial:3, job:7,
 * questionnaire:1) — on the freshly seeded demo database, whose ids the seed fixes. The set names
 * each judged document's title too, and the evaluation refuses to run when an indexed document
 * under that key has another title (the demo seed moved its ids).
 */
import set from './citizen-queries.data.json';

/** 2: answers what the citizen asked; 1: related, on the way to the answer. */
export type Grade = 1 | 2;

export type JudgedQuery = {
  query: string;
  group: string;
  /** Grade 2: a result that answers the query. Empty: nothing on the site answers it (a content gap). */
  answers: string[];
  /** Grade 1: related results. */
  related: string[];
};

export type QualitySet = {
  groups: Record<string, string>;
  /** Every judged key with the title its document has on the demo database. */
  documents: Record<string, string>;
  /** The measured level the tests hold the search to (rounded down). */
  floor: QualityFloor;
  queries: JudgedQuery[];
};

export type QualityFloor = { hit3: number; hit5: number; mrr: number };

/** One result of a search, as the evaluation reads it. */
export type RankedResult = { key: string; kind: string; title: string };

/** How deep a query's results are read: the first page of the results page at its largest size. */
export const QUALITY_DEPTH = 10;

export function qualitySet(): QualitySet {
  return set as QualitySet;
}

export type QueryOutcome = {
  judged: JudgedQuery;
  /** The first QUALITY_DEPTH results. */
  results: RankedResult[];
  /** 1-based rank of the first answer within QUALITY_DEPTH, or null. */
  firstAnswer: number | null;
  ndcg5: number;
};

export type Metrics = { queries: number; hit3: number; hit5: number; mrr: number; ndcg5: number };

export type QualityReport = {
  overall: Metrics;
  byGroup: Record<string, Metrics>;
  outcomes: QueryOutcome[];
  /** Queries nothing on the site answers: listed, not scored. */
  gaps: JudgedQuery[];
  /** Judged documents that are not in the index at all. */
  missing: string[];
};

export function gradeOf(judged: JudgedQuery, key: string): 0 | Grade {
  if (judged.answers.includes(key)) return 2;
  if (judged.related.includes(key)) return 1;
  return 0;
}

const gain = (grade: number) => 2 ** grade - 1;

/** nDCG over the first `k` results, against the best order of everything judged for the query. */
export function ndcgAt(judged: JudgedQuery, keys: readonly string[], k = 5): number {
  const dcg = keys.slice(0, k).reduce((sum, key, i) => sum + gain(gradeOf(judged, key)) / Math.log2(i + 2), 0);
  const ideal = [...judged.answers.map(() => 2), ...judged.related.map(() => 1)]
    .slice(0, k)
    .reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

/** 1-based rank of the first result that answers the query, or null. */
export function firstAnswerRank(judged: JudgedQuery, keys: readonly string[]): number | null {
  const i = keys.findIndex((key) => gradeOf(judged, key) === 2);
  return i < 0 ? null : i + 1;
}

export function outcomeOf(judged: JudgedQuery, results: readonly RankedResult[]): QueryOutcome {
  const top = results.slice(0, QUALITY_DEPTH);
  const keys = top.map((r) => r.key);
  return { judged, results: top, firstAnswer: firstAnswerRank(judged, keys), ndcg5: ndcgAt(judged, keys) };
}

export function metricsOf(outcomes: readonly QueryOutcome[]): Metrics {
  const n = outcomes.length;
  const share = (ok: (o: QueryOutcome) => boolean) => (n === 0 ? 0 : outcomes.filter(ok).length / n);
  const mean = (value: (o: QueryOutcome) => number) => (n === 0 ? 0 : outcomes.reduce((s, o) => s + value(o), 0) / n);
  return {
    queries: n,
    hit3: share((o) => o.firstAnswer !== null && o.firstAnswer <= 3),
    hit5: share((o) => o.firstAnswer !== null && o.firstAnswer <= 5),
    mrr: mean((o) => (o.firstAnswer === null ? 0 : 1 / o.firstAnswer)),
    ndcg5: mean((o) => o.ndcg5),
  };
}

/** Judged keys that name a document of another title than the set says (ids moved), as messages. */
export function titleMismatches(quality: QualitySet, indexed: ReadonlyMap<string, { title: string }>): string[] {
  const out: string[] = [];
  for (const [key, title] of Object.entries(quality.documents)) {
    const doc = indexed.get(key);
    if (doc && doc.title !== title) out.push(`${key}: the set says “${title}”, the index holds “${doc.title}”`);
  }
  return out;
}

/**
 * Every query of the set through `search` (one at a time, in order), scored. `indexed` is every
 * document of the index by key, to name the judged ones that are missing.
 */
export async function evaluateQuality(
  quality: QualitySet,
  search: (query: string) => Promise<RankedResult[]>,
  indexed: ReadonlyMap<string, { title: string }>,
): Promise<QualityReport> {
  const mismatched = titleMismatches(quality, indexed);
  if (mismatched.length > 0) throw new Error(`the quality set does not match the demo database:\n${mismatched.join('\n')}`);
  const outcomes: QueryOutcome[] = [];
  const gaps: JudgedQuery[] = [];
  for (const judged of quality.queries) {
    if (judged.answers.length === 0) {
      gaps.push(judged);
      continue;
    }
    outcomes.push(outcomeOf(judged, await search(judged.query)));
  }
  const byGroup: Record<string, Metrics> = {};
  for (const group of Object.keys(quality.groups)) byGroup[group] = metricsOf(outcomes.filter((o) => o.judged.group === group));
  const missing = Object.keys(quality.documents).filter((key) => !indexed.has(key));
  return { overall: metricsOf(outcomes), byGroup, outcomes, gaps, missing };
}

/** Whether the report reaches the floor, and the figures it falls short on. */
export function belowFloor(report: QualityReport, floor: QualityFloor): string[] {
  const out: string[] = [];
  if (report.overall.hit3 < floor.hit3) out.push(`hit@3 ${fixed(report.overall.hit3)} < ${floor.hit3}`);
  if (report.overall.hit5 < floor.hit5) out.push(`hit@5 ${fixed(report.overall.hit5)} < ${floor.hit5}`);
  if (report.overall.mrr < floor.mrr) out.push(`MRR ${fixed(report.overall.mrr)} < ${floor.mrr}`);
  return out;
}

const fixed = (n: number) => n.toFixed(3);

/** Pads to a width in terminal columns: a Chinese character takes two. */
function padColumns(text: string, width: number): string {
  const used = [...text].reduce((n, ch) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1), 0);
  return text + ' '.repeat(Math.max(0, width - used));
}

/** The report as the command prints it: the table, the floor, the failing queries with their top three. */
export function formatQualityReport(quality: QualitySet, report: QualityReport): string {
  const lines: string[] = [];
  const row = (label: string, m: Metrics) =>
    `${padColumns(label, 26)}${fixed(m.hit3).padStart(8)}${fixed(m.hit5).padStart(8)}${fixed(m.mrr).padStart(8)}${fixed(m.ndcg5).padStart(9)}${String(m.queries).padStart(9)}`;
  lines.push(
    `site search quality: ${report.outcomes.length} graded queries (and ${report.gaps.length} nothing on the site answers), ` +
      `${Object.keys(quality.documents).length} judged documents, ${report.missing.length} of them not in the index`,
  );
  lines.push('');
  lines.push(`${padColumns('', 26)}${'hit@3'.padStart(8)}${'hit@5'.padStart(8)}${'MRR'.padStart(8)}${'nDCG@5'.padStart(9)}${'queries'.padStart(9)}`);
  lines.push(row('all', report.overall));
  for (const [group, label] of Object.entries(quality.groups)) lines.push(row(`${group} ${label}`, report.byGroup[group]!));
  lines.push('');
  const short = belowFloor(report, quality.floor);
  lines.push(`floor hit@3 ≥ ${quality.floor.hit3}, hit@5 ≥ ${quality.floor.hit5}, MRR ≥ ${quality.floor.mrr}: ${short.length ? `NOT held (${short.join(', ')})` : 'held'}`);
  const failing = report.outcomes.filter((o) => o.firstAnswer === null || o.firstAnswer > 5);
  lines.push('');
  lines.push(`queries without an answer in the first five (${failing.length}):`);
  for (const o of failing) {
    const where = o.firstAnswer === null ? `no answer in the first ${QUALITY_DEPTH}` : `first answer at ${o.firstAnswer}`;
    lines.push(`  [${o.judged.group}] ${o.judged.query} — ${where}`);
    o.results.slice(0, 3).forEach((r, i) => lines.push(`      ${i + 1}. ${r.kind} ${r.title}${gradeOf(o.judged, r.key) === 1 ? ' (related)' : ''}`));
    if (o.results.length === 0) lines.push('      (no result)');
    lines.push(`      wanted: ${o.judged.answers.map((k) => quality.documents[k] ?? k).join(' · ')}`);
  }
  if (report.gaps.length) {
    lines.push('');
    lines.push(`queries nothing on the site answers (not scored): ${report.gaps.map((g) => g.query).join('、')}`);
  }
  if (report.missing.length) {
    lines.push('');
    lines.push(`judged documents not in the index (${report.missing.length}): ${report.missing.map((k) => `${quality.documents[k]} (${k})`).join('、')}`);
  }
  return lines.join('\n');
}
