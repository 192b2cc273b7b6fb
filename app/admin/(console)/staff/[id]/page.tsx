import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/admin/ConsoleFrame';
import { ConsoleOutcome } from '@/components/admin/ConsoleOutcome';
import { firstParam } from '@/components/admin/FormError';
import { StaffNameForm, StaffRoleForm } from '@/components/admin/StaffForms.client';
import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import { formStyles } from '@/components/form/form-styles';
import { formatDateTime } from '@/lib/format';
import { readFormFailure } from '@/lib/forms/failure-query';
import { getStaffMember, STAFF_STATE_LABELS, staffRoleOptions, type StaffRefusal } from '@/lib/staff/accounts';
import { requireStaffPage } from '@/lib/staff/current';
import { takeReveal } from '@/lib/staff/reveal';
import { ROLE_LABELS } from '@/lib/staff/roles';
import { STAFF_ACTION, STAFF_API, STAFF_DONE, STAFF_PAGES, type StaffDone } from '@/lib/staff/staff-routes';
import { STAFF_TEXT } from '@/lib/staff/text';
import { withQuery } from '@/lib/staff/query';
import { STAFF_MSG } from '@/lib/validation/staff';
import styles from '../../../admin.module.css';
import own from '../staff.module.css';

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: '工作人员账号' };

const DONE_TEXT: Record<StaffDone, string> = {
  created: '账号已创建。',
  role: '角色已修改，此人的下一次操作即按新角色检查。',
  renamed: '姓名已修改。',
  unchanged: '没有变化：账号已是所选状态。',
  disabled: '账号已停用，此人的全部会话已结束。',
  enabled: '账号已启用，此人可以重新登录。',
  reset2fa: '两步验证已重置，此人的全部会话已结束；下次登录输入密码后重新绑定验证器。',
  resetPassword: '密码已重置，此人的全部会话已结束。',
};

const REFUSALS: readonly StaffRefusal[] = ['self', 'selfReset', 'lastAdmin'];

const when = (at: Date | null) => (at ? formatDateTime(at.toISOString()) : '从未登录');

/** One member of staff: what the account is, and 管理员's changes to it (role, 停用/启用, resets). */
export default async function StaffMemberPage({ params, searchParams }: PageProps) {
  const session = await requireStaffPage(STAFF_ACTION);
  const { id: idParam } = await params;
  if (!/^[1-9]\d{0,9}$/.test(idParam)) notFound();
  const member = await getStaffMember(Number(idParam));
  if (!member) notFound();
  const query = await searchParams;
  const doneParam = firstParam(query.done);
  const done = STAFF_DONE.find((d) => d === doneParam);
  // The one-time password waits on this administrator's session: read (and erased) here, once.
  const oneTime = done === 'created' || done === 'resetPassword' ? await takeReveal(session.sessionId, 'oneTimePassword', member.id) : null;
  const failure = readFormFailure((n) => firstParam(query[n]) ?? null, ['id', 'role', 'displayName'] as const, REFUSALS);
  const refusalText =
    failure.reason === 'invalid' && (failure.fields.includes('role') || failure.fields.includes('displayName'))
      ? null
      : failure.reason === 'lastAdmin'
      ? STAFF_TEXT.lastAdmin(member.displayName)
      : failure.reason === 'selfReset'
        ? STAFF_TEXT.cannotResetSelf
        : failure.reason === 'self'
          ? STAFF_TEXT.cannotDisableSelf
          : failure.reason
            ? '操作未成功，请稍后再试。'
            : null;
  // A refusal of the role form stands at its field; any other above the actions.
  const atRole = firstParam(query.form) === 'role' && refusalText;
  const self = member.id === session.staffId;
  const href = STAFF_PAGES.member(member.id);
  const subject = `「${member.displayName}（${member.login}）」`;

  return (
    <ConsoleFrame session={session} current="staff">
      <p>
        <Link href={STAFF_PAGES.list}>工作人员</Link> › {member.displayName}
      </p>
      <h1 className={styles.heading}>
        {member.displayName}（{member.login}）
      </h1>
      <ConsoleOutcome done={done ? DONE_TEXT[done] : null} />
      {done === 'created' || done === 'resetPassword' ? (
        <section className={`${styles.card} ${own.oneTime}`} aria-labelledby="one-time-heading">
          <h2 id="one-time-heading" className={styles.subheading}>
            一次性密码
          </h2>
          {oneTime ? (
            <>
              <p>
                <span className={own.oneTimeLabel}>登录名</span> <span className={styles.secret}>{member.login}</span>
              </p>
              <p>
                <span className={own.oneTimeLabel}>一次性密码</span>{' '}
                <span className={styles.secret} data-testid="one-time-password">
                  {oneTime.password}
                </span>
              </p>
              <p>
                <strong>只显示这一次</strong>，离开或刷新本页后不能再次查看。请当面或通过安全渠道交给本人；此人用它登录一次
                {member.enrolled ? '（并输入验证器中的动态验证码）' : '，用自己的手机绑定验证器'}，随即须设置自己的密码。
              </p>
            </>
          ) : (
            <p>一次性密码只显示一次，现已不能再次查看。如未记下，请在下方“重置密码”生成新的一次性密码。</p>
          )}
        </section>
      ) : null}

      <section className={styles.card} aria-labelledby="facts-heading">
        <h2 id="facts-heading" className={styles.subheading}>
          账号信息
        </h2>
        <dl className={own.facts}>
          <dt>登录名</dt>
          <dd>{member.login}</dd>
          <dt>姓名</dt>
          <dd>{member.displayName}</dd>
          <dt>角色</dt>
          <dd>{ROLE_LABELS[member.role]}</dd>
          <dt>状态</dt>
          <dd className={member.state === 'disabled' ? own.off : undefined}>{STAFF_STATE_LABELS[member.state]}</dd>
          <dt>两步验证</dt>
          <dd>{member.enrolled ? '已绑定验证器' : '未绑定（下次登录输入密码后绑定）'}</dd>
          <dt>密码</dt>
          <dd>{member.passwordChangeRequired ? '一次性密码，尚未替换（下次登录时须设置新密码）' : '本人设置'}</dd>
          <dt>最近登录</dt>
          <dd>{when(member.lastSignInAt)}</dd>
          <dt>创建时间</dt>
          <dd>{formatDateTime(member.createdAt.toISOString())}</dd>
        </dl>
        <p>
          <Link href={withQuery('/admin/audit', { staff: member.login })}>查看此人的操作记录</Link>
        </p>
      </section>

      <section className={styles.card} aria-labelledby="name-heading">
        <h2 id="name-heading" className={styles.subheading}>
          修改姓名
        </h2>
        <StaffNameForm
          id={member.id}
          displayName={member.displayName}
          action={STAFF_API.name}
          memberHref={href}
          initialErrors={failure.fields.includes('displayName') ? { displayName: STAFF_MSG.displayName } : undefined}
        />
      </section>

      {self ? (
        <section className={styles.card} aria-labelledby="self-heading">
          <h2 id="self-heading" className={styles.subheading}>
            账号操作
          </h2>
          <p>这是您本人的账号：修改角色、停用、重置密码或两步验证须由另一位管理员操作（以免误把自己锁在控制台之外）。</p>
        </section>
      ) : (
        <>
          <section className={styles.card} aria-labelledby="role-heading">
            <h2 id="role-heading" className={styles.subheading}>
              修改角色
            </h2>
            <StaffRoleForm
              id={member.id}
              role={member.role}
              action={STAFF_API.role}
              memberHref={href}
              roles={staffRoleOptions()}
              initialErrors={atRole ? { role: atRole } : failure.fields.includes('role') ? { role: '请选择角色' } : undefined}
            />
          </section>
          <section className={styles.card} aria-labelledby="actions-heading">
            <h2 id="actions-heading" className={styles.subheading}>
              账号操作
            </h2>
            <ConsoleOutcome refusal={atRole ? null : refusalText} />
            <div className={own.actions}>
              {member.state === 'active' ? (
                <ConfirmAction
                  kind="disable"
                  words={{ verb: '停用账号', confirm: '确定停用', busy: '正在停用…', question: `确定停用${subject}的账号吗？` }}
                  subject={subject}
                  action={STAFF_API.disable}
                  fields={{ id: member.id }}
                  cancelHref={href}
                  note="停用后此人不能登录，其全部会话立即结束；可随时重新启用。"
                />
              ) : (
                <form method="post" action={STAFF_API.enable}>
                  <input type="hidden" name="id" value={member.id} />
                  <button type="submit" className={formStyles.secondary}>
                    启用账号<span className="visually-hidden">{subject}</span>
                  </button>
                </form>
              )}
              <ConfirmAction
                kind="reset2fa"
                words={{ verb: '重置两步验证', confirm: '确定重置', busy: '正在重置…', question: `确定重置${subject}的两步验证吗？` }}
                subject={subject}
                action={STAFF_API.reset2fa}
                fields={{ id: member.id }}
                cancelHref={href}
                note="此人的验证器和全部恢复码作废，全部会话立即结束；下次登录输入密码后须重新绑定验证器。用于手机丢失且恢复码用完时，请先核实本人身份。"
              />
              <ConfirmAction
                kind="resetPassword"
                words={{ verb: '重置密码', confirm: '确定重置', busy: '正在重置…', question: `确定重置${subject}的密码吗？` }}
                subject={subject}
                action={STAFF_API.resetPassword}
                fields={{ id: member.id }}
                cancelHref={href}
                note="系统生成新的一次性密码并只显示一次；此人的全部会话立即结束，下次登录后须设置新密码。"
              />
            </div>
          </section>
        </>
      )}
    </ConsoleFrame>
  );
}
