import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { getDb } from '@/lib/db/client';
import { listQuestionnairesForStaff } from '@/lib/questionnaires/staff-results';
import { clientAddress } from '@/lib/register/attempts';
import { requireStaffPage } from '@/lib/staff/current';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: '问卷结果' };

/** Every questionnaire's results for 业务经办, public or not. */
export default async function QuestionnaireResultsListPage() {
  const session = await requireStaffPage('case.handle');
  const actor = { staffId: session.staffId, login: session.login, role: session.role, address: clientAddress(await headers()) };
  const list = await listQuestionnairesForStaff(await getDb(), actor);
  return (
    <ConsoleFrame session={session} current="cases">
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the inbox is a route handler (docs/decisions/0133-case-inbox-route.md): a <Link> would prefetch flight data it has none of */}
        <a href="/admin/cases">业务办理</a> › 问卷结果
      </p>
      <h1 className={styles.heading}>问卷结果</h1>
      <section className={styles.card} aria-labelledby="list-heading">
        <h2 id="list-heading" className={styles.subheading}>
          问卷（共 {list.length} 份）
        </h2>
        {list.length === 0 ? (
          <p>还没有问卷。</p>
        ) : (
          <ul>
            {list.map((q) => (
              <li key={q.id}>
                <a href={`/admin/questionnaire-results/${q.id}`}>{q.title}</a>（{q.resultsPublic ? '结果公开' : '结果不公开'}
                {q.published ? '' : '，已下线'}）
              </li>
            ))}
          </ul>
        )}
      </section>
    </ConsoleFrame>
  );
}
