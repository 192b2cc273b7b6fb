import { BUSINESS_GUIDES } from '@/lib/business/guides';
import { SELF_CHECK_SUBMITTED_PARAM, type SelfCheckPage } from '@/lib/business/self-check';
import type { ProductOutcome, ProductResult } from '@/lib/eligibility/evaluate';
import { ELIGIBILITY_QUESTIONS, type EligibilityQuestion } from '@/lib/eligibility/questions';
import { DEMO_RULES_NOTE } from '@/lib/eligibility/rules';
import { SELF_CHECK_TEXT as T } from './text';
import styles from './SelfCheck.module.css';

export type SelfCheckProps = SelfCheckPage & {
  /** The page's own path: the form is sent back to it with GET. */
  action: string;
  /** Query parameters the page needs to keep (e.g. the navigation's col1), sent as hidden fields. */
  hiddenFields?: Readonly<Record<string, string>>;
};

const RESULTS_ID = 'self-check-results';

const OUTCOME_CLASS: Record<ProductOutcome, string | undefined> = { may: styles.may, no: styles.no, check: styles.check };
const RULE_CLASS = { pass: styles.may, fail: styles.no, check: styles.check } as const;

/**
 * The eligibility self-check: every question in one GET form (works without JavaScript), and once
 * it is sent the outcome for each of the four products with the reason of every rule. Rendered on
 * the server from the query string; nothing typed is stored.
 */
export function SelfCheck({ action, hiddenFields = {}, submitted, values, errors, answeredCount, results }: SelfCheckProps) {
  const errorOf = new Map(errors.map((e) => [e.id, e.message]));
  return (
    <div className={styles.selfCheck}>
      <p className={styles.intro}>{T.intro}</p>
      <p className={styles.demo} role="note">
        {DEMO_RULES_NOTE}
      </p>
      <p className={styles.privacy}>{T.privacy}</p>

      {results ? (
        <section className={styles.results} id={RESULTS_ID} aria-labelledby={`${RESULTS_ID}-h`}>
          <h2 id={`${RESULTS_ID}-h`} className={styles.heading}>
            {T.resultsHeading}
          </h2>
          <p className={styles.muted}>{T.resultsIntro(answeredCount, ELIGIBILITY_QUESTIONS.length)}</p>
          <ul className={styles.products}>
            {results.map((r) => (
              <ProductCard key={r.business.code} result={r} />
            ))}
          </ul>
        </section>
      ) : null}

      <form className={styles.form} method="get" action={`${action}#${RESULTS_ID}`} noValidate>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={SELF_CHECK_SUBMITTED_PARAM} value="1" />
        {errors.length ? (
          <div className={styles.errorSummary} role="alert">
            <h2 className={styles.errorHeading}>{T.invalidHeading}</h2>
            <p>{T.invalidHint}</p>
            <ul>
              {errors.map((e) => (
                <li key={e.id}>
                  <a href={`#sc-${e.id}`}>
                    {e.label}：{e.message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {ELIGIBILITY_QUESTIONS.map((q, i) => (
          <Question key={q.id} question={q} index={i + 1} value={values[q.id] ?? ''} error={errorOf.get(q.id)} />
        ))}
        <div className={styles.buttons}>
          <button type="submit" className={styles.submit}>
            {T.submit}
          </button>
          {submitted ? (
            <a className={styles.reset} href={action}>
              {T.reset}
            </a>
          ) : null}
        </div>
      </form>
    </div>
  );
}

function Question({ question: q, index, value, error }: { question: EligibilityQuestion; index: number; value: string; error?: string }) {
  const base = `sc-${q.id}`;
  const hintId = 'hint' in q && q.hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const message = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;
  const hint = hintId ? (
    <p id={hintId} className={styles.hint}>
      {'hint' in q ? q.hint : null}
    </p>
  ) : null;

  if (q.kind === 'number') {
    return (
      <div className={styles.question}>
        <label className={styles.legend} htmlFor={base}>
          <span className={styles.qNo}>{index}.</span> {q.label}
        </label>
        {hint}
        {message}
        <span className={styles.numberRow}>
          <input
            id={base}
            className={styles.number}
            type="number"
            name={q.id}
            min={q.min}
            max={q.max}
            step={1}
            inputMode="numeric"
            defaultValue={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <span>{q.unit}</span>
        </span>
      </div>
    );
  }

  return (
    <fieldset className={styles.question} id={base} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        <span className={styles.qNo}>{index}.</span> {q.label}
      </legend>
      {hint}
      {message}
      <div className={styles.options}>
        {q.options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input type="radio" name={q.id} value={o.value} defaultChecked={value === o.value} />
            <span>{o.label}</span>
          </label>
        ))}
        <label className={`${styles.option} ${styles.skip}`}>
          <input type="radio" name={q.id} value="" defaultChecked={!q.options.some((o) => o.value === value)} />
          <span>{T.unanswered}</span>
        </label>
      </div>
    </fieldset>
  );
}

function ProductCard({ result }: { result: ProductResult }) {
  const { business } = result;
  const guide = BUSINESS_GUIDES[business.code];
  const headingId = `sc-result-${business.code}`;
  return (
    <li className={`${styles.product} ${OUTCOME_CLASS[result.outcome] ?? ''}`}>
      <h3 id={headingId} className={styles.productName}>
        {business.name}
        <span className={styles.outcome}>{result.outcomeLabel}</span>
      </h3>
      <table className={styles.rules} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{T.ruleCol}</th>
            <th scope="col">{T.outcomeCol}</th>
            <th scope="col">{T.reasonCol}</th>
          </tr>
        </thead>
        <tbody>
          {result.rules.map((rule) => (
            <tr key={rule.id}>
              <th scope="row">{rule.title}</th>
              <td>
                <span className={`${styles.ruleOutcome} ${RULE_CLASS[rule.outcome]}`}>{rule.outcomeLabel}</span>
              </td>
              <td>{rule.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.links}>
        <a href={business.handleHref}>{T.handle(business.name)}</a>
        <a href={guide.projectsHref}>{T.projects(business.name)}</a>
      </p>
    </li>
  );
}
