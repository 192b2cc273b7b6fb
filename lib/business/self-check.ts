import { evaluateEligibility, type ProductResult } from '@/lib/eligibility/evaluate';
import { ELIGIBILITY_QUESTIONS, eligibilityAnswersSchema, type EligibilityAnswers, type QuestionId } from '@/lib/eligibility/questions';

/**
 * Reading the self-check's GET form. Pure: nothing is stored or logged; the page is dynamic and
 * never cached (a cache entry keyed by the answers would store them).
 *
 * Each question is parsed on its own with its field of eligibilityAnswersSchema, so one bad value
 * (an age of 130) is reported at that question while the other answers still evaluate, and
 * parameters that are not questions (the navigation's col1…) are left alone.
 */

/** A hidden field of the form: present once the visitor has pressed 查看自查结果. */
export const SELF_CHECK_SUBMITTED_PARAM = 'check';

export type SelfCheckError = { id: QuestionId; label: string; message: string };

export type SelfCheckAnswers = {
  /** The form was sent (even with every question left blank). */
  submitted: boolean;
  /** The valid answers; an invalid one is left out (and listed in errors). */
  answers: EligibilityAnswers;
  /** What to show in each field again, as typed (so a wrong number can be corrected). */
  values: Partial<Record<QuestionId, string>>;
  errors: SelfCheckError[];
  answeredCount: number;
};

const MAX_VALUE_LENGTH = 20;

export function parseSelfCheckAnswers(get: (name: string) => string | null | undefined): SelfCheckAnswers {
  const answers: Record<string, unknown> = {};
  const values: Partial<Record<QuestionId, string>> = {};
  const errors: SelfCheckError[] = [];
  let submitted = get(SELF_CHECK_SUBMITTED_PARAM) != null;
  for (const q of ELIGIBILITY_QUESTIONS) {
    const raw = get(q.id);
    if (raw === null || raw === undefined) continue;
    submitted = true;
    // Only short values are echoed back into the page.
    const value = raw.length > MAX_VALUE_LENGTH ? raw.slice(0, MAX_VALUE_LENGTH) : raw;
    const field = eligibilityAnswersSchema.shape[q.id];
    const parsed = field.safeParse(raw);
    if (parsed.success) {
      if (parsed.data !== undefined) {
        answers[q.id] = parsed.data;
        values[q.id] = String(parsed.data);
      }
    } else {
      values[q.id] = value;
      errors.push({ id: q.id, label: q.label, message: parsed.error.issues[0]?.message ?? '请检查填写内容' });
    }
  }
  return { submitted, answers: answers as EligibilityAnswers, values, errors, answeredCount: Object.keys(answers).length };
}

export type SelfCheckPage = SelfCheckAnswers & {
  /** The four products with the reason of each rule, once the form was sent; null before. */
  results: ProductResult[] | null;
};

/** Everything the self-check view needs from the query string. */
export function loadSelfCheck(get: (name: string) => string | null | undefined): SelfCheckPage {
  const parsed = parseSelfCheckAnswers(get);
  return { ...parsed, results: parsed.submitted ? evaluateEligibility(parsed.answers) : null };
}
