import type { JobPostingJsonLdProps } from 'next-seo';
import { CITY_NAME } from '@/lib/validation/districts';
import { JOB_EDUCATION } from '@/lib/validation/job-filter';
import { textLines, type JobPostDetail } from './posts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const list = (title: string, lines: string[]) => (lines.length ? `<p><strong>${title}</strong></p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '');

/**
 * A post as schema.org JobPosting (Google's job search reads it): the description as simple HTML,
 * the deadline's end in Shanghai as validThrough, the district and city as the place, and the
 * monthly salary range in CNY when the post names one.
 */
export function jobPostingJsonLd(p: JobPostDetail, url: string): JobPostingJsonLdProps {
  const facts = [
    p.major ? `专业：${p.major}` : '',
    `学历：${p.educationLabel}`,
    `工作经验：${p.experienceYears > 0 ? `${p.experienceYears} 年以上` : '不限'}`,
    p.certificates ? `资格证书：${p.certificates}` : '',
  ].filter(Boolean);
  const description = [
    `<p>${escapeHtml(`${p.companyName}${p.department}招聘${p.title} ${p.headcount} 人（${p.recruitTypeLabel}），工作地点${CITY_NAME}${p.place}。`)}</p>`,
    list('岗位职责', textLines(p.duties)),
    list('任职要求', [...facts, ...textLines(p.requirements)]),
  ].join('');
  const credential = JOB_EDUCATION.find((e) => e.code === p.education)?.credential;
  return {
    title: p.title,
    description,
    datePosted: p.publishedAt,
    validThrough: `${p.deadline}T23:59:59+08:00`,
    employmentType: 'FULL_TIME',
    url,
    identifier: { name: p.companyName, value: String(p.id) },
    hiringOrganization: { name: p.companyName },
    jobLocation: { address: { addressLocality: p.place, addressRegion: CITY_NAME, addressCountry: 'CN' } },
    ...(p.salaryMin !== null || p.salaryMax !== null
      ? {
          baseSalary: {
            currency: 'CNY',
            value: {
              ...(p.salaryMin !== null ? { minValue: p.salaryMin } : {}),
              ...(p.salaryMax !== null ? { maxValue: p.salaryMax } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    ...(credential ? { educationRequirements: { credentialCategory: credential } } : {}),
    ...(p.experienceYears > 0 ? { experienceRequirements: { monthsOfExperience: p.experienceYears * 12 } } : {}),
  };
}
