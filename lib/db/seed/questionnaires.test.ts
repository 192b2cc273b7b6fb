/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { closeServiceDatabase, openServiceDatabase } from '@/lib/cms/test-fixtures';
import { getResults, listQuestionnaires } from '@/lib/questionnaires/questionnaires';
import { getQuestionnaire } from '@/lib/questionnaires/questionnaires';
import { answersSchema, fieldName, type AnswerValues } from '@/lib/validation/questionnaire';
import { contents, questionnaireAnswers, questionnaireResponses, questionnaires } from '../schema';
import { testTargets, type TestDatabase } from '../testing';
import { DEMO_PARTS, seedDemoContentOnce } from './index';

const QUESTIONNAIRE_PART = DEMO_PARTS.find((p) => p.flag === 'demo_seeded_questionnaires_v1')!;

describe.each(testTargets().map((t) => [t.name, t] as const))('demo questionnaires on %s', (_name, target) => {
  let handle: TestDatabase | undefined;

  beforeAll(async () => {
    handle = await openServiceDatabase(target);
    // The columns (help centre) come from the first part.
    await seedDemoContentOnce(handle.db, [DEMO_PARTS[0]!, QUESTIONNAIRE_PART]);
  });
  afterAll(() => closeServiceDatabase(handle));

  it('an anonymous satisfaction survey with public results and bars, and a signed-in housing-needs survey, are open; last year’s has ended', async () => {
    const { open, endedWithResults } = await listQuestionnaires();
    const satisfaction = open.find((q) => q.title.startsWith('住房保障服务满意度调查'));
    const housing = open.find((q) => q.title.startsWith('住房需求调查'));
    expect(satisfaction).toMatchObject({ mode: 'anonymous', resultsPublic: true, state: 'open' });
    expect(housing).toMatchObject({ mode: 'signed_in', resultsPublic: false, state: 'open' });
    expect(endedWithResults.map((q) => q.title)).toEqual(['2025 年度公租房租户满意度调查（演示）']);
    const results = await getResults(satisfaction!.id);
    expect(results!.responses).toBe(36);
    for (const q of results!.sections.flatMap((s) => s.questions)) {
      if ('options' in q) expect(q.options.filter((o) => o.count > 0).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('every demo response would pass its questionnaire’s own answer rules', async () => {
    const db = handle!.db;
    for (const { id } of await db.select({ id: questionnaires.id }).from(questionnaires)) {
      const def = (await getQuestionnaire(id))!;
      const responses = await db.select().from(questionnaireResponses).where(eq(questionnaireResponses.questionnaireId, id));
      for (const r of responses) {
        const rows = await db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.responseId, r.id));
        const values: AnswerValues = {};
        for (const a of rows) {
          const key = fieldName(a.questionId);
          const value = String(a.optionId ?? a.rating ?? a.text);
          const prev = values[key];
          values[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
        }
        expect(answersSchema(def).safeParse(values).success).toBe(true);
      }
    }
  });

  it('the help centre answers how to take part, with a link to the questionnaires', async () => {
    const rows = await handle!.db.select().from(contents).where(eq(contents.title, '如何参与问卷调查？'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ columnKey: 'bzzx_cjwt', isDemo: true, status: 'published' });
    expect(rows[0]!.bodyHtml).toContain('href="/questionnaireFilling"');
  });

  it('seeding again writes nothing', async () => {
    expect(await seedDemoContentOnce(handle!.db, [DEMO_PARTS[0]!, QUESTIONNAIRE_PART])).toBe(false);
    expect(await handle!.db.select().from(questionnaires)).toHaveLength(3);
  });
});
