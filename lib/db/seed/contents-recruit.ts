import type { SeedContent } from './content-types';

/**
 * “加入我们”：投递说明（虚构机构的演示数据）。招聘岗位是记录，不是文章（lib/db/seed/jobs.ts）。
 */

export const RECRUIT_CONTENTS: SeedContent[] = [
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
