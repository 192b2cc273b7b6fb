import type { CompanyApplicationData } from '@/lib/db/schema/applications';
import { districtByCode } from '@/lib/validation/districts';
import { LAYOUT_OPTIONS } from '@/lib/validation/housing-application';

/**
 * What a handler reads of a 保租房 company application (the case page): the company, its contact
 * and its staff; ID numbers stay masked, names and phones as the caller's `name` / `phone` show them.
 */
export function companyApplicationFields(d: CompanyApplicationData, name: (v: string) => string, phone: (v: string) => string): { label: string; value: string }[] {
  return [
    { label: '申请类型', value: '保障性租赁住房（企业）' },
    { label: '企业名称', value: d.company.name },
    { label: '统一社会信用代码', value: d.company.creditCode },
    { label: '联系人', value: name(d.applicant.name) },
    { label: '联系电话', value: phone(d.applicant.mobile) },
    { label: '申请套数', value: `${d.company.homesWanted} 套` },
    ...(d.project ? [{ label: '意向项目', value: d.project.name }] : []),
    { label: '意向区域', value: districtByCode(d.district)?.label ?? d.district },
    { label: '意向户型', value: LAYOUT_OPTIONS.find((l) => l.value === d.layout)?.label ?? d.layout },
    { label: `入住职工（${d.members.length} 人）`, value: d.members.map((m) => `${name(m.name)}（${m.idNumberMasked}）`).join('、') },
    { label: '承诺与授权', value: d.declaration && d.consent ? '已承诺信息真实，已同意核查' : '未勾选' },
  ];
}
