import { PERSONAL_RECORDS } from '@/components/account/records';
import { ApplicationRecords } from '@/components/recruitment/JobRecords';
import type { JobApplicationsData } from '@/lib/templates/job-applications';
import type { TemplateViewProps } from './types';

export function JobApplicationsView({ req, data: { applications, flash, keep } }: TemplateViewProps<JobApplicationsData>) {
  return <ApplicationRecords page={applications} spec={PERSONAL_RECORDS['job_information/job_Wanted_Record']} flash={flash} pathname={req.routePath} query={keep} />;
}
