import { evaluateEligibility, type ProductResult } from '@/lib/eligibility/evaluate';
import { ELIGIBILITY_QUESTIONS, eligibilityAnswersSchema, SELF_CHECK_EMPTY_MESSAGE, SELF_CHECK_SENT_PARAM, type EligibilityAnswers } from '@/lib/eligibility/questions';
import { pageMetadata } from '@/lib/seo';
import { columnLabel } from '../column-meta';
import { loadTemplatePage, type TemplatePageState } from '../column-state';
import { defineTemplate } from '../define';
import type { SearchParams } from '../types';
import { selfCheckKeys } from './keys';

export type SelfCheckData = {
  state: TemplatePageState;
  /** The answers as typed (strings), to fill the form again. */
  typed: Record<string, string>;
  /** Field id → Chinese message, for answers out of range. */
  errors: Record<string, string>;
  /** Null until something is answered. */
  results: ProductResult[] | null;
};

const QUESTION_IDS = ELIGIBILITY_QUESTIONS.map((q) => q.id) as readonly string[];

/** Only the questions' own parameters; the column trail and anything else are not answers. */
export function readSelfCheckAnswers(searchParams: SearchParams): Omit<SelfCheckData, 'state'> {
  const typed: Record<string, string> = {};
  for (const id of QUESTION_IDS) {
    const raw = searchParams[id];
    const v = Array.isArray(raw) ? raw[0] : raw;
    if (typeof v === 'string' && v.trim() !== '') typed[id] = v.trim().slice(0, 20);
  }
  if (Object.keys(typed).length === 0) {
    // Sent with nothing answered: say so at the first question instead of silently showing the form again.
    const sent = [searchParams[SELF_CHECK_SENT_PARAM]].flat()[0] === '1';
    return { typed, errors: sent ? { [ELIGIBILITY_QUESTIONS[0].id]: SELF_CHECK_EMPTY_MESSAGE } : {}, results: null };
  }
  const parsed = eligibilityAnswersSchema.safeParse(typed);
  const errors: Record<string, string> = {};
  let answers: EligibilityAnswers;
  if (parsed.success) answers = parsed.data;
  else {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] = issue.message;
    // Evaluate what is valid; a wrong answer counts as unanswered (需进一步核实) and is named at its field.
    const valid: Record<string, string> = {};
    for (const [k, v] of Object.entries(typed)) if (!errors[k]) valid[k] = v;
    answers = eligibilityAnswersSchema.parse(valid);
  }
  return { typed, errors, results: evaluateEligibility(answers) };
}

/** /t1/self_check: one GET form, evaluated on the server; nothing typed is stored or logged. */
export const selfCheck = defineTemplate<SelfCheckData>({
  ...selfCheckKeys,
  async load(req) {
    const state = await loadTemplatePage(req.routePath, 'self-check', {});
    return { state, ...readSelfCheckAnswers(req.searchParams) };
  },
  metadata(req, { state, results }) {
    const meta = pageMetadata({
      title: columnLabel(req, state),
      description: '回答几个简单问题，了解您可能符合公租房、保租房、配售型保障性住房和共有产权住房中哪些业务的申请条件（演示规则）。',
      path: req.routePath,
    });
    // An answered page is the visitor's own: not indexed, and its URL never sent on as a referrer.
    return results ? { ...meta, robots: { index: false, follow: true }, referrer: 'no-referrer' } : { ...meta, referrer: 'no-referrer' };
  },
});
