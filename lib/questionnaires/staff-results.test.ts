/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { describeEachDatabase, rejectionOf } from '@/lib/cms/test-fixtures';
import { auditLog, cases } from '@/lib/db/schema';
import { addTestUser } from '@/lib/register/test-users';
import type { AuditActor } from '@/lib/staff/audit';
import { insertQuestionnaire } from './define';
import { getResults, submitResponse } from './questionnaires';
import { exportResultsCsv, staffResults } from './staff-results';

describeEachDatabase('questionnaire results for 业务经办', (database) => {
  const clerk: AuditActor = { staffId: null, login: 'clerk1', role: 'caseworker', address: '10.0.0.5' };
  const NOW = new Date('2026-11-20T02:00:00Z');

  it('gives a caseworker the counts and the text answers of a private questionnaire, which stays private to the public', async () => {
    const db = database().db;
    const w = await insertQuestionnaire(db, {
      title: '租户满意度（不公开）',
      mode: 'signed_in',
      opensAt: new Date('2026-11-01T00:00:00Z'),
      resultsPublic: false,
      sections: [{ title: '一', questions: [{ kind: 'single', title: '是否满意', required: true, options: ['满意', '不满意'] }, { kind: 'short_text', title: '建议', required: false }] }],
    });
    const [choice, text] = w.questions;
    for (const [i, answer] of [['0', '电梯常坏'], ['0', ''], ['1', '停车难']].entries()) {
      const { userId } = await addTestUser(db);
      const values: Record<string, string> = { [`q${choice!.id}`]: String(choice!.optionIds[Number(answer[0])]) };
      if (answer[1]) values[`q${text!.id}`] = answer[1];
      await submitResponse(w.id, { userId }, values, new Date(NOW.getTime() + i * 60_000));
    }
    expect(await getResults(w.id)).toBeNull();
    const results = await staffResults(db, w.id, clerk);
    expect(results?.responses).toBe(3);
    const q = results!.sections[0]!.questions[0]!;
    expect('options' in q ? q.options.map((o) => [o.label, o.count]) : null).toEqual([
      ['满意', 2],
      ['不满意', 1],
    ]);
    expect(results!.texts.get(text!.id)?.map((t) => t.text)).toEqual(['停车难', '电梯常坏']);
    // Each signed-in response is a case, 已收到.
    expect((await db.select().from(cases).where(eq(cases.scopeId, w.id))).map((c) => c.status)).toEqual(['received', 'received', 'received']);

    const exported = await exportResultsCsv(db, w.id, clerk);
    expect(exported?.csv).toContain('一,是否满意,满意,2');
    expect(exported?.csv).toContain('一,建议,停车难,');
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'questionnaire.results'))).toHaveLength(1);
  });

  it('refuses the results to roles that may not handle cases, administrators included', async () => {
    const admin: AuditActor = { staffId: null, login: 'admin1', role: 'admin', address: '' };
    expect(await rejectionOf(staffResults(database().db, 1, admin))).toMatchObject({ status: 403 });
  });
});
