import { ConfirmAction } from '@/components/form/ConfirmAction.client';
import { formStyles } from '@/components/form/form-styles';
import type { ContentForEdit } from '@/lib/cms/content-admin';
import { CONTENT_TRANSITIONS, POLICY_LABELS, stepsFrom, STEP_LABELS, type ContentStep } from '@/lib/cms/content-workflow';
import { roleCan, type StaffRole } from '@/lib/staff/roles';
import { toPublishAtInput } from '@/lib/validation/content-edit';
import styles from './ContentEditor.module.css';

export const CONTENT_STEP_ACTION = '/admin/api/content/step';
export const CONTENT_POLICY_ACTION = '/admin/api/content/policy';

type Props = { content: ContentForEdit; role: StaffRole; now: Date };

/**
 * The workflow steps this role may take from the article's status, each a plain form post (the
 * server checks the role and the status again). 发布 carries a publish time: empty is now, a time
 * ahead schedules it. 撤回 asks the one confirmation first.
 */
export function ContentSteps({ content, role, now }: Props) {
  const steps = stepsFrom(content.status).filter((s) => roleCan(role, CONTENT_TRANSITIONS[s].action));
  const self = `/admin/content/${content.id}`;
  const hidden = (step: ContentStep) => (
    <>
      <input type="hidden" name="id" value={content.id} />
      <input type="hidden" name="step" value={step} />
    </>
  );
  const ahead = content.publishAt.getTime() > now.getTime();
  return (
    <div className={styles.steps}>
      {steps.length === 0 ? <p>当前状态下，您的角色没有可执行的操作。</p> : null}
      {steps.map((step) => {
        if (step === 'withdraw') {
          return <ConfirmAction key={step} kind="withdraw" subject={`「${content.title}」`} action={CONTENT_STEP_ACTION} fields={{ id: content.id, step }} cancelHref={self} note="撤回后文章不再对外显示，可重新编辑后再次提交审核" />;
        }
        if (step === 'publish') {
          return (
            <form key={step} method="post" action={CONTENT_STEP_ACTION}>
              {hidden(step)}
              <div className={formStyles.field}>
                <label className={formStyles.label} htmlFor="step-publishAt">
                  发布时间（北京时间，留空为立即发布）
                </label>
                <input id="step-publishAt" className={formStyles.input} type="datetime-local" name="publishAt" defaultValue={ahead ? toPublishAtInput(content.publishAt) : ''} />
              </div>
              <button type="submit" className={formStyles.primary}>
                {STEP_LABELS[step]}
              </button>
            </form>
          );
        }
        return (
          <form key={step} method="post" action={CONTENT_STEP_ACTION}>
            {hidden(step)}
            <button type="submit" className={step === 'submit' ? formStyles.primary : formStyles.secondary}>
              {STEP_LABELS[step]}
            </button>
          </form>
        );
      })}
    </div>
  );
}

/** 已废止 / 已修改 for a policy, with the number of the article that replaced it (审核 only). */
export function ContentPolicyForm({ content }: { content: ContentForEdit }) {
  return (
    <form method="post" action={CONTENT_POLICY_ACTION} className={styles.steps}>
      <input type="hidden" name="id" value={content.id} />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="policy-state">
          政策状态
        </label>
        <select id="policy-state" name="policyState" className={formStyles.input} defaultValue={content.policyState}>
          {(['', 'repealed', 'amended'] as const).map((v) => (
            <option key={v} value={v}>
              {POLICY_LABELS[v]}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="policy-replacedById">
          替代文章编号（已修改时必填）
        </label>
        <input id="policy-replacedById" name="replacedById" className={formStyles.input} inputMode="numeric" defaultValue={content.replacedById ?? ''} aria-describedby="content-replacedById-error" />
      </div>
      <button type="submit" className={formStyles.secondary}>
        保存政策状态
      </button>
    </form>
  );
}
