import Link from 'next/link';
import { FailureSummary } from '@/components/form/FailureSummary';
import styles from '@/components/form/Form.module.css';
import { FileUploadForm } from '@/components/recruitment/FileUploadForm';
import { ResumeForm } from '@/components/recruitment/ResumeForm.client';
import { resumeFieldLabel, RESUME_TEXT as T } from '@/components/recruitment/text';
import { postHref, RECRUIT_PAGES } from '@/lib/recruitment/links';
import type { ResumeFormData } from '@/lib/templates/resume-form';
import type { TemplateViewProps } from './types';

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

export function ResumeFormView({ data }: TemplateViewProps<ResumeFormData>) {
  const { flash, forPost, draftUpdatedAt, resumeUpdatedAt, failure } = data;
  return (
    <>
      {flash === 'saved' ? (
        <p className={styles.done} role="status">
          简历已保存。{forPost ? <Link href={postHref(forPost)}>返回岗位继续投递</Link> : <Link href={RECRUIT_PAGES.list}>去看看正在招聘的岗位</Link>}
        </p>
      ) : null}
      <FailureSummary
        idPrefix="resume"
        reason={failure.reason}
        fields={failure.fields}
        labels={resumeFieldLabel}
        title={T.resumeInvalid(failure.fields.length)}
        reasons={{ busy: T.resumeBusy, no_resume: T.noResume }}
      />
      <p className={styles.lead}>
        {resumeUpdatedAt ? `已保存的简历更新于 ${when(resumeUpdatedAt)}。` : '您还没有保存过简历。'}
        {draftUpdatedAt ? ` 下方显示的是 ${when(draftUpdatedAt)} 自动保存的草稿，点击“保存简历”后生效。` : ''}
        草稿可在 <Link href={RECRUIT_PAGES.drafts}>个人中心 › 登记表草稿</Link> 中查看。
      </p>
      <ResumeForm
        owner={data.owner}
        initial={data.values}
        revision={data.revision}
        photo={data.photo}
        attachment={data.attachment}
        initialErrors={data.serverMessages}
        hasResume={Boolean(resumeUpdatedAt)}
        fileErrors={data.fileErrors}
      />
      {/* The no-JavaScript uploads: outside the resume form, joined by the file inputs' form attribute. */}
      <FileUploadForm purpose="photo" back={RECRUIT_PAGES.resume} />
      <FileUploadForm purpose="attachment" back={RECRUIT_PAGES.resume} />
    </>
  );
}
