import { BreadcrumbJsonLd, JobPostingJsonLd } from 'next-seo';
import { JobDetail } from '@/components/recruitment/JobDetail';
import { columnPageHref } from '@/lib/navigation/links';
import { jobPostingJsonLd } from '@/lib/recruitment/job-posting-ld';
import { JOB_LIST_PATH, jobPostPath } from '@/lib/recruitment/post-links';
import { absoluteUrl } from '@/lib/seo';
import type { JobDetailData } from '@/lib/templates/job-detail';
import type { TemplateViewProps } from './types';

export function JobDetailView({ data: { state, post } }: TemplateViewProps<JobDetailData>) {
  const url = absoluteUrl(jobPostPath(post.id));
  const trail = state.nav.trail;
  return (
    <>
      <JobPostingJsonLd {...jobPostingJsonLd(post, url)} />
      <BreadcrumbJsonLd
        items={[
          { name: '首页', item: absoluteUrl('/home') },
          ...trail.map((n, i) => ({ name: n.label, item: absoluteUrl(columnPageHref(trail.slice(0, i + 1))) })),
          { name: post.title, item: url },
        ]}
      />
      <JobDetail
        post={post}
        listHref={trail.length ? columnPageHref(trail) : JOB_LIST_PATH}
        openListHref={trail.length ? columnPageHref(trail, { status: 'open' }) : `${JOB_LIST_PATH}?status=open`}
      />
    </>
  );
}
