/**
 * A questionnaire's results for 业务经办 in the console (issue #28 part 8's data layer): the counts
 * per option and rating, as the public results page has them, and — never public — the typed text
 * answers, for every questionnaire whether its results are public or not. Every read checks the
 * role (case.handle); the CSV export writes an audit entry in the transaction that read it.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { ApiError, ERROR_CODES } from '@/lib/api/respond';
import type { Db } from '@/lib/db/client';
import { questionnaireAnswers, questionnaireResponses, questionnaires } from '@/lib/db/schema';
import { csvCell, recordAudit, type AuditActor } from '@/lib/staff/audit';
import { parseRole, roleCan } from '@/lib/staff/roles';
import { getQuestionnaire, tallyResults, type QuestionnaireResults } from './questionnaires';

/** Text answers shown per question on the page (the export has them all, up to the export cap). */
export const TEXT_ANSWERS_SHOWN = 50;
export const RESULTS_EXPORT_MAX_TEXTS = 20_000;

export type StaffResults = QuestionnaireResults & {
  resultsPublic: boolean;
  /** Newest first, per question id. */
  texts: Map<number, { text: string; at: Date }[]>;
};

function assertHandler(actor: AuditActor): void {
  const role = parseRole(actor.role);
  if (!role || !roleCan(role, 'case.handle')) throw new ApiError(ERROR_CODES.FORBIDDEN, '您的角色无权查看问卷结果', 403);
}

async function texts(db: Db, questionnaireId: number, perQuestion: number): Promise<Map<number, { text: string; at: Date }[]>> {
  const rows = await db
    .select({ questionId: questionnaireAnswers.questionId, text: questionnaireAnswers.text, at: questionnaireResponses.submittedAt })
    .from(questionnaireAnswers)
    .innerJoin(questionnaireResponses, eq(questionnaireResponses.id, questionnaireAnswers.responseId))
    .where(and(eq(questionnaireResponses.questionnaireId, questionnaireId), isNotNull(questionnaireAnswers.text)))
    .orderBy(desc(questionnaireResponses.submittedAt), desc(questionnaireAnswers.id))
    .limit(RESULTS_EXPORT_MAX_TEXTS);
  const out = new Map<number, { text: string; at: Date }[]>();
  for (const r of rows) {
    if (!r.text) continue;
    const list = out.get(r.questionId) ?? [];
    if (list.length < perQuestion) list.push({ text: r.text, at: r.at });
    out.set(r.questionId, list);
  }
  return out;
}

/** The questionnaires 业务经办 may read the results of: all of them, newest first. */
export async function listQuestionnairesForStaff(db: Db, actor: AuditActor): Promise<{ id: number; title: string; resultsPublic: boolean; published: boolean }[]> {
  assertHandler(actor);
  return db
    .select({ id: questionnaires.id, title: questionnaires.title, resultsPublic: questionnaires.resultsPublic, published: questionnaires.published })
    .from(questionnaires)
    .orderBy(desc(questionnaires.opensAt), desc(questionnaires.id));
}

/** One questionnaire's results with its text answers, or null when there is none. */
export async function staffResults(db: Db, questionnaireId: number, actor: AuditActor): Promise<StaffResults | null> {
  assertHandler(actor);
  const def = await getQuestionnaire(questionnaireId);
  if (!def) return null;
  const tally = await tallyResults(def);
  return { ...tally, resultsPublic: def.resultsPublic, texts: await texts(db, def.id, TEXT_ANSWERS_SHOWN) };
}

/** The results as CSV (题目, 选项或回答, 人数), text answers in full; the export is audited. */
export async function exportResultsCsv(db: Db, questionnaireId: number, actor: AuditActor, now: Date = new Date()): Promise<{ csv: string; title: string } | null> {
  assertHandler(actor);
  const def = await getQuestionnaire(questionnaireId);
  if (!def) return null;
  const tally = await tallyResults(def);
  const all = await texts(db, def.id, RESULTS_EXPORT_MAX_TEXTS);
  const lines = [['分组', '题目', '选项或回答', '人数'].join(',')];
  for (const s of tally.sections) {
    for (const q of s.questions) {
      if ('options' in q) for (const o of q.options) lines.push([s.title, q.title, o.label, String(o.count)].map(csvCell).join(','));
      for (const t of all.get(q.questionId) ?? []) lines.push([s.title, q.title, t.text, ''].map(csvCell).join(','));
    }
  }
  await recordAudit(db, actor, { action: 'questionnaire.results', entity: 'questionnaire', entityId: def.id, changes: { export: { before: null, after: { responses: tally.responses } } } }, now);
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, title: def.title };
}

