/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { seedDemoContentOnce } from '@/lib/db/seed';
import { describeEachDatabase } from '@/lib/cms/test-fixtures';
import { correctQuery, lettersToHan } from './correct';
import { buildLexicon, searchLexicon, type LexiconSources } from './lexicon';
import { listMostReadGuides, searchWithCorrection } from './no-result';
import { initialsOf, readingsOf, syllablesOf } from './pinyin';
import { suggestSearches } from './suggest';

describe('pinyin of the portal’s words', () => {
  it('reads a word as a word, drops tones, and knows every reading of a character', () => {
    expect(syllablesOf('公租房')).toEqual(['gong', 'zu', 'fang']);
    expect(initialsOf(syllablesOf('问卷调查')!)).toBe('wjdc');
    expect(syllablesOf('App 下载')).toBeNull();
    expect(readingsOf('行')).toEqual(expect.arrayContaining(['xing', 'hang']));
  });
});

/** A small index: the documents' words (bigrams and whole words) with how many documents hold each. */
const SOURCES: LexiconSources = {
  lexemes: [
    { word: '公租', ndoc: 30 },
    { word: '租房', ndoc: 40 },
    { word: '申请', ndoc: 50 },
    { word: '社区', ndoc: 3 },
    { word: '报修', ndoc: 4 },
    { word: '保修', ndoc: 1 },
    { word: '招聘', ndoc: 9 },
    { word: '悦澜', ndoc: 2 },
    { word: '澜府', ndoc: 2 },
    { word: '申购', ndoc: 2 },
    { word: '复审', ndoc: 6 },
    { word: 'app', ndoc: 3 },
  ],
  titles: [
    { title: '资格自测', n: 1 },
    { title: '问卷调查', n: 1 },
  ],
  pages: [
    { title: '资格自测', url: '/t1/self_check', kind: 'service' },
    { title: '问卷调查', url: '/questionnaireFilling', kind: 'service' },
  ],
};

describe('what a citizen likely meant (pure, on a small index)', () => {
  const lexicon = buildLexicon(SOURCES);
  // The dictionary's synonym sets are found through their set's lexeme: here none is stored, so
  // 公租房 counts only as a vocabulary word (weight from the dictionary, not from documents).

  it('replaces a homophone the input method picked, changing only characters that form no word of the index', () => {
    expect(correctQuery('公祖房怎么申请', lexicon)).toEqual({ query: '公租房怎么申请', changes: [['公祖房', '公租房']] });
    expect(correctQuery('报休', lexicon)?.query).toBe('报修');
    expect(correctQuery('资格自侧', lexicon)?.query).toBe('资格自测');
  });

  it('corrects a lone character to a one-character word of the dictionary only when syllable and tone agree', () => {
    expect(correctQuery('房租怎么教', lexicon)?.query).toBe('房租怎么交');
    // 买 (mai3) and 卖 (mai4) are two words, not a typo.
    expect(correctQuery('配售房能买吗', lexicon)?.query ?? '配售房能买吗').not.toContain('卖');
  });

  it('reads bzf as the portal’s own business (保租房) rather than another word with those initials', () => {
    expect(correctQuery('bzf', buildLexicon({ ...SOURCES, lexemes: [...SOURCES.lexemes, { word: '保障房', ndoc: 80 }] }))?.query).toBe('保租房');
  });

  it('leaves words the index holds alone, even beside an unknown pair (悦澜府申购: 府申 sounds like 复审)', () => {
    expect(correctQuery('悦澜府申购', lexicon)).toBeNull();
    expect(correctQuery('公租房申请', lexicon)).toBeNull();
  });

  it('reads letters as pinyin or initials of the index’s words and titles', () => {
    expect(correctQuery('gzf', lexicon)?.query).toBe('公租房');
    expect(correctQuery('gongzufang', lexicon)?.query).toBe('公租房');
    expect(correctQuery('wjdc', lexicon)?.query).toBe('问卷调查');
    expect(correctQuery('zhaopin', lexicon)?.query).toBe('招聘');
    // Initials of two letters mean the likeliest word: 申请 (50 documents) before 社区 (3).
    expect(correctQuery('gzf sq', lexicon)?.query).toBe('公租房 申请');
    expect(lettersToHan('gzfsq', lexicon)).toEqual(['公租房', '申请']);
  });

  it('keeps letters that are a word of the index, and says nothing when nothing looks mistyped', () => {
    expect(correctQuery('app', lexicon)).toBeNull();
    expect(correctQuery('qxzv', lexicon)).toBeNull();
    expect(correctQuery('96580', lexicon)).toBeNull();
  });
});

describeEachDatabase('no dead end on the demo content (%s)', (database) => {
  beforeAll(async () => {
    await seedDemoContentOnce(database().db);
    await searchLexicon(database().db, { fresh: true });
  }, 120_000);

  it('shows the results of pinyin initials and of a typo instead of nothing, and says what it searched', async () => {
    const gzf = await searchWithCorrection({ query: 'gzf' });
    expect(gzf.correction).toEqual({ query: '公租房', original: 'gzf', applied: true });
    // The results are the corrected query's, ranked as that query ranks (the ranking is not this module's).
    expect(gzf.result.query).toBe('公租房');
    expect(gzf.result.mode).toBe('all');
    expect(gzf.result.total).toBeGreaterThan(0);

    const typo = await searchWithCorrection({ query: '报休' });
    expect(typo.correction).toMatchObject({ query: '报修', applied: true });
    expect(typo.result.total).toBeGreaterThan(0);
  });

  it('tries no correction for a query that finds documents holding all its words, nor when the citizen asks for the query as typed', async () => {
    expect((await searchWithCorrection({ query: '公租房 租金' })).correction).toBeNull();
    const asTyped = await searchWithCorrection({ query: 'gzf' }, { exact: true });
    expect(asTyped.correction).toBeNull();
    expect(asTyped.result.query).toBe('gzf');
  });

  it('a query that matched without a lone character it could not use is searched corrected when that makes a word of it', async () => {
    const typo = await searchWithCorrection({ query: '房租怎么教' });
    expect(typo.correction).toMatchObject({ query: '房租怎么交', applied: true });
    expect(typo.result.words).toContain('交');
  });

  it('a query with some of its words found shows those partial matches (the correction is only offered)', async () => {
    const partial = await searchWithCorrection({ query: '退租 火箭发射' });
    expect(partial.result.mode).toBe('partial');
    expect(partial.result.total).toBeGreaterThan(0);
    expect(partial.correction?.applied ?? false).toBe(false);
  });

  it('lists the most-read 办事指南 articles by their view count', async () => {
    const guides = await listMostReadGuides(5, database().db);
    expect(guides.length).toBeGreaterThan(0);
    const counts = guides.map((g) => g.viewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const kinds = await queryRows<{ kind: string }>(database().db, sql`select kind from bss_search_doc where url = any (string_to_array(${guides.map((g) => g.url).join(',')}, ','))`);
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['guide']));
  });

  it('suggests page names, completions and result titles, pinyin included, and takes extra queries first', async () => {
    const gz = await suggestSearches('公租');
    expect(gz.length).toBeGreaterThan(0);
    expect(gz.every((s) => s.text.includes('公租') || s.source === 'result')).toBe(true);
    expect(gz.some((s) => s.source === 'result')).toBe(true);

    expect((await suggestSearches('wjdc')).map((s) => s.text)).toContain('问卷调查');
    const withPopular = await suggestSearches('公租', { extraQueries: ['公租房租金标准'] });
    expect(withPopular.find((s) => s.source === 'query')?.text).toBe('公租房租金标准');
    expect(await suggestSearches('   ')).toEqual([]);
  });
});
