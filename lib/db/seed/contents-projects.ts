import { DEMO_IMG, type SeedContent } from './content-types';

/**
 * 项目展示、优质房源与商铺的演示数据（虚构）。项目介绍页结构相同，由项目数据生成。
 */

type Project = {
  columnKey: string;
  name: string;
  kind: string;
  district: string;
  address: string;
  publishAt: string;
  cover: string;
  /** 一句话概述（列表摘要） */
  intro: string;
  facts: [label: string, value: string][];
  layouts: string[];
  nearby: { traffic: string; education: string; medical: string; shopping: string };
  contact: string;
  pinned?: boolean;
};

const PROJECTS: Project[] = [
  // 保障性租赁住房项目 bzf_xmzs
  {
    columnKey: 'bzf_xmzs', name: '高新·人才公寓', kind: '保障性租赁住房', district: '青禾高新区', address: '高新区创新路18号',
    publishAt: '2025-03-20 09:00', cover: DEMO_IMG.apartment, pinned: true,
    intro: '毗邻高新区软件园，开间至两室一厅共1,260套，配建共享办公与健身空间。',
    facts: [['总建筑面积', '约8.9万㎡'], ['房源套数', '1,260套'], ['户型面积', '28～68㎡'], ['月租金', '980～2,180元/套'], ['投入运营', '2023年9月']],
    layouts: ['开间（28～32㎡）：独立卫浴、开放式厨房，配床、衣柜、书桌、空调、热水器、洗衣机', '一室一厅（42～48㎡）：客卧分离，适合情侣或单身白领', '两室一厅（60～68㎡）：适合带孩子的年轻家庭'],
    nearby: { traffic: '地铁2号线软件园站步行约5分钟', education: '高新区实验小学、青禾职业技术学院', medical: '高新区社区卫生服务中心', shopping: '项目配套商业、科创广场' },
    contact: '高新·人才公寓服务中心，96580 转 2',
  },
  {
    columnKey: 'bzf_xmzs', name: '云溪·青年汇', kind: '保障性租赁住房', district: '云溪区', address: '云溪区学府路260号',
    publishAt: '2024-06-18 09:00', cover: DEMO_IMG.community,
    intro: '由闲置商办楼改建，面向新就业大学生和青年职工，设自习室与共享厨房。',
    facts: [['总建筑面积', '约3.2万㎡'], ['房源套数', '640间'], ['户型面积', '25～45㎡'], ['月租金', '860～1,480元/间'], ['投入运营', '2024年7月']],
    layouts: ['单人间（25～28㎡）：独立卫浴、书桌、衣柜', '一室户（35～45㎡）：带小厨房，可两人合住'],
    nearby: { traffic: '地铁1号线学府路站步行约8分钟', education: '青禾大学云溪校区', medical: '云溪区人民医院', shopping: '学府路商业街' },
    contact: '云溪·青年汇服务中心，96580 转 2',
  },
  {
    columnKey: 'bzf_xmzs', name: '滨湖·安居里', kind: '保障性租赁住房', district: '滨湖新区', address: '滨湖新区湖光路77号',
    publishAt: '2025-11-06 09:00', cover: DEMO_IMG.park,
    intro: '新建住宅小区，两室户占比高，适合新市民家庭长期居住。',
    facts: [['总建筑面积', '约10.4万㎡'], ['房源套数', '1,120套'], ['户型面积', '45～70㎡'], ['月租金', '1,380～2,260元/套'], ['投入运营', '2025年12月']],
    layouts: ['一室一厅（45～50㎡）', '两室一厅（58～65㎡）', '两室两厅（68～70㎡）：带阳台，采光好'],
    nearby: { traffic: '公交滨湖枢纽站，地铁5号线（在建）', education: '滨湖新区第一小学、滨湖中学', medical: '滨湖新区医院', shopping: '湖光里商业中心' },
    contact: '滨湖·安居里服务中心，96580 转 2',
  },
  {
    columnKey: 'bzf_xmzs', name: '东港·产业园宿舍', kind: '保障性租赁住房（宿舍型）', district: '东港区', address: '东港区港城大道36号',
    publishAt: '2025-05-08 09:00', cover: DEMO_IMG.apartment,
    intro: '园区配套宿舍型保租房，820间、2,460个床位，支持企业集中承租。',
    facts: [['总建筑面积', '约4.1万㎡'], ['房源', '820间 / 2,460床'], ['房型', '2～4人间'], ['月租金', '320～520元/床'], ['投入运营', '2025年5月']],
    layouts: ['两人间：独立卫生间、空调、储物柜', '四人间：上床下桌，独立卫生间'],
    nearby: { traffic: '园区通勤巴士、公交港城大道站', education: '—', medical: '东港区社区卫生服务站', shopping: '职工食堂、园区超市' },
    contact: '东港·产业园宿舍管理处，96580 转 2',
  },
  // 公共租赁住房项目 gzf_xmzs
  {
    columnKey: 'gzf_xmzs', name: '澄江·明德苑', kind: '公共租赁住房', district: '澄江区', address: '澄江区明德路188号',
    publishAt: '2024-03-12 09:00', cover: DEMO_IMG.community, pinned: true,
    intro: '全市规模最大的公租房社区，2,860套，配建邻里中心和社区卫生服务站。',
    facts: [['总建筑面积', '约16.2万㎡'], ['房源套数', '2,860套'], ['户型面积', '38～60㎡'], ['租金标准', '14.5元/㎡·月'], ['交付时间', '2018年12月']],
    layouts: ['一室一厅（38～45㎡）', '两室一厅（52～60㎡）'],
    nearby: { traffic: '地铁3号线明德路站', education: '明德小学、澄江第二中学', medical: '明德苑社区卫生服务站', shopping: '明德苑邻里中心' },
    contact: '明德苑社区服务中心，96580 转 1',
  },
  {
    columnKey: 'gzf_xmzs', name: '北湖·幸福家园', kind: '公共租赁住房', district: '北湖区', address: '北湖区幸福路66号',
    publishAt: '2024-03-12 09:10', cover: DEMO_IMG.park,
    intro: '临近北湖公园，适老化改造示范社区，设老年食堂和日间照料中心。',
    facts: [['总建筑面积', '约9.8万㎡'], ['房源套数', '1,740套'], ['户型面积', '30～60㎡'], ['租金标准', '13.8元/㎡·月'], ['交付时间', '2017年6月']],
    layouts: ['单间（30～35㎡）', '一室一厅（40～46㎡）', '两室一厅（55～60㎡）'],
    nearby: { traffic: '地铁4号线北湖公园站', education: '北湖实验小学', medical: '北湖区中医院', shopping: '幸福家园社区商业街' },
    contact: '幸福家园社区服务中心，96580 转 1',
  },
  {
    columnKey: 'gzf_xmzs', name: '云溪·和园', kind: '公共租赁住房', district: '云溪区', address: '云溪区和园路9号',
    publishAt: '2024-03-12 09:20', cover: DEMO_IMG.community,
    intro: '绿色建筑二星项目，海绵社区改造完成，配建托育中心。',
    facts: [['总建筑面积', '约12.5万㎡'], ['房源套数', '2,210套'], ['户型面积', '40～62㎡'], ['租金标准', '15.2元/㎡·月'], ['交付时间', '2020年10月']],
    layouts: ['一室一厅（40～48㎡）', '两室一厅（56～62㎡）'],
    nearby: { traffic: '地铁1号线和园站', education: '云溪实验小学、和园幼儿园', medical: '云溪区人民医院（约2公里）', shopping: '和园生活广场' },
    contact: '和园社区服务中心，96580 转 1',
  },
  {
    columnKey: 'gzf_xmzs', name: '东港·锦绣苑', kind: '公共租赁住房', district: '东港区', address: '东港区锦绣大道1200号',
    publishAt: '2024-03-12 09:30', cover: DEMO_IMG.apartment,
    intro: '靠近东港产业园，主要面向外来务工人员和新就业职工。',
    facts: [['总建筑面积', '约7.6万㎡'], ['房源套数', '1,480套'], ['户型面积', '30～45㎡'], ['租金标准', '12.9元/㎡·月'], ['交付时间', '2019年8月']],
    layouts: ['单间（30～34㎡）', '一室一厅（39～45㎡）'],
    nearby: { traffic: '公交锦绣大道站、园区通勤巴士', education: '东港第一小学', medical: '东港区人民医院', shopping: '锦绣苑社区商业' },
    contact: '锦绣苑社区服务中心，96580 转 1',
  },
  // 共有产权住房项目 gycqf_xmzs
  {
    columnKey: 'gycqf_xmzs', name: '滨湖·悦澜府', kind: '共有产权住房', district: '滨湖新区', address: '滨湖新区悦澜路66号',
    publishAt: '2026-09-08 10:00', cover: DEMO_IMG.park, pinned: true,
    intro: '在售项目，420套，购房人产权份额60%，销售均价约8,600元/㎡。',
    facts: [['总建筑面积', '约5.6万㎡'], ['房源套数', '420套'], ['户型面积', '78～96㎡'], ['销售均价', '约8,600元/㎡'], ['购房人份额', '60%']],
    layouts: ['两室两厅（78㎡）', '三室两厅（89～96㎡）'],
    nearby: { traffic: '地铁5号线悦澜路站（在建）', education: '滨湖新区第二小学', medical: '滨湖新区医院', shopping: '湖光里商业中心' },
    contact: '悦澜府销售中心，96580 转 4',
  },
  {
    columnKey: 'gycqf_xmzs', name: '澄江·和鸣苑', kind: '共有产权住房', district: '澄江区', address: '澄江区和鸣路20号',
    publishAt: '2024-12-06 10:00', cover: DEMO_IMG.community,
    intro: '已交付项目，680套，2024年12月集中交付。',
    facts: [['总建筑面积', '约8.1万㎡'], ['房源套数', '680套'], ['户型面积', '75～98㎡'], ['销售均价', '约9,200元/㎡'], ['购房人份额', '65%']],
    layouts: ['两室两厅（75～82㎡）', '三室两厅（90～98㎡）'],
    nearby: { traffic: '地铁3号线和鸣路站', education: '澄江实验学校', medical: '澄江区人民医院', shopping: '和鸣里商业街' },
    contact: '和鸣苑物业服务中心，96580 转 4',
  },
  {
    columnKey: 'gycqf_xmzs', name: '高新·翠屏里', kind: '共有产权住房', district: '青禾高新区', address: '高新区翠屏路55号',
    publishAt: '2024-02-20 10:00', cover: DEMO_IMG.apartment,
    intro: '已交付项目，面向高新区无房职工家庭，配套完善。',
    facts: [['总建筑面积', '约11.3万㎡'], ['房源套数', '960套'], ['户型面积', '70～100㎡'], ['销售均价', '约8,900元/㎡'], ['购房人份额', '55%']],
    layouts: ['两室两厅（70～80㎡）', '三室两厅（88～100㎡）'],
    nearby: { traffic: '地铁2号线翠屏站', education: '高新区实验小学', medical: '高新区社区卫生服务中心', shopping: '科创广场' },
    contact: '翠屏里物业服务中心，96580 转 4',
  },
  // 普通项目 xmzs_common
  {
    columnKey: 'xmzs_common', name: '澄江·明德苑二期', kind: '保障性租赁住房（在建）', district: '澄江区', address: '澄江区明德路与望江大道交叉口东北侧',
    publishAt: '2026-09-15 12:00', cover: DEMO_IMG.construction,
    intro: '在建项目，1,680套，2026年9月主体封顶，计划2027年第三季度起分批运营。',
    facts: [['总建筑面积', '约12.6万㎡'], ['房源套数', '1,680套'], ['户型面积', '30～70㎡'], ['建设进度', '主体结构封顶'], ['计划运营', '2027年第三季度']],
    layouts: ['开间、一室一厅、两室一厅三种户型，全装修交付'],
    nearby: { traffic: '地铁3号线明德路站', education: '明德小学', medical: '明德苑社区卫生服务站', shopping: '明德苑邻里中心' },
    contact: '工程建设部，96580',
  },
  {
    columnKey: 'xmzs_common', name: '北湖·安和苑', kind: '配售型保障性住房（在建）', district: '北湖区', address: '北湖区安和路与湖滨大道交叉口',
    publishAt: '2025-12-19 12:00', cover: DEMO_IMG.construction,
    intro: '全市首个配售型保障性住房项目，960套，计划2027年底交付。',
    facts: [['总建筑面积', '约11.8万㎡'], ['房源套数', '960套'], ['户型面积', '70、89、105㎡'], ['预计基准价', '约9,800元/㎡'], ['计划交付', '2027年12月']],
    layouts: ['两室两厅（70㎡）', '三室两厅（89㎡）', '三室两厅两卫（105㎡）'],
    nearby: { traffic: '地铁4号线北湖公园站约600米', education: '规划配建幼儿园', medical: '规划配建社区卫生服务站', shopping: '规划配建社区商业' },
    contact: '住房保障部，96580',
  },
  {
    columnKey: 'xmzs_common', name: '滨湖·安居里', kind: '保障性租赁住房', district: '滨湖新区', address: '滨湖新区湖光路77号',
    publishAt: '2025-11-06 12:00', cover: DEMO_IMG.park,
    intro: '2025年12月投入运营，1,120套，适合新市民家庭。',
    facts: [['总建筑面积', '约10.4万㎡'], ['房源套数', '1,120套'], ['户型面积', '45～70㎡'], ['运营状态', '运营中'], ['投入运营', '2025年12月']],
    layouts: ['一室一厅、两室一厅、两室两厅'],
    nearby: { traffic: '公交滨湖枢纽站', education: '滨湖新区第一小学', medical: '滨湖新区医院', shopping: '湖光里商业中心' },
    contact: '滨湖·安居里服务中心，96580 转 2',
  },
  // 专项项目 xmzs_special
  {
    columnKey: 'xmzs_special', name: '城南片区城中村改造安置房', kind: '城中村改造专项', district: '澄江区', address: '澄江区城南路以东、南环路以北',
    publishAt: '2026-04-22 12:00', cover: DEMO_IMG.construction,
    intro: '城中村改造安置住房2,400套，同步配建保障性住房600套。',
    facts: [['总建筑面积', '约31万㎡'], ['安置住房', '2,400套'], ['配建保障房', '600套'], ['建设进度', '一期桩基施工'], ['计划交付', '2028年']],
    layouts: ['安置房：60～120㎡多种户型', '配建保障房：以70㎡以下为主'],
    nearby: { traffic: '规划地铁6号线城南站', education: '规划配建九年一贯制学校', medical: '规划配建社区卫生服务中心', shopping: '规划配建邻里中心' },
    contact: '工程建设部，96580',
  },
  {
    columnKey: 'xmzs_special', name: '存量商品房收购用作保障房（第一批）', kind: '存量房盘活专项', district: '云溪区、滨湖新区', address: '云溪区、滨湖新区多个小区',
    publishAt: '2026-07-15 12:00', cover: DEMO_IMG.skyline,
    intro: '首批收购存量商品住房816套，用作保障性租赁住房，2026年底前投入使用。',
    facts: [['收购套数', '816套'], ['涉及小区', '5个'], ['户型面积', '55～90㎡'], ['用途', '保障性租赁住房'], ['投入使用', '2026年12月（计划）']],
    layouts: ['以两室、三室为主，适合家庭租住'],
    nearby: { traffic: '各小区距地铁站1公里以内', education: '周边配套成熟', medical: '周边配套成熟', shopping: '周边配套成熟' },
    contact: '资产运营部，96580',
  },
  {
    columnKey: 'xmzs_special', name: '老旧公租房小区改造提升工程', kind: '城市更新专项', district: '北湖区、东港区', address: '幸福家园、锦绣苑等4个社区',
    publishAt: '2025-03-28 12:00', cover: DEMO_IMG.community,
    intro: '加装电梯42部、更新管网、增设充电设施，惠及住户5,200余户。',
    facts: [['改造社区', '4个'], ['惠及住户', '5,200余户'], ['加装电梯', '42部'], ['充电车位', '1,100个'], ['完成时间', '2025年12月']],
    layouts: ['屋面防水、外墙保温、供水管网和消防设施更新', '无障碍通道和适老化设施改造'],
    nearby: { traffic: '—', education: '—', medical: '—', shopping: '—' },
    contact: '工程建设部，96580',
  },
];

function projectBody(p: Project): string {
  const facts = [['项目名称', p.name], ['项目类型', p.kind], ['所在区域', p.district], ['项目地址', p.address], ...p.facts]
    .map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`)
    .join('');
  const nearby = p.nearby.traffic === '—'
    ? ''
    : `
<h2>周边配套</h2>
<ul>
  <li><strong>交通：</strong>${p.nearby.traffic}</li>
  <li><strong>教育：</strong>${p.nearby.education}</li>
  <li><strong>医疗：</strong>${p.nearby.medical}</li>
  <li><strong>商业：</strong>${p.nearby.shopping}</li>
</ul>`;
  return `
<figure><img src="${p.cover}" alt="${p.name}示意图" width="800" height="450" /><figcaption>${p.name}（示意图）</figcaption></figure>
<p>${p.intro}</p>
<h2>项目概况</h2>
<table><tbody>${facts}</tbody></table>
<h2>户型与配置</h2>
<ul>${p.layouts.map((l) => `<li>${l}</li>`).join('')}</ul>${nearby}
<h2>咨询方式</h2>
<p>${p.contact}。项目信息为演示数据，以最新公告为准。</p>`;
}

/** 优质房源（共有产权住房回购后再配售）与商铺，条目短小，直接写数据。 */
const LISTINGS: SeedContent[] = [
  {
    columnKey: 'gycqf_yzfy', title: '悦澜府 3栋1502室 三室两厅 89㎡（产权份额60%）', publishAt: '2026-11-12 10:00', source: '住房保障部', coverUrl: DEMO_IMG.park,
    body: `<table><tbody><tr><th scope="row">房源位置</th><td>滨湖·悦澜府3栋1502室</td></tr><tr><th scope="row">建筑面积</th><td>89.36㎡</td></tr><tr><th scope="row">朝向</th><td>南北通透</td></tr><tr><th scope="row">购房人份额价格</th><td>约76.8万元（份额60%）</td></tr><tr><th scope="row">房源来源</th><td>政府份额回购后再次配售</td></tr></tbody></table><p>已纳入共有产权住房轮候的家庭可申请，按轮候顺序确定购买人。</p>`,
  },
  {
    columnKey: 'gycqf_yzfy', title: '和鸣苑 6栋0801室 两室两厅 78㎡（产权份额65%）', publishAt: '2026-08-20 10:00', source: '住房保障部', coverUrl: DEMO_IMG.community,
    body: `<table><tbody><tr><th scope="row">房源位置</th><td>澄江·和鸣苑6栋0801室</td></tr><tr><th scope="row">建筑面积</th><td>78.12㎡</td></tr><tr><th scope="row">装修</th><td>简装，可直接入住</td></tr><tr><th scope="row">购房人份额价格</th><td>约46.7万元（份额65%）</td></tr><tr><th scope="row">房源来源</th><td>原购房人因工作调动申请回购</td></tr></tbody></table><p>看房请提前预约：96580 转 4。</p>`,
  },
  {
    columnKey: 'gycqf_yzfy', title: '翠屏里 12栋0603室 三室两厅 96㎡（产权份额55%）', publishAt: '2026-03-18 10:00', source: '住房保障部', coverUrl: DEMO_IMG.apartment,
    body: `<table><tbody><tr><th scope="row">房源位置</th><td>高新·翠屏里12栋0603室</td></tr><tr><th scope="row">建筑面积</th><td>96.40㎡</td></tr><tr><th scope="row">朝向</th><td>南向，中间楼层</td></tr><tr><th scope="row">购房人份额价格</th><td>约47.2万元（份额55%）</td></tr><tr><th scope="row">房源来源</th><td>政府份额回购后再次配售</td></tr></tbody></table><p>距地铁2号线翠屏站约400米，周边学校、医院齐全。</p>`,
  },
  {
    columnKey: 'syfw_spcx', title: '明德苑邻里中心 1-05 号商铺（112㎡，建议业态：社区药店）', publishAt: '2026-11-05 10:00', source: '商业管理部', coverUrl: DEMO_IMG.shop,
    body: `<table><tbody><tr><th scope="row">位置</th><td>澄江区明德路188号邻里中心一层</td></tr><tr><th scope="row">建筑面积</th><td>112.50㎡，层高4.8米</td></tr><tr><th scope="row">建议业态</th><td>社区药店、诊所</td></tr><tr><th scope="row">租金底价</th><td>68元/㎡·月</td></tr><tr><th scope="row">招租状态</th><td>招租中</td></tr></tbody></table><p>民生保障类业态可享3个月免租装修期。</p>`,
  },
  {
    columnKey: 'syfw_spcx', title: '和园生活广场 2-12 号商铺（236㎡，建议业态：托育）', publishAt: '2026-09-28 10:00', source: '商业管理部', coverUrl: DEMO_IMG.shop,
    body: `<table><tbody><tr><th scope="row">位置</th><td>云溪区和园路9号和园生活广场二层</td></tr><tr><th scope="row">建筑面积</th><td>236.00㎡，带独立出入口</td></tr><tr><th scope="row">建议业态</th><td>普惠托育、儿童早教</td></tr><tr><th scope="row">租金底价</th><td>52元/㎡·月</td></tr><tr><th scope="row">招租状态</th><td>招租中</td></tr></tbody></table><p>承租人须具备托育机构备案条件。</p>`,
  },
  {
    columnKey: 'syfw_spcx', title: '幸福家园社区商业街 A-03 号商铺（58㎡，建议业态：早餐店）', publishAt: '2026-07-14 10:00', source: '商业管理部', coverUrl: DEMO_IMG.shop,
    body: `<table><tbody><tr><th scope="row">位置</th><td>北湖区幸福路66号社区商业街A区</td></tr><tr><th scope="row">建筑面积</th><td>58.20㎡，已预留排烟管道</td></tr><tr><th scope="row">建议业态</th><td>早餐、面点</td></tr><tr><th scope="row">租金底价</th><td>75元/㎡·月</td></tr><tr><th scope="row">招租状态</th><td>洽谈中</td></tr></tbody></table>`,
  },
  {
    columnKey: 'syfw_spcx', title: '人才公寓配套商业 1-02 号商铺（86㎡，建议业态：洗衣房）', publishAt: '2026-05-06 10:00', source: '商业管理部', coverUrl: DEMO_IMG.shop,
    body: `<table><tbody><tr><th scope="row">位置</th><td>高新区创新路18号人才公寓一层</td></tr><tr><th scope="row">建筑面积</th><td>86.00㎡</td></tr><tr><th scope="row">建议业态</th><td>自助洗衣、干洗收发</td></tr><tr><th scope="row">租金底价</th><td>80元/㎡·月</td></tr><tr><th scope="row">招租状态</th><td>已出租</td></tr></tbody></table>`,
  },
];

export const PROJECT_CONTENTS: SeedContent[] = [
  ...PROJECTS.map((p): SeedContent => ({
    columnKey: p.columnKey,
    title: p.name,
    summary: p.intro,
    publishAt: p.publishAt,
    source: p.columnKey.startsWith('gycqf') ? '住房保障部' : p.columnKey === 'gzf_xmzs' ? '住房保障部' : '资产运营部',
    coverUrl: p.cover,
    pinned: p.pinned ?? false,
    body: projectBody(p),
  })),
  ...LISTINGS,
];
