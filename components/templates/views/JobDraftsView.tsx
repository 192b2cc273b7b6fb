import { PERSONAL_RECORDS } from '@/components/account/records';
import { DraftRecords } from '@/components/recruitment/JobRecords';
import type { JobDraftsData } from '@/lib/templates/job-drafts';
import type { TemplateViewProps } from './types';

export function JobDraftsView({ data: { drafts, removed, removeError } }: TemplateViewProps<JobDraftsData>) {
  return <DraftRecords drafts={drafts} spec={PERSONAL_RECORDS['job_information/registratio_form']} removed={removed} removeError={removeError} />;
}
