import type { Metadata } from 'next';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsoleOutcome } from '@/components/admin/ConsoleOutcome';
import { firstParam } from '@/components/admin/FormError';
import { BestBetForm, SynonymForm } from '@/components/admin/SearchTuningForms.client';
import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import { FailureSummary } from '@/components/form/FailureSummary';
import { readFormFailure } from '@/lib/forms/failure-query';
import { listBestBets } from '@/lib/search/best-bets';
import { listSynonymSets } from '@/lib/search/synonyms';
import { requireStaffPage } from '@/lib/staff/current';
import { BEST_BET_FIELDS, BEST_BET_LABELS, SEARCH_CONSOLE_MSG, SYNONYM_FIELDS, SYNONYM_LABELS } from '@/lib/validation/search-console';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '搜索推荐与同义词' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE = '/admin/search';

const SAVED: Record<string, string> = {
  bet: '已添加推荐，下一次搜索起生效。',
  betRemoved: '已删除推荐。',
  synonym: '已添加同义词，一分钟内全站搜索生效。',
  synonymRemoved: '已删除同义词。',
};

/** 审核 and 管理员 pin results for queries (推荐) and add synonym sets; every change is audited. */
export default async function SearchTuningPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('search.manage');
  const query = await searchParams;
  // A plain post comes back with ?failed=&fields=: the two forms' fields differ, so the fields say whose it is.
  const read = (n: string) => firstParam(query[n]) ?? null;
  const synonymFailure = readFormFailure(read, SYNONYM_FIELDS);
  const betFailure = synonymFailure.fields.length ? readFormFailure(() => null, BEST_BET_FIELDS) : readFormFailure(read, BEST_BET_FIELDS);
  if (!synonymFailure.fields.length) synonymFailure.reason = undefined;
  const [bets, sets] = await Promise.all([listBestBets(), listSynonymSets()]);
  const saved = SAVED[firstParam(query.saved) ?? ''];
  return (
    <ConsoleFrame session={session} current="searchTuning">
      <h1 className={styles.heading}>搜索推荐与同义词</h1>
      <ConsoleOutcome done={saved} />
      <section className={styles.card} aria-labelledby="bets-title">
        <h2 id="bets-title" className={styles.subheading}>
          推荐结果
        </h2>
        <p className={styles.hint}>群众搜索这个词时，推荐的结果排在第一页最前面，并标注“推荐”；按类别筛选时只在其类别中显示。每个搜索词最多 3 条。</p>
        {bets.length === 0 ? (
          <p>还没有推荐结果。</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="best-bets">
              <thead>
                <tr>
                  <th scope="col">搜索词</th>
                  <th scope="col">推荐的结果</th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {bets.map((b) => (
                  <tr key={b.id}>
                    <th scope="row">{b.query}</th>
                    <td>
                      {b.url ? (
                        <a href={b.url} target="_blank" rel="noopener">
                          {b.title}
                          <span className="visually-hidden">（新窗口）</span>
                        </a>
                      ) : (
                        <span className={styles.error}>已不在搜索索引中（{b.docKey}），不会显示</span>
                      )}
                      {b.kindLabel ? <span className={styles.hint}>（{b.kindLabel}）</span> : null}
                    </td>
                    <td>
                      <ConfirmAction kind="delete" subject={`“${b.query}”的推荐「${b.title ?? b.docKey}」`} action="/admin/api/search/best-bets/remove" fields={{ id: String(b.id) }} cancelHref={PAGE} note="操作将记入审计日志。" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h3 className={styles.subheading}>添加推荐</h3>
        <FailureSummary idPrefix="best-bet" reason={betFailure.reason} fields={betFailure.fields} labels={BEST_BET_LABELS} />
        <BestBetForm initialErrors={Object.fromEntries(betFailure.fields.map((f) => [f, f === 'query' ? SEARCH_CONSOLE_MSG.query : SEARCH_CONSOLE_MSG.target]))} />
      </section>
      <section className={styles.card} aria-labelledby="synonyms-title">
        <h2 id="synonyms-title" className={styles.subheading}>
          同义词
        </h2>
        <p className={styles.hint}>搜索其中任何一个词，都会找到含有同组其他词的结果（在系统自带的同义词之外）。</p>
        {sets.length === 0 ? (
          <p>还没有添加同义词。</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="synonym-sets">
              <thead>
                <tr>
                  <th scope="col">同义词组</th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {sets.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">{s.words.join('、')}</th>
                    <td>
                      <ConfirmAction kind="delete" subject={`同义词组「${s.words.join('、')}」`} action="/admin/api/search/synonyms/remove" fields={{ id: String(s.id) }} cancelHref={PAGE} note="操作将记入审计日志。" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h3 className={styles.subheading}>添加同义词</h3>
        <FailureSummary idPrefix="synonym" reason={synonymFailure.reason} fields={synonymFailure.fields} labels={SYNONYM_LABELS} />
        <SynonymForm initialErrors={Object.fromEntries(synonymFailure.fields.map((f) => [f, SEARCH_CONSOLE_MSG.words]))} />
      </section>
    </ConsoleFrame>
  );
}
