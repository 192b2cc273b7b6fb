import Link from 'next/link';
import { FileUploadForm } from '@/components/recruitment/FileUploadForm';
import { ResumeForm } from '@/components/recruitment/ResumeForm.client';
import styles from '@/components/recruitment/ResumeForm.module.css';
import { postHref, RECRUIT_PAGES } from '@/lib/recruitment/links';
import type { ResumeFormData } from '@/lib/templates/resume-form';
import type { TemplateViewProps } from './types';

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

export function ResumeFormView({ data }: TemplateViewProps<ResumeFormData>) {
  const { flash, forPost, draftUpdatedAt, resumeUpdatedAt } = data;
  return (
    <>
      {flash === 'saved' ? (
        <p className={styles.flashOk} role="status">
          简历已保存。{forPost ? <Link href={postHref(forPost)}>返回岗位继续投递</Link> : <Link href={RECRUIT_PAGES.list}>去看看正在招聘的岗位</Link>}
        </p>
      ) : null}
      {flash === 'no_resume' ? (
        <p className={styles.flash} role="alert">
          使用简历投递前，请先填写并保存简历。保存后可返回岗位页继续投递。
        </p>
      ) : null}
      {flash === 'busy' ? (
        <p className={styles.flash} role="alert">
          系统繁忙，简历未保存；填写的内容已保存为草稿，请稍后再试。
        </p>
      ) : null}
      {Object.keys(data.serverMessages).length > 0 ? (
        <p className={styles.flash} role="alert">
          简历未保存：还有 {Object.keys(data.serverMessages).length} 处需要修改（已在下方标出）。填写的内容已保存为草稿。
        </p>
      ) : null}
      <p className={styles.legendNote}>
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
        serverMessages={data.serverMessages}
        hasResume={Boolean(resumeUpdatedAt)}
        fileErrors={data.fileErrors}
      />
      {/* The no-JavaScript uploads: outside the resume form, joined by the file inputs' form attribute. */}
      <FileUploadForm purpose="photo" back={RECRUIT_PAGES.resume} />
      <FileUploadForm purpose="attachment" back={RECRUIT_PAGES.resume} />
    </>
  );
}
