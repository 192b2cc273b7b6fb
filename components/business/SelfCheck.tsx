import type { ProductResult } from '@/lib/eligibility/evaluate';
import { ELIGIBILITY_QUESTIONS } from '@/lib/eligibility/questions';
import { DEMO_RULES_NOTE } from '@/lib/eligibility/rules';
import styles from './SelfCheck.module.css';

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
 * server's answer for the four products with the reason of each rule.
 */
export function SelfCheck({ action, typed, errors, results }: SelfCheckProps) {
  return (
    <div>
      <p className={styles.intro}>
        {DEMO_RULES_NOTE} 您填写的内容只用于本次计算，不会被保存或记录。
      </p>
      <form className={styles.form} method="get" action={action} aria-label="资格自测问卷">
        {ELIGIBILITY_QUESTIONS.map((q) => {
          const error = errors[q.id];
          const errorId = `${q.id}-error`;
          return (
            <fieldset key={q.id} className={styles.question} aria-describedby={error ? errorId : undefined}>
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

      {results ? (
        <section aria-labelledby="self-check-results">
          <h2 id="self-check-results">自测结果</h2>
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
        </section>
      ) : null}
    </div>
  );
}
