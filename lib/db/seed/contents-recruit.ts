import type { SeedContent } from './content-types';

/** “加入我们”：招聘岗位与投递说明（虚构机构的演示数据）。 */

type Job = {
  title: string;
  at: string;
  dept: string;
  count: number;
  place: string;
  duties: string[];
  requirements: string[];
  deadline: string;
  pinned?: boolean;
};

const JOBS: Job[] = [
  {
    title: '保障房社区运营主管',
    at: '2026-11-16 09:00',
    dept: '青禾安居资产运营有限公司',
    count: 3,
    place: '青禾市高新区、滨湖新区',
    pinned: true,
    duties: ['负责保障性租赁住房项目的招租、签约、入住和退租管理', '组织社区活动，处理租户诉求，提升租户满意度', '监督物业服务质量，开展安全巡查', '统计分析出租率、收缴率等运营数据'],
    requirements: ['全日制本科及以上学历，房地产、物业管理、工商管理等相关专业', '3年以上长租公寓、物业或社区运营管理经验', '沟通协调能力强，能适应一线工作节奏'],
    deadline: '2026-12-10',
  },
  {
    title: '工程造价主管',
    at: '2026-10-30 09:00',
    dept: '青禾安居建设管理有限公司',
    count: 1,
    place: '青禾市澄江区',
    duties: ['负责项目概算、预算、结算的编制和审核', '参与招标文件和合同造价条款的拟定', '开展项目成本动态管理和分析'],
    requirements: ['全日制本科及以上学历，工程造价、土木工程相关专业', '具有一级造价工程师资格', '5年以上房建项目造价管理经验'],
    deadline: '2026-11-30',
  },
  {
    title: '信息系统工程师（数据安全方向）',
    at: '2026-09-12 09:00',
    dept: '集团信息中心',
    count: 2,
    place: '青禾市澄江区',
    duties: ['负责门户网站、App 和业务系统的运维与安全加固', '落实数据分类分级、个人信息保护技术措施', '开展安全漏洞扫描、等级保护测评配合工作'],
    requirements: ['全日制本科及以上学历，计算机、网络安全相关专业', '熟悉 Linux、PostgreSQL 和常见 Web 安全防护', '有政务或国企信息系统运维经验者优先'],
    deadline: '2026-10-15',
  },
  {
    title: '法务专员',
    at: '2026-06-08 09:00',
    dept: '集团法务合规部',
    count: 1,
    place: '青禾市澄江区',
    duties: ['负责合同审查、法律风险提示和合规审查', '处理租赁纠纷、诉讼和仲裁事务', '开展普法宣传和合规培训'],
    requirements: ['法学本科及以上学历，已取得法律职业资格证书', '2年以上企业法务或律师事务所工作经验', '熟悉房地产、租赁相关法律法规'],
    deadline: '2026-07-08',
  },
];

function jobBody(j: Job): string {
  return `
<table><tbody>
  <tr><th scope="row">招聘单位</th><td>${j.dept}</td></tr>
  <tr><th scope="row">招聘人数</th><td>${j.count}人</td></tr>
  <tr><th scope="row">工作地点</th><td>${j.place}</td></tr>
  <tr><th scope="row">报名截止</th><td>${j.deadline.replace(/^(\d{4})-(\d{2})-(\d{2})$/, (_m, y: string, m: string, d: string) => `${y}年${Number(m)}月${Number(d)}日`)}</td></tr>
</tbody></table>
<h2>岗位职责</h2>
<ol>${j.duties.map((d) => `<li>${d}；</li>`).join('')}</ol>
<h2>任职要求</h2>
<ol>${j.requirements.map((d) => `<li>${d}；</li>`).join('')}</ol>
<h2>薪酬福利</h2>
<p>薪酬按集团薪酬管理办法确定，缴纳五险二金，享受带薪年休假、年度体检、职工食堂等福利；符合条件的可申请人才公寓。</p>
<h2>报名方式</h2>
<p>请通过本页“快速投递简历”在线投递。我们将对简历进行初审，通过者将以短信通知笔试、面试安排。招聘全程不收取任何费用。</p>`;
}

export const RECRUIT_CONTENTS: SeedContent[] = [
  ...JOBS.map((j): SeedContent => ({
    columnKey: 'jrwm_zpxx',
    title: j.title,
    summary: `${j.dept}招聘${j.title}${j.count}人，工作地点${j.place}，报名截止${j.deadline}。`,
    publishAt: j.at,
    source: '人力资源部',
    pinned: j.pinned ?? false,
    body: jobBody(j),
  })),
  {
    columnKey: 'jrwm_ksjl',
    title: '快速投递简历',
    publishAt: '2026-01-15 09:00',
    source: '人力资源部',
    body: `
<p>登录后填写姓名、联系方式、意向岗位和教育、工作经历，即可快速投递简历。</p>
<h2>投递须知</h2>
<ul>
  <li>同一岗位只能投递一次，投递后可在“个人中心—求职信息—求职记录”查看进度；</li>
  <li>未提交的内容可保存为草稿，在“登记表草稿”中继续填写；</li>
  <li>请确保所填信息真实、准确，信息不实的将取消应聘资格。</li>
</ul>
<h2>个人信息保护</h2>
<p>您提交的简历仅用于本次招聘，未被录用的简历自招聘结束之日起保存6个月后删除，详见《隐私政策》。</p>`,
  },
  {
    columnKey: 'jrwm_jlxx',
    title: '简历基本信息填写说明',
    publishAt: '2026-01-15 09:10',
    source: '人力资源部',
    body: `
<table>
  <thead><tr><th>信息项</th><th>是否必填</th><th>说明</th></tr></thead>
  <tbody>
    <tr><td>姓名、性别、出生年月</td><td>必填</td><td>与身份证件一致</td></tr>
    <tr><td>手机号码、电子邮箱</td><td>必填</td><td>用于接收笔试、面试通知</td></tr>
    <tr><td>最高学历、毕业院校、专业</td><td>必填</td><td>按毕业证书填写</td></tr>
    <tr><td>工作经历</td><td>社会招聘必填</td><td>按时间倒序填写</td></tr>
    <tr><td>职业资格证书</td><td>选填</td><td>岗位要求的证书须填写</td></tr>
    <tr><td>自我评价</td><td>选填</td><td>500字以内</td></tr>
  </tbody>
</table>
<p>身份证号等敏感信息仅在进入录用环节后收集。</p>`,
  },
];
