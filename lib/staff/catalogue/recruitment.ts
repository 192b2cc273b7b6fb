/**
 * 招聘岗位 in the catalogue editor: edit a post, open or close it (结束招聘 ends it at once; an
 * open post past its deadline reads 已截止 on its own). Applications are never deleted with a post:
 * a post that has them can only be closed.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { FormFieldError } from '@/lib/api/form-route';
import { TAGS } from '@/lib/cache';
import { getDb } from '@/lib/db/client';
import { jobApplications, jobPosts, subsidiaries } from '@/lib/db/schema';
import { postHref } from '@/lib/recruitment/links';
import { DISTRICTS } from '@/lib/validation/districts';
import { JOB_EDUCATION } from '@/lib/validation/job-filter';
import { CatalogueInUse, columnToggle, type CatalogueDefinition } from './definition';

export const jobPostsCatalogue: CatalogueDefinition = {
  key: 'jobPosts',
  entity: 'job_post',
  title: '招聘岗位',
  summary: '“招聘信息”中的岗位：修改内容、开放或结束招聘。',
  table: jobPosts,
  fields: [
    { name: 'title', label: '岗位名称', kind: 'text', maxLength: 60 },
    { name: 'subsidiaryId', label: '招聘单位', kind: 'select', optional: true, hint: '不选则为集团本部' },
    { name: 'department', label: '用人部门', kind: 'text', maxLength: 40 },
    { name: 'place', label: '工作地点', kind: 'select', options: DISTRICTS.map((d) => ({ value: d.label, label: d.label })) },
    { name: 'headcount', label: '招聘人数', kind: 'number' },
    { name: 'duties', label: '岗位职责', kind: 'textarea', maxLength: 2000 },
    { name: 'education', label: '学历要求', kind: 'select', options: JOB_EDUCATION.map((e) => ({ value: e.code, label: e.label })) },
    { name: 'major', label: '专业要求', kind: 'text', optional: true, maxLength: 100 },
    { name: 'experienceYears', label: '工作年限', kind: 'number', hint: '0 表示不限' },
    { name: 'certificates', label: '证书要求', kind: 'text', optional: true, maxLength: 200 },
    { name: 'requirements', label: '其他要求', kind: 'textarea', optional: true, maxLength: 2000, hint: '每行一条' },
    { name: 'salaryMin', label: '最低月薪', kind: 'number', optional: true },
    { name: 'salaryMax', label: '最高月薪', kind: 'number', optional: true },
    {
      name: 'recruitType',
      label: '招聘类型',
      kind: 'select',
      options: [
        { value: 'social', label: '社会招聘' },
        { value: 'campus', label: '校园招聘' },
      ],
    },
    { name: 'deadline', label: '报名截止日期', kind: 'date' },
  ],
  listColumns: [
    { label: '部门', value: (r) => String(r.department) },
    { label: '截止日期', value: (r) => String(r.deadline) },
  ],
  titleOf: (r) => String(r.title),
  search: [jobPosts.title, jobPosts.department],
  orderBy: () => [desc(jobPosts.publishedAt), desc(jobPosts.id)],
  tags: [TAGS.jobPosts],
  toForm: (r) => ({
    title: String(r.title),
    subsidiaryId: r.subsidiaryId === null ? '' : String(r.subsidiaryId),
    department: String(r.department),
    place: String(r.place),
    headcount: String(r.headcount),
    duties: String(r.duties),
    education: String(r.education),
    major: String(r.major ?? ''),
    experienceYears: String(r.experienceYears),
    certificates: String(r.certificates ?? ''),
    requirements: String(r.requirements ?? ''),
    salaryMin: r.salaryMin === null ? '' : String(r.salaryMin),
    salaryMax: r.salaryMax === null ? '' : String(r.salaryMax),
    recruitType: String(r.recruitType),
    deadline: String(r.deadline),
  }),
  blank: () => ({
    title: '',
    subsidiaryId: '',
    department: '',
    place: '',
    headcount: '1',
    duties: '',
    education: 'bachelor',
    major: '',
    experienceYears: '0',
    certificates: '',
    requirements: '',
    salaryMin: '',
    salaryMax: '',
    recruitType: 'social',
    deadline: '',
  }),
  toRow: async (input, { tx, id }) => {
    let subsidiaryId: number | null = null;
    if (input.subsidiaryId) {
      const [company] = await tx.select({ id: subsidiaries.id }).from(subsidiaries).where(eq(subsidiaries.id, Number(input.subsidiaryId))).limit(1);
      if (!company) throw new FormFieldError('subsidiaryId', '招聘单位不存在，请重新选择');
      subsidiaryId = company.id;
    }
    const values = { ...input, subsidiaryId, updatedAt: new Date() };
    return id === null ? { ...values, publishedAt: new Date(), state: 'open' } : values;
  },
  toggle: columnToggle(jobPosts.state, 'state', { on: 'open', off: 'ended' }, { onVerb: '开放报名', offVerb: '结束招聘', onLabel: '招聘中', offLabel: '已结束' }),
  canCreate: true,
  canDelete: true,
  beforeDelete: async (tx, row) => {
    const [n] = await tx.select({ n: sql<number>`cast(count(*) as integer)` }).from(jobApplications).where(eq(jobApplications.postId, row.id));
    if (Number(n?.n ?? 0) > 0) throw new CatalogueInUse('jobApplications');
  },
  options: async () => {
    const rows = await (await getDb()).select({ id: subsidiaries.id, name: subsidiaries.name }).from(subsidiaries).orderBy(asc(subsidiaries.sortOrder), asc(subsidiaries.id));
    return { subsidiaryId: rows.map((r) => ({ value: String(r.id), label: r.name })) };
  },
  publicHref: (r) => postHref(r.id),
};
