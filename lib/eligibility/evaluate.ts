import { HOUSING_BUSINESSES, type HousingBusiness } from './businesses';
import { answerText, findQuestion, type EligibilityAnswers, type QuestionId } from './questions';
import { ELIGIBILITY_RULE_SETS, type Condition, type EligibilityRule, type RuleSet } from './rules';

/**
 * Evaluates the self-check answers against the rule sets. Pure: no I/O, nothing stored or logged,
 * so it may run on the server for the no-JavaScript form and in the browser alike.
 * Three-valued: a condition on an unanswered question is "unknown", never a guess.
 */

export type RuleOutcome = 'pass' | 'fail' | 'check';
export type ProductOutcome = 'may' | 'no' | 'check';

export const RULE_OUTCOME_LABELS: Readonly<Record<RuleOutcome, string>> = { pass: '符合', fail: '不符合', check: '需进一步核实' };
export const PRODUCT_OUTCOME_LABELS: Readonly<Record<ProductOutcome, string>> = { may: '可能符合', no: '不符合', check: '需进一步核实' };

export type RuleResult = {
  readonly id: string;
  readonly title: string;
  readonly outcome: RuleOutcome;
  readonly outcomeLabel: string;
  /** Chinese, e.g. "家庭人均月收入 3,000 元以下，符合公租房收入条件". */
  readonly reason: string;
  /** Questions whose answers would settle a rule still to check. */
  readonly missing: readonly QuestionId[];
};

export type ProductResult = {
  readonly business: HousingBusiness;
  readonly outcome: ProductOutcome;
  readonly outcomeLabel: string;
  readonly demo: true;
  readonly note: string;
  readonly rules: readonly RuleResult[];
};

type Tri = 'pass' | 'fail' | 'unknown';

function conditionHolds(c: Condition, answers: EligibilityAnswers): Tri {
  const value = answers[c.q];
  if (value === undefined) return 'unknown';
  if ('in' in c) return (c.in as readonly string[]).includes(String(value)) ? 'pass' : 'fail';
  const n = Number(value);
  if (c.min !== undefined && n < c.min) return 'fail';
  if (c.max !== undefined && n > c.max) return 'fail';
  return 'pass';
}

/** Kleene AND: one failing condition settles it even if others are unanswered. */
function allOf(results: readonly Tri[]): Tri {
  if (results.includes('fail')) return 'fail';
  return results.includes('unknown') ? 'unknown' : 'pass';
}

/** Fills {questionId} with the visitor's answer as it reads on the form. */
export function fillReason(template: string, answers: EligibilityAnswers): string {
  return template.replace(/\{(\w+)\}/g, (_m, id: string) => answerText(id as QuestionId, answers) ?? '未填写');
}

export function evaluateRule(rule: EligibilityRule, answers: EligibilityAnswers): RuleResult {
  const ways = rule.ways.map((way) => ({ way, result: allOf(way.when.map((c) => conditionHolds(c, answers))) }));
  const passed = ways.find((w) => w.result === 'pass');
  const base = { id: rule.id, title: rule.title };
  if (passed) return { ...base, outcome: 'pass', outcomeLabel: RULE_OUTCOME_LABELS.pass, reason: fillReason(passed.way.reason, answers), missing: [] };
  if (ways.every((w) => w.result === 'fail')) return { ...base, outcome: 'fail', outcomeLabel: RULE_OUTCOME_LABELS.fail, reason: fillReason(rule.failReason, answers), missing: [] };
  // Only the ways still open matter: asking about a question of a way that already failed would not help.
  const missing = [
    ...new Set(
      ways
        .filter((w) => w.result === 'unknown')
        .flatMap((w) => w.way.when.filter((c) => answers[c.q] === undefined).map((c) => c.q)),
    ),
  ];
  const labels = missing.map((q) => `“${findQuestion(q).label}”`).join('、');
  return { ...base, outcome: 'check', outcomeLabel: RULE_OUTCOME_LABELS.check, reason: `尚未回答${labels}，需进一步核实`, missing };
}

export function evaluateRuleSet(set: RuleSet, answers: EligibilityAnswers): ProductResult {
  const rules = set.rules.map((r) => evaluateRule(r, answers));
  const outcome: ProductOutcome = rules.some((r) => r.outcome === 'fail') ? 'no' : rules.some((r) => r.outcome === 'check') ? 'check' : 'may';
  return { business: HOUSING_BUSINESSES[set.business], outcome, outcomeLabel: PRODUCT_OUTCOME_LABELS[outcome], demo: set.demo, note: set.note, rules };
}

/** The four products in the page's order, each with its outcome and the reason for every rule. */
export function evaluateEligibility(answers: EligibilityAnswers, sets: readonly RuleSet[] = ELIGIBILITY_RULE_SETS): ProductResult[] {
  return sets.map((set) => evaluateRuleSet(set, answers));
}
