import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { firstParam } from '@/components/admin/FormError';
import { NewSearchRuleForm, SearchRuleForm } from '@/components/admin/SearchRuleForm.client';
import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import { FailureSummary } from '@/components/form/FailureSummary';
import { readFormFailure } from '@/lib/forms/failure-query';
import { getDb } from '@/lib/db/client';
import { loadIntentRules, matchIntent, type IntentRule } from '@/lib/search/intent';
import { searchSite, type SearchHit } from '@/lib/search/search';
import { requireStaffPage } from '@/lib/staff/current';
import { formatBoosts, NEW_SEARCH_RULE_FIELDS, NEW_SEARCH_RULE_LABELS, SEARCH_RULE_MSG } from '@/lib/validation/search-rule';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '搜索意图规则' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PREVIEW_SIZE = 5;

const when = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ') : '');

function TopFive({ id, caption, hits }: { id: string; caption: string; hits: SearchHit[] }) {
  return (
    <div data-testid={id}>
      <h3 className={styles.subheading}>{caption}</h3>
      {hits.length === 0 ? (
        <p className={styles.hint}>没有结果。</p>
      ) : (
        <ol>
          {hits.map((h) => (
            <li key={h.key}>
              [{h.kindLabel}] {h.title}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * 审核 and 管理员 review the search intent rules (issue #27 part 2): what a query asks for, read before
 * its words, as data. Each rule is edited on its own form (saving records the reviewer, audited);
 * the preview tries a query and shows which rules match and the first five results without the rules
 * and with the saved ones.
 */
export default async function SearchRulesPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('search.rules');
  const query = await searchParams;
  const rules: IntentRule[] = await loadIntentRules(await getDb());
  const tried = (firstParam(query.q) ?? '').trim().slice(0, 50);
  const saved = Number(firstParam(query.saved));
  const removed = firstParam(query.removed) === '1';
  // A plain post of the new-rule form comes back with ?failed=&fields= (the edit forms reload in place).
  const failure = readFormFailure((n) => firstParam(query[n]) ?? null, NEW_SEARCH_RULE_FIELDS);
  const failureMessages: Record<string, string> = { name: '请填写名称（不超过 40 个字），且不与已有规则同名', triggers: SEARCH_RULE_MSG.triggers, withWords: SEARCH_RULE_MSG.withWords, boosts: SEARCH_RULE_MSG.boosts, note: '说明不超过 200 个字' };
  // Rules without trigger words apply to every query (a record's standing: 已结束, 往年): the
  // preview ranks with them on both sides, so it shows what the query's own rules change.
  const general = rules.filter((r) => r.triggers.length === 0);
  let preview: { matched: IntentRule[]; general: IntentRule[]; before: SearchHit[]; after: SearchHit[] } | null = null;
  if (tried) {
    const [before, after] = await Promise.all([
      searchSite({ query: tried, pageSize: PREVIEW_SIZE, intentRules: general }),
      searchSite({ query: tried, pageSize: PREVIEW_SIZE, intentRules: rules }),
    ]);
    const matched = matchIntent(rules, tried).matched;
    preview = { matched: matched.filter((r) => r.triggers.length > 0), general: matched.filter((r) => r.triggers.length === 0), before: before.records, after: after.records };
  }
  return (
    <ConsoleFrame session={session} current="searchRules">
      <h1 className={styles.heading}>搜索意图规则</h1>
      {removed ? (
        <p role="status" className={styles.hint}>
          已删除规则，新的搜索不再按它排序。
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="rules-try">
        <h2 id="rules-try" className={styles.subheading}>
          试一试
        </h2>
        <p className={styles.hint}>输入群众可能搜索的话，看看哪些规则生效，以及不用规则和按已保存规则时的前五个结果。</p>
        <form method="get" action="/admin/search-rules">
          <div className={styles.field}>
            <label htmlFor="try-q">搜索词</label>
            <input id="try-q" name="q" type="search" maxLength={50} defaultValue={tried} />
          </div>
          <button type="submit" className={styles.button}>
            预览
          </button>
        </form>
        {preview ? (
          <div data-testid="rules-preview">
            <p data-testid="rules-matched">
              {preview.matched.length === 0 ? '没有规则匹配这个搜索词。' : `匹配的规则：${preview.matched.map((r) => r.name).join('；')}`}
            </p>
            {preview.general.length > 0 ? (
              <p className={styles.hint} data-testid="rules-general">
                对每个查询都适用（两边都按它排序）：{preview.general.map((r) => r.name).join('；')}
              </p>
            ) : null}
            <TopFive id="preview-before" caption={preview.general.length > 0 ? '不用匹配的规则' : '不用规则'} hits={preview.before} />
            <TopFive id="preview-after" caption="按已保存的启用规则" hits={preview.after} />
          </div>
        ) : null}
      </section>
      {rules.map((r) => (
        <section key={r.id} id={`rule-${r.id}`} className={styles.card} aria-labelledby={`rule-${r.id}-name`}>
          <h2 id={`rule-${r.id}-name`} className={styles.subheading}>
            {r.name}
            {r.enabled ? '' : '（已停用）'}
          </h2>
          {r.note ? <p className={styles.hint}>{r.note}</p> : null}
          <p className={styles.hint} data-testid={`rule-${r.id}-review`}>
            {r.reviewedBy ? `最近审核：${r.reviewedBy}，${when(r.reviewedAt)}（北京时间）` : '尚未在控制台审核（随系统初始化）'}
          </p>
          {saved === r.id ? (
            <p role="status" className={styles.hint}>
              已保存，新的搜索即按此规则排序。
            </p>
          ) : null}
          <SearchRuleForm
            id={r.id}
            name={r.name}
            initial={{ triggers: r.triggers.join(' '), withWords: r.withWords.join(' '), boosts: formatBoosts(r.boosts), enabled: r.enabled, note: r.note }}
          />
          <ConfirmAction kind="delete" subject={`规则「${r.name}」`} action="/admin/api/search-rules/remove" fields={{ id: String(r.id) }} cancelHref="/admin/search-rules" note="操作将记入审计日志。" />
        </section>
      ))}
      <section className={styles.card} aria-labelledby="rule-new">
        <h2 id="rule-new" className={styles.subheading}>
          新增规则
        </h2>
        <p className={styles.hint}>一类问题一条规则（如“投诉举报”找联系方式），不要为某一个搜索词单独加规则。</p>
        <FailureSummary idPrefix="rule-new-form" reason={failure.reason} fields={failure.fields} labels={NEW_SEARCH_RULE_LABELS} />
        <NewSearchRuleForm initialErrors={Object.fromEntries(failure.fields.map((f) => [f, failureMessages[f] ?? SEARCH_RULE_MSG.triggers]))} />
      </section>
    </ConsoleFrame>
  );
}
