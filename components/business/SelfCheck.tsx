import type { ProductResult } from '@/lib/eligibility/evaluate';
import { ELIGIBILITY_QUESTIONS, SELF_CHECK_EMPTY_MESSAGE, SELF_CHECK_SENT_PARAM } from '@/lib/eligibility/questions';
import { DEMO_RULES_NOTE } from '@/lib/eligibility/rules';
import { SelfCheckFocus } from './SelfCheck.client';
import styles from './SelfCheck.module.css';

/** The answer (or why there is none) sits above the form, and the form's submit comes back to it. */
export const SELF_CHECK_ANSWER_ID = 'self-check-answer';

export type SelfCheckProps = {
  action: string;
  typed: Record<string, string>;
  errors: Record<string, string>;
  results: ProductResult[] | null;
};

/** Where each business's matching projects are listed. */
const PROJECTS_HREF: Record<string, string> = {
  gzf: '/t1/xmzs?type=gzf',
  bzf: '/t1/xmzs?type=bzf',
  psx: '/t1/project_show?type=psx',
  gycq: '/t1/project_show_gycqf',
};

/**
 * The eligibility self-check: every question on one GET form (works without JavaScript), and the
 * server's answer for the four products with the reason of each rule. The answer is drawn above
 * the form and the submit lands on it (#self-check-answer): below the form it appeared 1,500–
 * 2,000 px under where the visitor was looking. A submit with nothing answered says so.
 */
export function SelfCheck({ action, typed, errors, results }: SelfCheckProps) {
  const firstId = ELIGIBILITY_QUESTIONS[0].id;
  const formError = !results && errors[firstId] === SELF_CHECK_EMPTY_MESSAGE ? SELF_CHECK_EMPTY_MESSAGE : null;
  return (
    <div>
      <p className={styles.intro}>
        {DEMO_RULES_NOTE} 您填写的内容只用于本次计算，不会被保存或记录。
      </p>
      {results || formError ? (
        <section id={SELF_CHECK_ANSWER_ID} className={styles.answer} tabIndex={-1} aria-labelledby="self-check-results">
          <h2 id="self-check-results">{results ? '自测结果' : '未能查看自测结果'}</h2>
          {formError ? (
            <p className={styles.formError} role="alert">
              {formError}，<a href={`#${firstId}`}>从第一个问题开始填写</a>。
            </p>
          ) : null}
          {results ? (
            <ul className={styles.results}>
              {results.map((r) => (
                <li key={r.business.code}>
                  <article className={styles.product} data-outcome={r.outcome} aria-label={`${r.business.name}：${r.outcomeLabel}`}>
                    <h3>{r.business.name}</h3>
                    <p className={styles.outcome}>{r.outcomeLabel}</p>
                    <ul className={styles.rules}>
                      {r.rules.map((rule) => (
                        <li key={rule.id}>
                          <strong>{rule.outcomeLabel}</strong>：{rule.reason}
                        </li>
                      ))}
                    </ul>
                    <p className={styles.links}>
                      <a href={r.business.handleHref}>{r.business.name}业务办理</a>
                      <a href={PROJECTS_HREF[r.business.code]}>查看匹配项目</a>
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          ) : null}
          {results ? <p className={styles.again}>下方保留了您的回答，可修改后重新查看。</p> : null}
          <SelfCheckFocus targetId={SELF_CHECK_ANSWER_ID} />
        </section>
      ) : null}
      <form className={styles.form} method="get" action={`${action}#${SELF_CHECK_ANSWER_ID}`} aria-label="资格自测问卷" noValidate>
        <input type="hidden" name={SELF_CHECK_SENT_PARAM} value="1" />
        {ELIGIBILITY_QUESTIONS.map((q) => {
          const error = errors[q.id];
          const errorId = `${q.id}-error`;
          return (
            <fieldset key={q.id} id={q.id} className={styles.question} aria-describedby={error ? errorId : undefined}>
              <legend>{q.label}</legend>
              {'hint' in q && q.hint ? <p className={styles.hint}>{q.hint}</p> : null}
              {q.kind === 'choice' ? (
                <div className={styles.options}>
                  {q.options.map((o) => (
                    <label key={o.value}>
                      <input type="radio" name={q.id} value={o.value} defaultChecked={typed[q.id] === o.value} />
                      {o.label}
                    </label>
                  ))}
                </div>
              ) : (
                <label className={styles.options}>
                  <input
                    className={styles.number}
                    type="number"
                    inputMode="numeric"
                    name={q.id}
                    min={q.min}
                    max={q.max}
                    defaultValue={typed[q.id] ?? ''}
                    aria-invalid={error ? true : undefined}
                    aria-label={q.label}
                  />
                  {q.unit}
                </label>
              )}
              {error ? (
                <p id={errorId} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <button type="submit" className={styles.submit}>
          查看自测结果
        </button>
      </form>

    </div>
  );
}
