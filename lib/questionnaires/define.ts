import type { Db } from '@/lib/db/client';
import { questionnaireOptions, questionnaireQuestions, questionnaires, questionnaireSections } from '@/lib/db/schema';
import type { QuestionKind, QuestionnaireMode } from '@/lib/validation/questionnaire';

/**
 * Writes a questionnaire definition (the demo seed and the tests use it; an operator's tool would
 * too): the questionnaire, its sections, questions and options in the order given.
 */
export type OptionSpec = string | { label: string; isOther?: boolean };
export type QuestionSpec = {
  kind: QuestionKind;
  title: string;
  hint?: string;
  required?: boolean;
  minChoices?: number;
  maxChoices?: number;
  minLength?: number;
  maxLength?: number;
  options?: OptionSpec[];
};
export type QuestionnaireSpec = {
  title: string;
  intro?: string;
  mode: QuestionnaireMode;
  opensAt: Date;
  closesAt?: Date | null;
  resultsPublic?: boolean;
  perAddressDailyLimit?: number;
  isDemo?: boolean;
  sections: { title: string; description?: string; questions: QuestionSpec[] }[];
};

/** The ids written: the questionnaire's, and per question (in order) its id and its options' ids. */
export type WrittenQuestionnaire = { id: number; questions: { id: number; optionIds: number[] }[] };

export async function insertQuestionnaire(db: Db, spec: QuestionnaireSpec): Promise<WrittenQuestionnaire> {
  const [row] = await db
    .insert(questionnaires)
    .values({
      title: spec.title,
      intro: spec.intro ?? '',
      mode: spec.mode,
      opensAt: spec.opensAt,
      closesAt: spec.closesAt ?? null,
      resultsPublic: spec.resultsPublic ?? false,
      perAddressDailyLimit: spec.perAddressDailyLimit ?? 20,
      isDemo: spec.isDemo ?? false,
    })
    .returning({ id: questionnaires.id });
  if (!row) throw new Error('questionnaire insert returned nothing');
  const written: WrittenQuestionnaire = { id: row.id, questions: [] };
  for (const [si, section] of spec.sections.entries()) {
    const [s] = await db
      .insert(questionnaireSections)
      .values({ questionnaireId: row.id, sortOrder: si, title: section.title, description: section.description ?? '' })
      .returning({ id: questionnaireSections.id });
    for (const [qi, q] of section.questions.entries()) {
      const [qr] = await db
        .insert(questionnaireQuestions)
        .values({
          sectionId: s!.id,
          sortOrder: qi,
          kind: q.kind,
          title: q.title,
          hint: q.hint ?? '',
          required: q.required ?? false,
          minChoices: q.minChoices ?? null,
          maxChoices: q.maxChoices ?? null,
          minLength: q.minLength ?? null,
          maxLength: q.maxLength ?? null,
        })
        .returning({ id: questionnaireQuestions.id });
      const options = (q.options ?? []).map((o, oi) => (typeof o === 'string' ? { label: o, isOther: false, sortOrder: oi } : { label: o.label, isOther: o.isOther ?? false, sortOrder: oi }));
      const ids = options.length
        ? (await db.insert(questionnaireOptions).values(options.map((o) => ({ ...o, questionId: qr!.id }))).returning({ id: questionnaireOptions.id })).map((r) => r.id)
        : [];
      written.questions.push({ id: qr!.id, optionIds: ids });
    }
  }
  return written;
}
