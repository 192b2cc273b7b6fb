import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsoleOutcome, refusalText } from '@/components/admin/ConsoleOutcome';
import { firstParam } from '@/components/admin/FormError';
import { productLabel } from '@/lib/applications/applications';
import { maskNameForPublicity, OBJECTION_DAYS, publicityPageData } from '@/lib/applications/publicity';
import { PUBLICITY_API, PUBLICITY_PAGE, PUBLICITY_REFUSALS } from '@/lib/applications/publicity-routes';
import { CASE_PAGES } from '@/lib/cases/case-routes';
import { readFormFailure } from '@/lib/forms/failure-query';
import { requireStaffPage } from '@/lib/staff/current';
import { withQuery } from '@/lib/staff/query';
import { PUBLICITY_FORM_MSG, PUBLICITY_PRODUCTS, publicityQuery } from '@/lib/validation/publicity';
import styles from '../../../admin.module.css';

export const metadata: Metadata = { title: '资格审核结果公示' };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const REFUSAL_TEXT: Record<(typeof PUBLICITY_REFUSALS)[number], string> = {
  changed: '所选申请中有的已被他人办理或状态已变化，名单未发布。请核对后重新选择。',
  empty: PUBLICITY_FORM_MSG.cases,
};

const day = (at: Date | string) => new Date(new Date(at).getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * 业务经办 (housing review): the applications that passed 复核, chosen and published as one 公示
 * notice with its objection period; the lists published before. A plain form post: it works
 * without JavaScript, and the server checks the role, the stage and every version again.
 */
export default async function PublicityPage({ searchParams }: PageProps) {
  const session = await requireStaffPage('housing.review');
  const raw = await searchParams;
  const product = publicityQuery.parse({ product: firstParam(raw.product) }).product;
  const { candidates, lists } = await publicityPageData(product);
  const done = firstParam(raw.done);
  const failure = readFormFailure((n) => firstParam(raw[n]) ?? null, ['days', 'cases'] as const, PUBLICITY_REFUSALS);
  const refusal = refusalText(failure, REFUSAL_TEXT, (fields) => fields.map((f) => PUBLICITY_FORM_MSG[f]).join('；'), '发布未成功，请稍后再试。');

  return (
    <ConsoleFrame session={session} current="cases">
      <p>
        <a href={withQuery(CASE_PAGES.inbox, { kind: 'housing_application' })}>业务办理 · 住房保障申请</a> › 资格审核结果公示
      </p>
      <h1 className={styles.heading}>资格审核结果公示</h1>
      <nav aria-label="产品">
        <ul className={styles.tabs}>
          {PUBLICITY_PRODUCTS.map((p) => (
            <li key={p}>
              <a href={withQuery(PUBLICITY_PAGE, { product: p })} aria-current={p === product ? 'page' : undefined}>
                {productLabel(p)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ConsoleOutcome
        done={
          done && /^\d+$/.test(done) ? (
            <>
              公示名单已发布，所列申请已转入“公示”并通过站内信告知申请人。<Link href={`/admin/content/${done}`}>在“文章”中查看或更正</Link>
            </>
          ) : null
        }
        refusal={refusal}
      />
      <section className={styles.card} aria-labelledby="candidates-heading">
        <h2 id="candidates-heading" className={styles.subheading}>
          复核通过、待公示的{productLabel(product)}申请（{candidates.length} 户）
        </h2>
        <p className={styles.hint}>
          公示的姓名和身份证号按规则脱敏（如 张*某、110***********1234），只公布家庭人口，不公布受理编号、手机号和住址。发布后名单作为通知公告出现在网站上，所选申请转入“公示”。
        </p>
        {candidates.length === 0 ? (
          <p>暂无待公示的申请。申请在“业务办理”中完成复核后会出现在这里。</p>
        ) : (
          <form method="post" action={PUBLICITY_API}>
            <input type="hidden" name="product" value={product} />
            <div className={styles.tableWrap} role="region" aria-label="待公示申请" tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">列入公示</th>
                    <th scope="col">受理编号</th>
                    <th scope="col">申请人（公示时）</th>
                    <th scope="col">家庭人口</th>
                    <th scope="col">复核完成</th>
                  </tr>
                </thead>
                <tbody>
                  {candidates.map((c) => (
                    <tr key={c.caseId}>
                      <td>
                        <input type="checkbox" name="cases" value={`${c.caseId}:${c.version}`} id={`case-${c.caseId}`} defaultChecked aria-label={`将 ${c.receiptNo} 列入公示`} />
                      </td>
                      <td>
                        <Link href={CASE_PAGES.case(String(c.caseId))}>{c.receiptNo}</Link>
                      </td>
                      <td>{maskNameForPublicity(c.name)}</td>
                      <td>{c.familySize}</td>
                      <td className={styles.nowrap}>{day(c.reachedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className={styles.field}>
              <label htmlFor="publicity-days">公示期（天）</label>
              <input
                id="publicity-days"
                name="days"
                type="number"
                min={OBJECTION_DAYS.min}
                max={OBJECTION_DAYS.max}
                defaultValue={OBJECTION_DAYS.default}
                required
                aria-describedby="publicity-days-hint"
              />
              <p id="publicity-days-hint" className={styles.hint}>
                自发布当日起计，{OBJECTION_DAYS.min}—{OBJECTION_DAYS.max} 天，常用 7 天。
              </p>
            </div>
            <div className={styles.actions}>
              <button type="submit" className={styles.button}>
                发布公示名单
              </button>
            </div>
          </form>
        )}
      </section>
      <section className={styles.card} aria-labelledby="lists-heading">
        <h2 id="lists-heading" className={styles.subheading}>
          已发布的公示
        </h2>
        {lists.length === 0 ? (
          <p>尚未发布过{productLabel(product)}公示名单。</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-label="已发布的公示" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">标题</th>
                  <th scope="col">户数</th>
                  <th scope="col">公示期</th>
                </tr>
              </thead>
              <tbody>
                {lists.map((l) => (
                  <tr key={l.id}>
                    <td>{l.contentId ? <Link href={`/admin/content/${l.contentId}`}>{l.title}</Link> : l.title}</td>
                    <td>{l.entries}</td>
                    <td className={styles.nowrap}>
                      {l.startsOn} 至 {l.endsOn}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </ConsoleFrame>
  );
}
