/** @jest-environment node */
import { seedDemoContentOnce } from '@/lib/db/seed';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { belowFloor, evaluateQuality, firstAnswerRank, metricsOf, ndcgAt, outcomeOf, qualitySet, type JudgedQuery, type QualitySet } from './quality';
import { measureSearchQuality } from './quality-run';

const SET = qualitySet();

describe('the graded citizen queries (lib/search/citizen-queries.data.json)', () => {
  it('hold at least 150 distinct queries, each in a named group, grading only documents the set titles', () => {
    expect(SET.queries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(SET.queries.map((q) => q.query)).size).toBe(SET.queries.length);
    for (const q of SET.queries) {
      expect(SET.groups).toHaveProperty(q.group);
      for (const key of [...q.answers, ...q.related]) expect(SET.documents).toHaveProperty([key]);
      // A result is an answer or related, not both.
      expect(q.answers.filter((k) => q.related.includes(k))).toEqual([]);
    }
  });

  it('name results by stable keys: a page by its URL, a record by its source and id', () => {
    for (const key of Object.keys(SET.documents)) expect(key).toMatch(/^(page:\/\S+|(content|project|commercial|shop|job|questionnaire|question):[1-9]\d*)$/);
  });

  it('hold every kind of question the issue names, several of each', () => {
    for (const group of Object.keys(SET.groups)) expect(SET.queries.filter((q) => q.group === group).length).toBeGreaterThanOrEqual(5);
  });
});

describe('the measures', () => {
  const judged: JudgedQuery = { query: 'q', group: 'g', answers: ['a', 'b'], related: ['r'] };

  it('hit@3, hit@5 and MRR read the rank of the first answer; a related result is no answer', () => {
    expect(firstAnswerRank(judged, ['r', 'x', 'b'])).toBe(3);
    expect(firstAnswerRank(judged, ['r', 'x'])).toBeNull();
    const m = metricsOf([outcomeOf(judged, [{ key: 'a', kind: '', title: '' }]), outcomeOf(judged, ['x', 'x', 'x', 'r', 'b'].map((key) => ({ key, kind: '', title: '' })))]);
    expect(m).toMatchObject({ queries: 2, hit3: 0.5, hit5: 1, mrr: (1 + 1 / 5) / 2 });
  });

  it('nDCG@5 is 1 in the best order and less when the answers come late', () => {
    expect(ndcgAt(judged, ['a', 'b', 'r'])).toBeCloseTo(1);
    expect(ndcgAt(judged, ['r', 'x', 'a', 'b'])).toBeLessThan(ndcgAt(judged, ['a', 'r', 'b']));
    expect(ndcgAt(judged, ['x'])).toBe(0);
  });

  it('a query nothing on the site answers is listed, not scored; a judged document missing from the index is named', async () => {
    const set: QualitySet = {
      groups: { g: 'G' },
      documents: { a: 'A', gone: 'Gone' },
      floor: { hit3: 1, hit5: 1, mrr: 1 },
      queries: [
        { query: 'one', group: 'g', answers: ['a'], related: [] },
        { query: 'gap', group: 'g', answers: [], related: [] },
      ],
    };
    const report = await evaluateQuality(set, async () => [{ key: 'a', kind: 'page', title: 'A' }], new Map([['a', { title: 'A' }]]));
    expect(report.overall).toMatchObject({ queries: 1, hit3: 1 });
    expect(report.gaps.map((g) => g.query)).toEqual(['gap']);
    expect(report.missing).toEqual(['gone']);
    expect(belowFloor(report, set.floor)).toEqual([]);
  });

  it('refuses to run when a judged key names a document of another title (the demo ids moved)', async () => {
    const set: QualitySet = { groups: { g: 'G' }, documents: { 'content:1': '甲' }, floor: { hit3: 0, hit5: 0, mrr: 0 }, queries: [] };
    await expect(evaluateQuality(set, async () => [], new Map([['content:1', { title: '乙' }]]))).rejects.toThrow('content:1');
  });
});

describeEachDatabase('search quality on the demo content (%s)', (database) => {
  beforeAll(async () => {
    await seedDemoContentOnce(database().db);
  }, 120_000);

  it('reaches the floor last measured (hit@3, hit@5, MRR), and every judged page and record is in the index', async () => {
    const report = await measureSearchQuality(database().db);
    expect(belowFloor(report, SET.floor)).toEqual([]);
    expect(report.missing).toEqual([]);
  }, 120_000);
});
