import type { PersonalCenterPath } from '@/lib/navigation/routes';

/**
 * The record pages of the personal centre: which columns each table has and where its records
 * come from. The data arrives with the issues that build those services; the empty state says so.
 */
export type RecordSpec = { columns: readonly string[]; source: string; link?: { href: string; label: string } };

export const PERSONAL_RECORDS = {
  'business_record/allotment': {
    columns: ['业务类型', '申请编号', '项目', '办理时间', '状态', '说明'],
    source: '您的公租房、保租房、共有产权住房申请进入轮候后在这里显示轮候序号（即公告中的顺序号），配租、选房办结以及未通过或撤回的申请也在这里。',
    link: { href: '/t1/queueFigures', label: '查看本月轮候配租情况' },
  },
  'business_record/zhongbao': {
    columns: ['配租批次', '项目', '房号', '配租时间', '状态'],
    source: '工作人员为您登记配租后，配租的项目和户型会显示在这里，站内信同时通知您；选房后显示房号。',
    link: { href: '/t1/ywbl_02', label: '了解公租房业务办理' },
  },
  'business_record/real_time_rental': {
    columns: ['选房批次', '项目', '房号', '选房时间', '状态'],
    source: '您在选房时段选定房号、工作人员登记后，选房结果会显示在这里，站内信同时通知您。',
    link: { href: '/t1/xmzs', label: '查看公租房及保租房项目' },
  },
  'business_record/shop_intention': {
    columns: ['登记时间', '登记主体', '意向商铺或面积', '拟经营业态', '状态', '操作'],
    source: '您在「商业服务 → 意向登记」中提交的商铺意向登记会显示在这里；“已提交”的登记可以撤回。',
    link: { href: '/t1/register', label: '去登记商铺意向' },
  },
  'allotment_sale_record/intention_register': {
    columns: ['受理编号', '项目', '意向户型', '登记人', '共同申请人', '登记时间', '状态', '操作'],
    source: '您在配售型保障房「意向登记」中提交的登记会显示在这里。',
    link: { href: '/t1/ywbl_01', label: '了解配售型保障房业务办理' },
  },
  'job_information/registratio_form': {
    columns: ['表单', '岗位', '保存时间', '操作'],
    source: '在「快速投递简历」和「简历基本信息」中填写而未提交的内容会自动保存为草稿，显示在这里。',
    link: { href: '/t1/RegisteForm', label: '填写登记表' },
  },
  'job_information/job_Wanted_Record': {
    columns: ['受理编号', '岗位', '招聘单位', '投递方式', '投递时间', '状态', '操作'],
    source: '您在「加入我们」中投递的岗位申请会显示在这里。',
    link: { href: '/t1/PostInformation', label: '查看招聘信息' },
  },
} as const satisfies Partial<Record<PersonalCenterPath, RecordSpec>>;
