import { FORM_REASON } from '@/lib/forms/failure-query';
import type { QuestionFormData } from '@/lib/templates/question-form';
import { QUESTION_MSG } from '@/lib/validation/question';
import { CONSULTATION_PATH } from '@/lib/navigation/paths';
import { QuestionForm } from './QuestionForm.client';
import { QUESTION_TEXT as T } from './text';
import styles from './Questions.module.css';

const FIELD_MSG: Record<string, string> = { category: QUESTION_MSG.category, title: QUESTION_MSG.title, body: QUESTION_MSG.body };

/** 我要留言: what happens next, then the form (a plain post that came back names its fields). */
export function QuestionFormPage({ idempotencyKey, failure }: Pick<QuestionFormData, 'idempotencyKey' | 'failure'>) {
  const initialErrors = Object.fromEntries(failure.fields.filter((f) => f in FIELD_MSG).map((f) => [f, FIELD_MSG[f]!]));
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{T.formIntro}</p>
      {failure.reason === FORM_REASON.busy ? (
        <p role="alert" className={styles.success}>
          系统繁忙，请稍后重试
        </p>
      ) : null}
      <QuestionForm idempotencyKey={idempotencyKey} initialErrors={initialErrors} />
      <p>
        <a href={CONSULTATION_PATH}>查看公开的咨询答复</a>
      </p>
    </div>
  );
}
