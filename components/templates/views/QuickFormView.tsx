import Link from 'next/link';
import { FailureSummary } from '@/components/form/FailureSummary';
import styles from '@/components/form/Form.module.css';
import { QuickForm } from '@/components/recruitment/QuickForm.client';
import { RESUME_TEXT as T } from '@/components/recruitment/text';
import { RECRUIT_PAGES } from '@/lib/recruitment/links';
import type { QuickFormData } from '@/lib/templates/quick-form';
import type { TemplateViewProps } from './types';

const SOURCE_NOTE: Record<QuickFormData['source'], string> = {
  draft: '已为您载入上次未提交的内容。',
  resume: '已根据您保存的简历预先填写，请核对。',
  account: '',
};

const QUICK_LABELS = { source: '投递方式', ...T.labels, ...T.quick } as Record<string, string>;

export function QuickFormView({ data }: TemplateViewProps<QuickFormData>) {
  return (
    <>
      {data.postClosed ? (
        <p className={styles.flash} role="alert">
          该岗位目前不接受投递（已截止或招聘已结束）。您可以选择其他正在报名的岗位。
        </p>
      ) : null}
      <FailureSummary idPrefix="quick" reason={data.failure.reason} fields={data.failure.fields} labels={(f) => QUICK_LABELS[f] ?? f} title={T.quickInvalid(data.failure.fields.length)} />
      <p className={styles.lead}>
        快速投递只需填写基本信息，每个岗位只能投递一次。{SOURCE_NOTE[data.source]}如需完整简历，请填写
        <Link href={RECRUIT_PAGES.resume}>简历基本信息</Link>。
      </p>
      {data.posts.length === 0 ? (
        <p className={styles.flash}>
          目前没有正在报名的岗位，请关注 <Link href={RECRUIT_PAGES.list}>招聘信息</Link>。
        </p>
      ) : (
        <QuickForm owner={data.owner} posts={data.posts} initial={data.values} revision={data.revision} initialErrors={data.serverMessages} />
      )}
    </>
  );
}
