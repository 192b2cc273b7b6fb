import { HEAD_OFFICE, HOTLINE, OFFICE_HOURS } from '@/lib/business/contact';
import { DEMO_FILES, DEMO_IMG, type SeedContent } from './content-types';

/**
 * “走进我们”栏目：公司简介记录、下属公司和各页面内容。虚构机构，演示数据。
 */

export const COMPANY_INTRODUCE = {
  name: '青禾安居住房保障集团有限公司',
  shortName: '青禾安居',
  slogan: '安居青禾 温暖万家',
  summary:
    '青禾安居住房保障集团有限公司成立于2015年，是青禾市属国有住房保障专业平台，承担保障性住房投资、建设、运营和社区服务职能，业务涵盖保障性租赁住房、公共租赁住房、配售型保障性住房、共有产权住房和社区商业服务。',
  bodyHtml: `
<p>青禾安居住房保障集团有限公司（以下简称“青禾安居”）成立于2015年6月，注册资本30亿元，是青禾市人民政府批准设立的市属国有独资企业，也是本市住房保障领域的专业化投资、建设和运营平台。</p>
<h2>主要职能</h2>
<ul>
  <li>保障性住房的投资、筹集和建设管理；</li>
  <li>公共租赁住房、保障性租赁住房的配租组织和运营管理；</li>
  <li>配售型保障性住房、共有产权住房的配售组织和产权份额管理；</li>
  <li>保障房社区配套商业的招商运营和社区综合服务。</li>
</ul>
<h2>发展概况（演示数据）</h2>
<table>
  <thead><tr><th>指标</th><th>数量</th></tr></thead>
  <tbody>
    <tr><td>累计筹集建设各类保障性住房</td><td>约4.1万套（间）</td></tr>
    <tr><td>在运营保障房社区</td><td>23个</td></tr>
    <tr><td>服务住户</td><td>约9.6万人</td></tr>
    <tr><td>社区配套商业</td><td>约18万平方米</td></tr>
    <tr><td>员工人数（含下属公司）</td><td>1,260人</td></tr>
  </tbody>
</table>
<h2>我们的承诺</h2>
<p>青禾安居始终坚持“房子是用来住的、不是用来炒的”定位，以“安居青禾、温暖万家”为使命，努力让每一位在青禾工作生活的人都能住得安心、住得舒心。</p>`,
  foundedOn: '2015-06-18',
  registeredCapital: '300,000万元人民币',
  address: HEAD_OFFICE.address,
  postcode: HEAD_OFFICE.postcode,
  phone: HEAD_OFFICE.phone,
  serviceHotline: HOTLINE,
  email: HEAD_OFFICE.email,
  officeHours: OFFICE_HOURS,
  longitude: '118.796420',
  latitude: '32.058210',
  videoUrl: null,
  brochureUrl: DEMO_FILES.brochure.url,
} as const;

export const SUBSIDIARIES = [
  {
    name: '青禾安居物业服务有限公司',
    summary: '负责集团运营的保障房社区物业服务，管理面积约380万平方米。',
    address: '青禾市北湖区幸福路66号',
    phone: '0000-86602100',
    bodyHtml: `
<p>青禾安居物业服务有限公司成立于2016年，为集团全资子公司，负责集团23个保障房社区的物业服务，管理面积约380万平方米。</p>
<h2>服务内容</h2>
<ul><li>公共区域保洁、绿化养护和秩序维护；</li><li>房屋及共用设施设备维修养护，24小时报修响应；</li><li>消防安全巡查和应急处置；</li><li>适老化服务、邻里活动组织。</li></ul>
<p>公司推行“一刻钟响应、24小时办结”的维修服务标准，2025年住户满意度为92.4分。</p>`,
  },
  {
    name: '青禾安居资产运营有限公司',
    summary: '负责保障性租赁住房的招租、签约、租金管理和资产盘活。',
    address: `${HEAD_OFFICE.address}12层`,
    phone: '0000-86602200',
    bodyHtml: `
<p>青禾安居资产运营有限公司成立于2019年，负责集团保障性租赁住房和存量资产的运营管理，在运营保租房约2.1万套（间）。</p>
<h2>主要业务</h2>
<ul><li>保租房招租、签约、租金收缴和租户服务；</li><li>企业集中配租和定向供应；</li><li>存量房屋收购、改建和盘活；</li><li>资产证券化等创新业务研究。</li></ul>`,
  },
  {
    name: '青禾安居建设管理有限公司',
    summary: '负责保障性住房项目的前期、设计、招采和施工管理。',
    address: '青禾市澄江区望江大道520号',
    phone: '0000-86602300',
    bodyHtml: `
<p>青禾安居建设管理有限公司成立于2015年，承担集团保障性住房项目的代建和全过程工程管理，累计管理项目31个、建筑面积约420万平方米。</p>
<h2>专业能力</h2>
<ul><li>装配式建筑和绿色建筑项目管理；</li><li>BIM 全过程应用；</li><li>质量安全标准化管理，连续多年无较大及以上安全事故。</li></ul>`,
  },
  {
    name: '青禾安居商业管理有限公司',
    summary: '负责保障房社区配套商业的招商、运营和推广。',
    address: '青禾市云溪区和园路9号和园生活广场',
    phone: '0000-86602400',
    bodyHtml: `
<p>青禾安居商业管理有限公司成立于2020年，运营保障房社区配套商业约18万平方米，引进商户600余家。</p>
<h2>运营理念</h2>
<p>坚持“便民优先”，优先引进菜场、药店、托育、养老等民生业态，租金公开透明，打造“一刻钟便民生活圈”。</p>`,
  },
  {
    name: '青禾安居租赁服务有限公司',
    summary: '提供住房租赁信息、租赁合同网签和租赁纠纷调解服务。',
    address: '青禾市高新区创新路18号',
    phone: '0000-86602500',
    bodyHtml: `
<p>青禾安居租赁服务有限公司成立于2022年，搭建线上住房租赁服务平台，为新市民、青年人提供房源信息、合同网签、租金监管和纠纷调解等服务。</p>
<h2>服务特色</h2>
<ul><li>房源信息核验，杜绝虚假房源；</li><li>租赁合同示范文本，线上签约备案；</li><li>租赁纠纷“一站式”调解。</li></ul>`,
  },
] as const;

export const COMPANY_CONTENTS: SeedContent[] = [
  {
    columnKey: 'zzjg',
    title: '组织架构',
    publishAt: '2026-01-10 09:00',
    source: '综合办公室',
    body: `
<p>集团建立了党委领导、董事会决策、经理层执行、监事会监督的法人治理结构。</p>
<h2>治理机构</h2>
<ul><li>党委</li><li>董事会（下设战略与投资委员会、审计与风险委员会、薪酬与考核委员会）</li><li>监事会</li><li>经理层</li></ul>
<h2>职能部门</h2>
<table>
  <thead><tr><th>部门</th><th>主要职责</th></tr></thead>
  <tbody>
    <tr><td>综合办公室</td><td>行政事务、文秘档案、信息公开</td></tr>
    <tr><td>党群工作部</td><td>党建、宣传、工会、共青团</td></tr>
    <tr><td>人力资源部</td><td>组织人事、薪酬绩效、培训招聘</td></tr>
    <tr><td>计划财务部</td><td>预算、资金、会计核算</td></tr>
    <tr><td>住房保障部</td><td>公租房配租、配售型和共有产权住房配售管理</td></tr>
    <tr><td>资产运营部</td><td>保租房运营、资产管理</td></tr>
    <tr><td>市场拓展部</td><td>企业合作、房源筹集</td></tr>
    <tr><td>工程建设部</td><td>项目建设、质量安全</td></tr>
    <tr><td>商业管理部</td><td>社区商业招商运营</td></tr>
    <tr><td>法务合规部</td><td>法律事务、合规管理、招标采购监督</td></tr>
    <tr><td>信息中心</td><td>信息化建设、数据安全和个人信息保护</td></tr>
    <tr><td>纪检监察室</td><td>纪律监督、信访举报</td></tr>
  </tbody>
</table>
<h2>下属公司</h2>
<p>物业服务公司、资产运营公司、建设管理公司、商业管理公司、租赁服务公司，详见“下属公司”栏目。</p>`,
  },
  {
    columnKey: 'ldbz',
    title: '领导班子',
    publishAt: '2026-01-10 09:10',
    source: '综合办公室',
    body: `
<p>以下为演示数据，人物均为虚构。</p>
<table>
  <thead><tr><th>姓名</th><th>职务</th><th>分工</th></tr></thead>
  <tbody>
    <tr><td>周明远</td><td>党委书记、董事长</td><td>主持集团党委、董事会全面工作</td></tr>
    <tr><td>沈佳怡</td><td>党委副书记、总经理</td><td>主持经营管理工作，分管计划财务部</td></tr>
    <tr><td>郑立行</td><td>党委副书记</td><td>分管党群工作部、人力资源部</td></tr>
    <tr><td>韩书澄</td><td>纪委书记</td><td>负责纪检监察工作</td></tr>
    <tr><td>罗启航</td><td>副总经理</td><td>分管工程建设部、建设管理公司</td></tr>
    <tr><td>林语晴</td><td>副总经理</td><td>分管住房保障部、资产运营部、市场拓展部</td></tr>
    <tr><td>唐志恒</td><td>副总经理、总法律顾问</td><td>分管法务合规部、商业管理部、信息中心</td></tr>
  </tbody>
</table>
<h2>工作分工原则</h2>
<p>领导班子实行集体领导和个人分工负责相结合的制度，“三重一大”事项由党委前置研究后按程序决策。</p>`,
  },
  {
    columnKey: 'qywh',
    title: '企业文化',
    publishAt: '2026-01-10 09:20',
    source: '党群工作部',
    coverUrl: DEMO_IMG.park,
    body: `
<h2>企业使命</h2><p>安居青禾，温暖万家。</p>
<h2>企业愿景</h2><p>成为全国一流的城市住房保障综合服务商。</p>
<h2>核心价值观</h2>
<ul><li><strong>为民：</strong>把群众住房需求放在首位；</li><li><strong>公正：</strong>分配公开透明，程序公平公正；</li><li><strong>专业：</strong>用专业能力建好房、管好房；</li><li><strong>担当：</strong>敢于啃硬骨头，勇于解难题。</li></ul>
<h2>服务理念</h2><p>“多走一步路，少让群众跑一次”。</p>
<h2>文化品牌</h2>
<p>集团打造“安居驿站”社区服务品牌，在各社区设立党群服务驿站，为住户提供政策咨询、就业帮扶、助老助残等服务；开展“安居开放日”“邻里节”等活动，营造和谐友善的社区氛围。</p>`,
  },
  {
    columnKey: 'fzzl',
    title: '发展战略',
    publishAt: '2026-01-10 09:30',
    source: '综合办公室',
    body: `
<h2>总体思路</h2>
<p>“十五五”时期，集团以“筹建更多好房子、提供更暖心服务”为主线，构建“租购并举、多元供给”的住房保障业务体系，推动由“建设为主”向“建设运营并重”转型。</p>
<h2>发展目标（2026—2030年，演示数据）</h2>
<table>
  <thead><tr><th>指标</th><th>2025年</th><th>2030年目标</th></tr></thead>
  <tbody>
    <tr><td>累计筹集保障性住房（万套/间）</td><td>4.1</td><td>6.5</td></tr>
    <tr><td>在运营保障房社区（个）</td><td>23</td><td>38</td></tr>
    <tr><td>住户满意度（分）</td><td>92.4</td><td>95以上</td></tr>
    <tr><td>线上办理率</td><td>80%</td><td>95%</td></tr>
  </tbody>
</table>
<h2>重点举措</h2>
<ol>
  <li><strong>扩大供给：</strong>新建与存量盘活并举，稳步推进配售型保障性住房建设；</li>
  <li><strong>提升品质：</strong>全面落实“好房子”设计导则，推广装配式建筑；</li>
  <li><strong>优化服务：</strong>建设智慧社区，推进业务“一网通办”；</li>
  <li><strong>创新模式：</strong>探索存量资产盘活，形成投融建管退良性循环；</li>
  <li><strong>防范风险：</strong>健全合规管理和数据安全体系。</li>
</ol>`,
  },
  {
    columnKey: 'xcsp',
    title: '宣传视频：《安居青禾》',
    publishAt: '2026-01-10 09:40',
    source: '党群工作部',
    coverUrl: DEMO_IMG.videoPoster,
    body: `
<figure><img src="/demo/img/poster-video.svg" alt="宣传视频《安居青禾》封面" width="1280" height="720" /><figcaption>宣传视频《安居青禾》封面</figcaption></figure>
<p>宣传片《安居青禾》时长约6分钟，以四位住户的真实感受为线索（演示内容，人物虚构），展现集团十年来的住房保障工作。</p>
<h2>分章节内容</h2>
<ol>
  <li><strong>第一章 “有个家”：</strong>首批公租房交付，困难家庭告别蜗居；</li>
  <li><strong>第二章 “留下来”：</strong>保障性租赁住房帮助青年人在青禾安心就业；</li>
  <li><strong>第三章 “住得好”：</strong>社区服务与适老化改造；</li>
  <li><strong>第四章 “向未来”：</strong>配售型保障性住房开启“买得起”的新篇章。</li>
</ol>
<p>演示站点暂未提供视频文件，正式上线后可在本页直接播放。</p>`,
  },
  {
    columnKey: 'xchc',
    title: '宣传画册',
    publishAt: '2026-01-10 09:50',
    source: '党群工作部',
    coverUrl: DEMO_IMG.skyline,
    attachments: [DEMO_FILES.brochure],
    body: `
<p>《青禾安居宣传画册》介绍了集团的基本情况、业务板块、代表项目和服务承诺，供合作单位和社会各界了解集团。</p>
<h2>画册目录</h2>
<ul><li>集团简介</li><li>五大业务板块</li><li>代表项目</li><li>社区服务</li><li>联系我们</li></ul>
<p>画册电子版（PDF，演示文件）见下方附件，可在线预览或下载。</p>`,
  },
];
