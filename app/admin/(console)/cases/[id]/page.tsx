import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsoleOutcome, refusalText } from '@/components/admin/ConsoleOutcome';
import { firstParam } from '@/components/admin/FormError';
import { CaseAssignForm, CaseMoveForm, CaseNoteForm, CaseTakeForm } from '@/components/admin/CaseForms.client';
import { CASE_API, CASE_DONE, CASE_PAGES, CASE_REFUSALS, type CaseDone } from '@/lib/cases/case-routes';
import { CASE_MSG, timelineOf } from '@/lib/cases/handling';
import { getCase, handlerChoices, revealCase } from '@/lib/cases/inbox';
import { getDb } from '@/lib/db/client';
import { readFormFailure } from '@/lib/forms/failure-query';
import { clientAddress } from '@/lib/register/attempts';
import { requireStaffPage } from '@/lib/staff/current';
import { withQuery } from '@/lib/staff/query';
import { CASE_FORM_MSG } from '@/lib/validation/cases';
import { HousingReviewPanel } from '@/components/admin/HousingReviewPanel';
import { loadHousingReview } from '@/lib/applications/review-view';
import styles from '../../../admin.module.css';
import own from '../cases.module.css';

export const metadata: Metadata = { title: '业务详情' };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const DONE_TEXT: Record<CaseDone, string> = {
  moved: '状态已变更，已通过站内信通知群众。',
  noted: '备注已保存。',
  assigned: '经办人已更新。',
  correction: '已要求补正，已通过站内信通知群众。',
};

const REFUSAL_TEXT: Record<(typeof CASE_REFUSALS)[number], string> = {
  stale: CASE_MSG.stale,
  move_refused: '该业务当前状态不能做此变更，请刷新后查看可办理的操作。',
  not_found: CASE_MSG.notFound,
};

function formatAt(at: Date | string | null): string {
  if (!at) return '—';
  const d = typeof at === 'string' ? new Date(at) : at;
  const iso = new Date(d.getTime() + 8 * 3600 * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** One case for 业务经办: the record (masked until asked; asking is audited), the timeline, and the allowed steps. */
export default async function CasePage({ params, searchParams }: PageProps) {
  const session = await requireStaffPage('case.handle');
  const { id: idParam } = await params;
  if (!/^[1-9]\d{0,9}$/.test(idParam)) notFound();
  const query = await searchParams;
  const full = firstParam(query.full) === '1';
  const actor = { staffId: session.staffId, login: session.login, role: session.role, address: clientAddress(await headers()) };
  const db = await getDb();
  const record = full ? await revealCase(db, Number(idParam), actor) : await getCase(db, Number(idParam), actor);
  if (!record) notFound();
  const [timeline, handlers] = await Promise.all([timelineOf(db, record.id, { forCitizen: false }), handlerChoices(db)]);
  const doneParam = firstParam(query.done);
  const done = CASE_DONE.find((d) => d === doneParam);
  const failure = readFormFailure((n) => firstParam(query[n]) ?? null, ['noteToCitizen', 'internalNote', 'handlerId', 'version', 'to', 'items', 'note', 'deadline'] as const, CASE_REFUSALS);
  const refusal = refusalText(failure, REFUSAL_TEXT, (fields) =>
    fields.includes('version')
      ? CASE_FORM_MSG.version
      : fields.includes('handlerId')
        ? CASE_MSG.handlerInvalid
        : fields.some((f) => f === 'items' || f === 'note' || f === 'deadline')
          ? '要求补正未成功：请选择需要补正的材料、填写说明，并确认期限在今天起 60 天内。'
          : '请填写给群众的说明或内部备注（各不超过 500 字）；作出「未通过」决定时须写明原因。',
  );
  const href = CASE_PAGES.case(record.id);
  const base = { caseId: record.id, version: record.version, caseHref: href };
  const mine = record.handlerId === session.staffId;
  const review = record.kind === 'housing_application' ? await loadHousingReview(db, session, record.id, failure) : null;

  return (
    <ConsoleFrame session={session} current="cases">
      <p>
        <a href={withQuery(CASE_PAGES.inbox, { kind: record.kind })}>业务办理</a> › {record.kindLabel} › {record.receiptNo}
      </p>
      <h1 className={styles.heading}>
        {record.kindLabel} <span className={own.receipt}>{record.receiptNo}</span>
      </h1>
      <ConsoleOutcome done={done ? DONE_TEXT[done] : null} refusal={refusal} />

      <section className={styles.card} aria-labelledby="facts-heading">
        <h2 id="facts-heading" className={styles.subheading}>
          办理情况
        </h2>
        <dl className={own.facts}>
          <dt>状态</dt>
          <dd data-testid="case-status">{record.statusLabel}</dd>
          <dt>提交时间</dt>
          <dd>{formatAt(record.createdAt)}</dd>
          <dt>办理时限</dt>
          <dd>{record.overdue ? <span className={styles.overdue}>已超期（应于 {formatAt(record.dueAt)} 前办理）</span> : record.dueAt ? `${formatAt(record.dueAt)} 前` : '—'}</dd>
          {record.closedAt ? (
            <>
              <dt>办结时间</dt>
              <dd>{formatAt(record.closedAt)}</dd>
            </>
          ) : null}
          <dt>经办人</dt>
          <dd>{record.handlerName ?? '未分派'}</dd>
        </dl>
        <div className={styles.actions}>
          {!mine ? <CaseTakeForm {...base} action={CASE_API.assign} me={session.staffId} /> : null}
          <CaseAssignForm {...base} action={CASE_API.assign} handlerId={record.handlerId} handlers={handlers.map((h) => ({ value: String(h.value), label: h.label }))} />
        </div>
      </section>

      <section className={styles.card} aria-labelledby="record-heading">
        <h2 id="record-heading" className={styles.subheading}>
          提交内容{full ? '（完整信息）' : '（个人信息已脱敏）'}
        </h2>
        <dl className={own.facts}>
          {record.fields.map((f) => (
            <div key={f.label} className={own.pair}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        {full && (record.files.photoFileId || record.files.attachmentFileId) ? (
          <p>该投递附有{record.files.photoFileId ? '照片' : ''}{record.files.photoFileId && record.files.attachmentFileId ? '和' : ''}{record.files.attachmentFileId ? '附件' : ''}（控制台下载通道尚未开通）。</p>
        ) : null}
        {full ? (
          <p>
            <a href={href}>隐藏完整信息</a>
          </p>
        ) : (
          <form method="get" action={href}>
            <input type="hidden" name="full" value="1" />
            <button type="submit" className={styles.linkButton}>
              显示完整信息（查看操作会记入审计日志）
            </button>
          </form>
        )}
      </section>

      {record.moves.length > 0 ? (
        <section className={styles.card} aria-labelledby="moves-heading">
          <h2 id="moves-heading" className={styles.subheading}>
            办理
          </h2>
          <div className={own.moves}>
            {record.moves.map((m) => (
              <CaseMoveForm key={m.to} {...base} action={CASE_API.move} to={m.to} label={m.label} />
            ))}
          </div>
        </section>
      ) : null}

      {review ? <HousingReviewPanel {...review} version={record.version} caseHref={href} /> : null}

      <section className={styles.card} aria-labelledby="note-heading">
        <h2 id="note-heading" className={styles.subheading}>
          添加备注
        </h2>
        <CaseNoteForm {...base} action={CASE_API.note} />
      </section>

      <section className={styles.card} aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className={styles.subheading}>
          办理记录
        </h2>
        <ol className={own.timeline}>
          {timeline.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{formatAt(e.at)}</time> {e.staffName ?? e.actorLabel}
              {e.statusLabel ? (e.fromStatus ? `：变更为「${e.statusLabel}」` : `：提交（${e.statusLabel}）`) : '：备注'}
              {e.noteToCitizen ? <div>给群众的说明：{e.noteToCitizen}</div> : null}
              {e.internalNote ? <div className={own.internal}>内部备注：{e.internalNote}</div> : null}
            </li>
          ))}
        </ol>
      </section>
    </ConsoleFrame>
  );
}
