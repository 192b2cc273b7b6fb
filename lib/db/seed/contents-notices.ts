import { ACTION_LINKS, projectToken, registerToken, subscribeToken } from '@/lib/business/action-links';
import { CONTACT_TEXT, HOTLINE, HOTLINE_LINES } from '@/lib/business/contact';
import { DEMO_FILES, DEMO_IMG, type SeedContent } from './content-types';

/** A link in a notice's text: an action of the portal (lib/business/action-links.ts). */
const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;
const project = (name: string) => a(projectToken(name), name);

/**
 * 通知公告的演示数据（虚构）。公租房配租公告按“批次”成组发布：配租公告 → 选房顺序号公示 →
 * 配租结果公示，所以由批次数据生成，读起来与真实公告栏一致。
 */

type UnitType = { type: string; count: number; area: string; rent: string };
type AllocationBatch = {
  year: number;
  /** 当年第几批 */
  seq: number;
  project: string;
  district: string;
  address: string;
  units: UnitType[];
  /** 配租公告发布日 */
  announce: string;
  /** 选房顺序号公示日 */
  lottery: string;
  /** 配租结果公示日 */
  result: string;
  /** 参与配租的轮候家庭轮候号区间 */
  queueRange: string;
  families: number;
  chosen: number;
};

const CN_NUM = ['零', '一', '二', '三', '四', '五', '六'];

const BATCHES: AllocationBatch[] = [
  { year: 2024, seq: 1, project: '澄江·明德苑', district: '澄江区', address: '澄江区明德路188号', announce: '2024-01-16', lottery: '2024-01-31', result: '2024-02-23', queueRange: 'GZ2023-0001 至 GZ2023-0612', families: 584, chosen: 236,
    units: [{ type: '一室一厅', count: 160, area: '38～45', rent: '14.5' }, { type: '两室一厅', count: 82, area: '52～60', rent: '14.5' }] },
  { year: 2024, seq: 2, project: '北湖·幸福家园', district: '北湖区', address: '北湖区幸福路66号', announce: '2024-04-22', lottery: '2024-05-08', result: '2024-05-30', queueRange: 'GZ2023-0613 至 GZ2023-1105', families: 471, chosen: 198,
    units: [{ type: '单间', count: 60, area: '30～35', rent: '13.8' }, { type: '一室一厅', count: 118, area: '40～46', rent: '13.8' }, { type: '两室一厅', count: 26, area: '55～60', rent: '13.8' }] },
  { year: 2024, seq: 3, project: '云溪·和园', district: '云溪区', address: '云溪区和园路9号', announce: '2024-08-05', lottery: '2024-08-20', result: '2024-09-10', queueRange: 'GZ2024-0001 至 GZ2024-0540', families: 512, chosen: 205,
    units: [{ type: '一室一厅', count: 140, area: '40～48', rent: '15.2' }, { type: '两室一厅', count: 72, area: '56～62', rent: '15.2' }] },
  { year: 2024, seq: 4, project: '东港·锦绣苑', district: '东港区', address: '东港区锦绣大道1200号', announce: '2024-11-18', lottery: '2024-12-03', result: '2024-12-24', queueRange: 'GZ2024-0541 至 GZ2024-0960', families: 398, chosen: 171,
    units: [{ type: '单间', count: 48, area: '30～34', rent: '12.9' }, { type: '一室一厅', count: 130, area: '39～45', rent: '12.9' }] },
  { year: 2025, seq: 1, project: '澄江·明德苑', district: '澄江区', address: '澄江区明德路188号', announce: '2025-03-10', lottery: '2025-03-25', result: '2025-04-15', queueRange: 'GZ2024-0961 至 GZ2024-1380', families: 402, chosen: 118,
    units: [{ type: '一室一厅', count: 84, area: '38～45', rent: '14.5' }, { type: '两室一厅', count: 40, area: '52～60', rent: '14.5' }] },
  { year: 2025, seq: 2, project: '云溪·和园', district: '云溪区', address: '云溪区和园路9号', announce: '2025-06-16', lottery: '2025-07-01', result: '2025-07-22', queueRange: 'GZ2025-0001 至 GZ2025-0455', families: 433, chosen: 162,
    units: [{ type: '一室一厅', count: 110, area: '40～48', rent: '15.2' }, { type: '两室一厅', count: 58, area: '56～62', rent: '15.2' }] },
  { year: 2025, seq: 3, project: '北湖·幸福家园', district: '北湖区', address: '北湖区幸福路66号', announce: '2025-09-22', lottery: '2025-10-13', result: '2025-11-04', queueRange: 'GZ2025-0456 至 GZ2025-0820', families: 349, chosen: 140,
    units: [{ type: '单间', count: 36, area: '30～35', rent: '13.8' }, { type: '一室一厅', count: 96, area: '40～46', rent: '13.8' }, { type: '两室一厅', count: 12, area: '55～60', rent: '13.8' }] },
  { year: 2026, seq: 1, project: '东港·锦绣苑', district: '东港区', address: '东港区锦绣大道1200号', announce: '2026-01-12', lottery: '2026-01-27', result: '2026-03-03', queueRange: 'GZ2025-0821 至 GZ2025-1210', families: 371, chosen: 150,
    units: [{ type: '单间', count: 40, area: '30～34', rent: '12.9' }, { type: '一室一厅', count: 114, area: '39～45', rent: '12.9' }] },
  { year: 2026, seq: 2, project: '澄江·明德苑', district: '澄江区', address: '澄江区明德路188号', announce: '2026-05-18', lottery: '2026-06-02', result: '2026-06-23', queueRange: 'GZ2026-0001 至 GZ2026-0380', families: 366, chosen: 128,
    units: [{ type: '一室一厅', count: 90, area: '38～45', rent: '14.5' }, { type: '两室一厅', count: 42, area: '52～60', rent: '14.5' }] },
  { year: 2026, seq: 3, project: '云溪·和园', district: '云溪区', address: '云溪区和园路9号', announce: '2026-10-20', lottery: '2026-11-04', result: '2026-11-20', queueRange: 'GZ2026-0381 至 GZ2026-0790', families: 392, chosen: 151,
    units: [{ type: '一室一厅', count: 104, area: '40～48', rent: '15.2' }, { type: '两室一厅', count: 52, area: '56～62', rent: '15.2' }] },
];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹';
const GIVEN = '明华丽军芳强敏静磊洋艳勇杰娟涛超霞平刚桂英';

/** 公示用的脱敏姓名（张*明），由序号确定，不对应任何真实个人。 */
function maskedName(i: number): string {
  return `${SURNAMES[(i * 7) % SURNAMES.length]}*${GIVEN[(i * 11 + 3) % GIVEN.length]}`;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function cnDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

function batchName(b: AllocationBatch): string {
  return `${b.year}年第${CN_NUM[b.seq] ?? b.seq}批`;
}

function unitRows(b: AllocationBatch): string {
  return b.units
    .map((u) => `<tr><td>${u.type}</td><td>${u.count}</td><td>${u.area}</td><td>${u.rent}</td></tr>`)
    .join('');
}

function allocationNotices(b: AllocationBatch, index: number): SeedContent[] {
  const name = batchName(b);
  const total = b.units.reduce((n, u) => n + u.count, 0);
  const confirmEnd = addDays(b.announce, 9);
  const selectStart = addDays(b.lottery, 7);
  const selectEnd = addDays(b.lottery, 10);
  const objectionEnd = addDays(b.result, 7);
  const code = `${b.year}${String(b.seq).padStart(2, '0')}`;
  const resultRows = Array.from({ length: 8 }, (_, i) => {
    const unit = b.units[i % b.units.length];
    const building = 1 + ((i * 5 + index) % 6);
    const floor = 2 + ((i * 5 + index * 2) % 16);
    const room = String(1 + ((i * 7 + index) % 8)).padStart(2, '0');
    return `<tr><td>${i + 1}</td><td>${maskedName(index * 8 + i)}</td><td>GZ${code}-${String(i * 37 + 11 + index).padStart(4, '0')}</td><td>${building}栋${floor}${room}室</td><td>${unit?.type ?? '一室一厅'}</td></tr>`;
  }).join('');
  const isNewest = index === BATCHES.length - 1;

  return [
    {
      columnKey: 'tzgg_gzf_pz',
      title: `青禾市${name}公共租赁住房配租公告（${b.project}）`,
      publishAt: `${b.announce} 09:00`,
      source: '住房保障部',
      pinned: isNewest,
      attachments: [DEMO_FILES.housingList],
      body: `
<p>根据《青禾市公共租赁住房管理办法》有关规定，现将${name}公共租赁住房配租有关事项公告如下：</p>
<h2>一、配租房源</h2>
<p>本批次配租房源位于${b.project}（${b.address}），共${total}套，均为成品住房，配置基本厨卫设施。</p>
<table>
  <thead><tr><th>户型</th><th>套数</th><th>建筑面积（㎡）</th><th>租金标准（元/㎡·月）</th></tr></thead>
  <tbody>${unitRows(b)}</tbody>
</table>
<p>具体房号、楼层及面积详见附件《配租房源清单》。</p>
<h2>二、配租对象</h2>
<p>已通过资格审核并纳入全市公共租赁住房轮候、轮候号为 ${b.queueRange} 的家庭，以及符合条件的优先配租对象（最低生活保障家庭、分散供养特困人员、重点优抚对象、残疾人家庭等）。</p>
<h2>三、时间安排</h2>
<ol>
  <li><strong>意向确认：</strong>${cnDate(b.announce)}至${cnDate(confirmEnd)}，工作人员将按轮候号电话联系轮候家庭，家庭也可拨打服务热线 ${HOTLINE_LINES.gzf} 或到${b.district}住房保障服务窗口确认是否参加本批次配租，逾期未确认视为放弃本批次配租。</li>
  <li><strong>公开摇号：</strong>${cnDate(b.lottery)}，在公证机构现场监督下通过电脑摇号确定选房顺序号，并进行网络直播。</li>
  <li><strong>现场选房：</strong>${cnDate(selectStart)}至${cnDate(selectEnd)}，按选房顺序号分时段选房，具体时段另行公示。</li>
</ol>
<h2>四、租金及减免</h2>
<p>租金按上表标准执行，最低生活保障家庭、低收入家庭等按规定享受租金减免，减免比例以家庭资格审核结果为准。</p>
<h2>五、注意事项</h2>
<ul>
  <li>每户家庭只能选择一套住房，选房时须由主申请人或其书面委托的家庭成员持本人身份证件参加；</li>
  <li>选定房源后应当在15日内签订租赁合同，无正当理由逾期不签约的，视为放弃；</li>
  <li>无正当理由放弃选房或签约的，按规定记录放弃次数，累计放弃两次的，自第二次放弃之日起1年内不得再次申请；</li>
  <li>家庭情况发生变化不再符合条件的，请及时申报。</li>
</ul>
<h2>六、咨询方式</h2>
<p>${CONTACT_TEXT.hotline}；现场咨询：${b.district}住房保障服务窗口。</p>
<p>特此公告。</p>
<p>青禾安居住房保障集团有限公司<br />${cnDate(b.announce)}</p>`,
    },
    {
      columnKey: 'tzgg_gzf_pz',
      title: `${name}公共租赁住房（${b.project}）选房顺序号公示`,
      publishAt: `${b.lottery} 18:00`,
      source: '住房保障部',
      body: `
<p>${cnDate(b.lottery)}，${name}公共租赁住房（${b.project}）配租摇号在公证机构现场监督下进行，全程网络直播。本批次确认参加配租的家庭共${b.families}户，摇号产生选房顺序号${b.families}个。</p>
<h2>选房时段安排</h2>
<table>
  <thead><tr><th>选房日期</th><th>选房顺序号</th><th>报到时间</th></tr></thead>
  <tbody>
    <tr><td>${cnDate(selectStart)}</td><td>1—${Math.round(total * 0.5)}</td><td>8:30—11:30</td></tr>
    <tr><td>${cnDate(addDays(selectStart, 1))}</td><td>${Math.round(total * 0.5) + 1}—${total}</td><td>8:30—11:30</td></tr>
    <tr><td>${cnDate(addDays(selectStart, 2))}</td><td>${total + 1}—${Math.min(b.families, total + 120)}（候补）</td><td>8:30—11:30</td></tr>
  </tbody>
</table>
<p>申请家庭可登录门户网站${a(ACTION_LINKS.allocations, '“个人中心—业务记录—配租记录”')}查询本户配租结果和选房时段。房源选完即止，顺序号靠后的家庭未能选房的，保留轮候资格参加后续批次配租。</p>
<p>选房地点：${b.project}社区服务中心。请携带主申请人身份证原件按时报到，委托他人选房的须携带经签字的委托书。</p>`,
    },
    {
      columnKey: 'tzgg_gzf_pz',
      title: `${name}公共租赁住房（${b.project}）配租结果公示`,
      publishAt: `${b.result} 10:00`,
      source: '住房保障部',
      body: `
<p>${name}公共租赁住房（${b.project}）现场选房工作已结束。本批次共有${b.chosen}户家庭选定房源，部分家庭放弃选房或未按时报到。现将配租结果予以公示（部分名单如下，完整名单请在服务窗口查阅）。</p>
<table>
  <thead><tr><th>序号</th><th>申请人</th><th>申请编号</th><th>房号</th><th>户型</th></tr></thead>
  <tbody>${resultRows}</tbody>
</table>
<p>公示期：${cnDate(b.result)}至${cnDate(objectionEnd)}。公示期间，任何单位和个人对公示结果有异议的，可通过服务热线 ${HOTLINE} 或书面形式向住房保障部反映，请提供具体事实和联系方式，我们将依法依规核查并对反映人信息保密。</p>
<p>公示期满无异议的，请选房家庭按通知签订租赁合同并办理入住手续。</p>`,
    },
  ];
}

const QUALIFICATION_ROUNDS = [
  { period: '2025年第二季度', date: '2025-07-08', rows: [['澄江区', 212, 187], ['云溪区', 166, 149], ['北湖区', 143, 121], ['东港区', 98, 90]] },
  { period: '2025年第三季度', date: '2025-10-10', rows: [['澄江区', 198, 176], ['云溪区', 171, 150], ['北湖区', 129, 118], ['东港区', 104, 93]] },
  { period: '2025年第四季度', date: '2026-01-09', rows: [['澄江区', 176, 160], ['云溪区', 150, 137], ['北湖区', 133, 119], ['东港区', 91, 84]] },
  { period: '2026年第一季度', date: '2026-04-10', rows: [['澄江区', 205, 182], ['云溪区', 158, 140], ['北湖区', 137, 125], ['东港区', 102, 95]] },
  { period: '2026年第二季度', date: '2026-07-09', rows: [['澄江区', 219, 193], ['云溪区', 172, 155], ['北湖区', 146, 130], ['东港区', 110, 97]] },
  { period: '2026年第三季度', date: '2026-10-12', rows: [['澄江区', 230, 204], ['云溪区', 181, 163], ['北湖区', 151, 136], ['东港区', 117, 105]] },
] as const;

function qualificationNotice(round: (typeof QUALIFICATION_ROUNDS)[number]): SeedContent {
  const accepted = round.rows.reduce((n, r) => n + r[1], 0);
  const passed = round.rows.reduce((n, r) => n + r[2], 0);
  const rows = round.rows.map(([d, a, p]) => `<tr><td>${d}</td><td>${a}</td><td>${p}</td><td>${a - p}</td></tr>`).join('');
  const end = addDays(round.date, 7);
  return {
    columnKey: 'tzgg_gzf_zg',
    title: `${round.period}公共租赁住房申请家庭资格审核结果公示`,
    publishAt: `${round.date} 09:30`,
    source: '住房保障部',
    body: `
<p>经街道受理、区级初审和市级联合核验，${round.period}全市共受理公共租赁住房申请${accepted}户，审核通过${passed}户。现将审核结果公示如下：</p>
<table>
  <thead><tr><th>区域</th><th>受理户数</th><th>审核通过</th><th>未通过</th></tr></thead>
  <tbody>${rows}</tbody>
  <tfoot><tr><td>合计</td><td>${accepted}</td><td>${passed}</td><td>${accepted - passed}</td></tr></tfoot>
</table>
<p>审核通过家庭的具体名单（姓名已脱敏）在各街道便民服务中心公示栏同步张贴，申请人也可登录门户网站${a(ACTION_LINKS.messages, '“个人中心—消息中心”')}查看本户审核结果及未通过原因。</p>
<h2>公示期及异议处理</h2>
<p>公示期为${cnDate(round.date)}至${cnDate(end)}。对公示结果有异议的，请在公示期内向所在区住房保障服务窗口书面反映，或拨打服务热线 ${HOTLINE}。未通过审核的申请人对结果有异议的，可在公示期内申请复核。</p>
<p>公示期满无异议或异议不成立的家庭，将纳入全市公共租赁住房轮候。</p>`,
  };
}

export const NOTICE_CONTENTS: SeedContent[] = [
  // ───────────── 通知公告（综合） tzgg ─────────────
  {
    columnKey: 'tzgg',
    title: '关于警惕冒用我集团名义收取“保障房办理费”的郑重声明',
    publishAt: '2025-06-03 09:00',
    source: '综合办公室',
    pinned: true,
    body: `
<p>近期，我集团接到群众反映，有不法分子冒用我集团或工作人员名义，以“内部指标”“加快审核”“保证选到好房”等为由，向申请家庭收取所谓“保障房办理费”“排号费”。为此，郑重声明如下：</p>
<ol>
  <li>公共租赁住房、保障性租赁住房的申请、审核、轮候、配租各环节均<strong>不收取任何费用</strong>；</li>
  <li>配租顺序以公开摇号或轮候排序结果为准，任何个人均无权改变；</li>
  <li>我集团工作人员不会通过电话、短信、社交软件要求群众转账；</li>
  <li>我集团仅通过门户网站、“安居住房保障”App 和服务热线 96580 发布和受理业务信息。</li>
</ol>
<p>如遇上述情况，请立即向公安机关报案，并可拨打 96580 向我集团反映。</p>`,
  },
  {
    columnKey: 'tzgg',
    title: '关于门户网站及“安居住房保障”App 系统升级维护的公告',
    publishAt: '2026-10-24 17:00',
    source: '信息中心',
    body: `
<p>为提升系统服务能力，我集团定于2026年10月26日（星期一）0:00至6:00对门户网站及“安居住房保障”App进行升级维护。维护期间，网上申请、租金缴纳、报修等线上服务将暂停使用。</p>
<p>维护完成后服务将自动恢复，无需重新安装。由此带来的不便，敬请谅解。</p>`,
  },
  {
    columnKey: 'tzgg',
    title: '关于2026年国庆节期间业务办理安排的通知',
    publishAt: '2026-09-25 10:00',
    source: '综合办公室',
    body: `
<p>根据国家法定节假日安排，现将2026年国庆节期间业务办理安排通知如下：</p>
<ul>
  <li>10月1日至10月7日，各服务窗口暂停现场业务办理，10月8日起恢复正常；</li>
  <li>节日期间，门户网站和“安居住房保障”App 线上业务正常受理，审核顺延；</li>
  <li>各社区服务中心保留值班人员，紧急报修请拨打所在社区值班电话或服务热线 96580（24小时）。</li>
</ul>
<p>祝广大市民节日快乐！</p>`,
  },

  // ───────────── 公租房公告（综合） tzgg_gzf ─────────────
  {
    columnKey: 'tzgg_gzf',
    title: '关于开展2026年度公共租赁住房承租家庭资格复核工作的通知',
    publishAt: '2026-08-03 09:00',
    source: '住房保障部',
    pinned: true,
    attachments: [DEMO_FILES.gzfApplication],
    body: `
<p>根据《青禾市公共租赁住房管理办法》，公共租赁住房承租家庭应当每年申报家庭人口、收入、住房等变动情况。现将2026年度资格复核工作通知如下：</p>
<h2>一、复核对象</h2><p>截至2026年7月31日，正在承租我集团运营的公共租赁住房的全部家庭。</p>
<h2>二、复核时间</h2><p>2026年8月10日至9月30日。</p>
<h2>三、复核方式</h2>
<ol>
  <li><strong>线上申报（推荐）：</strong>登录门户网站${a(ACTION_LINKS.family, '“个人中心—家庭信息”')}或“安居住房保障”App，核对并更新家庭成员信息；</li>
  <li><strong>现场申报：</strong>持户口簿、身份证到所在社区服务中心办理，行动不便的可预约上门服务。</li>
</ol>
<h2>四、复核结果处理</h2>
<p>仍符合条件的，继续承租并按新核定档次缴纳租金；收入超出标准的，设置不超过12个月的过渡期，过渡期内按市场租金标准缴纳；已在本市拥有其他住房的，应当在规定期限内腾退。</p>
<p>逾期不申报的，按规定暂停租金减免。如有疑问请咨询所在社区服务中心或拨打 96580。</p>`,
  },
  {
    columnKey: 'tzgg_gzf',
    title: '关于执行新公共租赁住房租金标准的公告',
    publishAt: '2025-06-20 09:00',
    source: '住房保障部',
    body: `
<p>根据《青禾市公共租赁住房租金管理办法》和市住房保障主管部门公布的新租金标准，自2025年7月1日起，我集团运营的公共租赁住房执行新的租金标准，调整幅度为2.1%～3.4%。</p>
<table>
  <thead><tr><th>项目</th><th>原标准（元/㎡·月）</th><th>新标准（元/㎡·月）</th></tr></thead>
  <tbody>
    <tr><td>澄江·明德苑</td><td>14.1</td><td>14.5</td></tr>
    <tr><td>北湖·幸福家园</td><td>13.5</td><td>13.8</td></tr>
    <tr><td>云溪·和园</td><td>14.7</td><td>15.2</td></tr>
    <tr><td>东港·锦绣苑</td><td>12.6</td><td>12.9</td></tr>
  </tbody>
</table>
<p>承租家庭享受的租金减免比例不变。新标准自下一个缴费周期起执行，已预缴的租金不作追溯调整。</p>`,
  },

  // ───────────── 公租房配租公告 tzgg_gzf_pz（按批次生成） ─────────────
  ...BATCHES.flatMap((b, i) => allocationNotices(b, i)),
  {
    columnKey: 'tzgg_gzf_pz',
    title: '2027年第一批公共租赁住房配租公告（房源核对中）',
    publishAt: '2026-12-15 09:00',
    source: '住房保障部',
    status: 'draft',
    body: '<p>房源清单正在核对，待审批后发布。</p>',
  },

  // ───────────── 资格审核公示 tzgg_gzf_zg ─────────────
  ...QUALIFICATION_ROUNDS.map(qualificationNotice),

  // ───────────── 保租房公告 tzgg_bzf ─────────────
  {
    columnKey: 'tzgg_bzf',
    title: '高新·人才公寓保障性租赁住房房源开放公告',
    publishAt: '2026-10-15 09:00',
    source: '资产运营部',
    coverUrl: DEMO_IMG.apartment,
    pinned: true,
    body: `
<p>${project('高新·人才公寓')}（青禾高新区创新路18号）现有保障性租赁住房房源216套开放申请，欢迎符合条件的新市民、青年人申请。</p>
<table>
  <thead><tr><th>户型</th><th>建筑面积（㎡）</th><th>月租金（元/套）</th><th>可租套数</th></tr></thead>
  <tbody>
    <tr><td>开间</td><td>28～32</td><td>980～1,080</td><td>96</td></tr>
    <tr><td>一室一厅</td><td>42～48</td><td>1,450～1,620</td><td>88</td></tr>
    <tr><td>两室一厅</td><td>60～68</td><td>1,980～2,180</td><td>32</td></tr>
  </tbody>
</table>
<h2>申请条件</h2>
<ul><li>在本市就业（以劳动合同、社保或个税缴纳记录为准）；</li><li>本人及配偶、未成年子女在本市无自有住房；</li><li>未享受其他住房保障待遇。</li></ul>
<h2>申请方式</h2><p>登录门户网站${a(ACTION_LINKS.bzfApplyPerson, '“多元业务—保障性租赁住房—业务办理—个人申请”')}或“安居住房保障”App在线申请，资格核验通过后预约看房、签约入住。</p>
<p>看房咨询：高新·人才公寓租赁服务中心，服务热线 ${HOTLINE_LINES.bzf}。</p>`,
  },
  {
    columnKey: 'tzgg_bzf',
    title: '关于受理2026年下半年保障性租赁住房企业集中配租申请的通知',
    publishAt: '2026-07-06 09:00',
    source: '市场拓展部',
    attachments: [DEMO_FILES.bzfEnterprise],
    body: `
<p>为支持企业引才留才，现启动2026年下半年保障性租赁住房企业集中配租申请受理工作。</p>
<h2>一、申请单位条件</h2>
<ul><li>在本市依法登记注册、经营状况良好的企事业单位；</li><li>申请入住的员工与单位签订劳动合同，且在本市无自有住房。</li></ul>
<h2>二、可配租房源</h2><p>${project('高新·人才公寓')}、${project('云溪·青年汇')}、${project('东港·产业园宿舍')}等项目，共计约600套（间）。</p>
<h2>三、申请时间与方式</h2><p>2026年7月6日至8月31日，企业通过门户网站${a(ACTION_LINKS.bzfApplyCompany, '“保障性租赁住房—企业申请”')}提交申请并上传附件所列材料，集团在10个工作日内反馈审核意见。</p>
<h2>四、其他事项</h2><p>企业集中承租的房源只能用于本单位符合条件的员工居住，不得转租或挪作他用；集团将定期开展入住核查。</p>`,
  },
  {
    columnKey: 'tzgg_bzf',
    title: '云溪·青年汇新就业大学生“首月租金减半”活动公告',
    publishAt: '2026-06-01 10:00',
    source: '市场拓展部',
    coverUrl: DEMO_IMG.community,
    body: `
<p>为帮助高校毕业生在青禾安心就业，2026年6月1日至9月30日期间，毕业3年内、首次在本市就业的大学生签约入住${project('云溪·青年汇')}保障性租赁住房的，可享受首月租金减半优惠。</p>
<p>${a(ACTION_LINKS.bzfApplyPerson, '在线申请')}时请上传毕业证书和劳动合同（或就业协议）。每人限享受一次，不与其他优惠同时使用。</p>`,
  },
  {
    columnKey: 'tzgg_bzf',
    title: '关于2026年度保障性租赁住房租金标准的公告',
    publishAt: '2026-01-05 09:00',
    source: '资产运营部',
    body: `
<p>根据第三方评估机构对同地段同品质市场租赁住房租金的评估结果，经备案，2026年度我集团运营的保障性租赁住房租金标准保持不变，继续按不高于市场租金的85%执行。</p>
<p>已签约租户在合同期内租金不作调整；续签合同按新年度标准执行。</p>`,
  },
  {
    columnKey: 'tzgg_bzf',
    title: '东港·产业园宿舍保障性租赁住房投入运营公告',
    publishAt: '2025-04-28 09:00',
    source: '资产运营部',
    coverUrl: DEMO_IMG.apartment,
    body: `
<p>由集团改建的东港·产业园宿舍保障性租赁住房项目已完成竣工验收，于2025年5月起投入运营，提供宿舍型房源820间（床位2,460个），主要面向东港产业园区一线职工，支持企业集中承租。</p>
<p>宿舍每间配置空调、热水器、独立卫生间和储物柜，园区设有职工食堂、洗衣房和文体活动室。</p>`,
  },

  // ───────────── 配售型保障房公告 tzgg_psf ─────────────
  {
    columnKey: 'tzgg_psf',
    title: '北湖·安和苑配售型保障性住房意向登记公告',
    publishAt: '2026-11-10 09:00',
    source: '住房保障部',
    pinned: true,
    coverUrl: DEMO_IMG.construction,
    body: `
<p>北湖·安和苑配售型保障性住房项目预计2027年底建成交付，现启动意向登记，用于摸清需求、合理安排配售工作。意向登记不作为配售资格，不收取任何费用。</p>
<h2>一、项目概况</h2><p>项目位于北湖区安和路与湖滨大道交叉口，规划住房960套，户型建筑面积约70～110平方米，预计配售基准价约每平方米9,800元（以最终核定价格为准）。</p>
<h2>二、登记对象</h2><ul><li>本市户籍、家庭在本市无自有住房的工薪收入家庭；</li><li>符合本市人才认定标准的引进人才家庭。</li></ul>
<h2>三、登记时间与方式</h2><p>2026年11月10日至2027年1月31日，登录门户网站${a(registerToken('北湖·安和苑'), '“多元业务—配售型保障性住房—业务办理”')}在线登记（选择项目“北湖·安和苑”）。登记后可在${a(ACTION_LINKS.intentions, '“个人中心—意向登记记录”')}查看或撤回。</p>
<p>项目介绍：${project('北湖·安和苑')}。咨询电话：服务热线 ${HOTLINE_LINES.psx}。</p>`,
  },
  {
    columnKey: 'tzgg_psf',
    title: '配售型保障性住房配售对象家庭收入标准的公告',
    publishAt: '2026-04-15 09:00',
    source: '住房保障部',
    body: `
<p>根据《青禾市配售型保障性住房管理暂行办法》，经市住房保障主管部门核定，本市配售型保障性住房配售对象家庭收入标准为：家庭上年度人均可支配收入低于全市城镇居民人均可支配收入的1.2倍。</p>
<p>单身申请人（年满28周岁）按家庭人均标准执行。引进人才家庭不受收入标准限制。</p>`,
  },
  {
    columnKey: 'tzgg_psf',
    title: '关于配售型保障性住房封闭管理有关事项的告知书',
    publishAt: '2025-12-22 09:00',
    source: '住房保障部',
    body: `
<p>购买配售型保障性住房的家庭应当知悉并遵守以下封闭管理规定：</p>
<ol><li>所购住房不得上市交易；</li><li>不得违规出租、出借或改变用途；</li><li>因家庭情况变化确需转让的，由政府指定机构按规定价格回购；</li><li>违反规定的，依法依规处理并记入信用档案。</li></ol>
<p>签订购房合同前，购房家庭须签署本告知书。</p>`,
  },
  {
    columnKey: 'tzgg_psf',
    title: '北湖·安和苑项目开工暨配售工作安排说明',
    publishAt: '2025-12-19 15:00',
    source: '住房保障部',
    body: `
<p>北湖·安和苑已于2025年12月19日开工。根据工作安排，项目将按“意向登记—资格审核—公开摇号—选房签约—交付入住”的程序组织配售，各环节具体时间将在本栏目逐项公告，请以官方发布为准。</p>`,
  },

  // ───────────── 共有产权房公告 tzgg_gycq ─────────────
  {
    columnKey: 'tzgg_gycq',
    title: '澄江·同心苑共有产权住房申购公告',
    publishAt: '2026-11-19 09:00',
    source: '住房保障部',
    body: `
<p>${project('澄江·同心苑')}共有产权住房项目位于澄江区同心路28号，现接受申购，购房人产权份额以项目销售方案为准。</p>
<h2>申购条件</h2><ul><li>本市户籍，或持本市居住证并连续缴纳社保满3年；</li><li>家庭成员在本市均无住房；</li><li>家庭人均月收入不超过15,000元。</li></ul>
<h2>申购时间与方式</h2><p>2026年11月20日至2027年1月31日，登录门户网站${a(subscribeToken('澄江·同心苑'), '“共有产权住房申购—澄江·同心苑”')}在线申购（同一户同一项目只能申购一次）。提交后可在${a(ACTION_LINKS.history, '“个人中心—业务记录—历史记录”')}查看办理进度。</p>`,
  },
  {
    columnKey: 'tzgg_gycq',
    title: '滨湖·悦澜府共有产权住房申购公告',
    publishAt: '2026-09-08 09:00',
    source: '住房保障部',
    coverUrl: DEMO_IMG.community,
    body: `
<p>${project('滨湖·悦澜府')}共有产权住房项目位于滨湖新区悦澜路66号，本次申购房源420套，户型建筑面积78～96平方米，购房人产权份额为60%，销售均价约每平方米8,600元。</p>
<h2>申购条件</h2><ul><li>本市户籍或在本市连续缴纳社保满3年；</li><li>家庭在本市无自有住房；</li><li>家庭年收入符合公布的标准。</li></ul>
<h2>申购时间</h2><p>2026年9月8日至9月22日，通过门户网站${a(ACTION_LINKS.gycqApply, '“多元业务—共有产权住房”')}在线提交申购申请（本次申购已结束，摇号结果见本栏目公告）。</p>`,
  },
  {
    columnKey: 'tzgg_gycq',
    title: '滨湖·悦澜府共有产权住房摇号结果公告',
    publishAt: '2026-10-19 17:00',
    source: '住房保障部',
    body: `
<p>2026年10月19日，${project('滨湖·悦澜府')}共有产权住房摇号在公证机构监督下公开进行。本次资格审核通过家庭1,136户，摇号产生选房顺序号1,136个，其中前420号为正选、其余为候补。</p>
<p>申购家庭可登录门户网站${a(ACTION_LINKS.history, '“个人中心—业务记录—历史记录”')}查询本户顺序号（即共有产权住房轮候序号，形如 GY-000123），每月配租进度见${a(ACTION_LINKS.queueFigures, '“轮候配租情况”')}。选房时间另行通知。</p>`,
  },
  {
    columnKey: 'tzgg_gycq',
    title: '关于共有产权住房购房人增购政府产权份额的办理指引',
    publishAt: '2025-11-12 09:00',
    source: '住房保障部',
    body: `
<p>取得不动产权证满1年的共有产权住房购房人，可申请增购政府产权份额，每次增购不低于10%。增购价格以评估机构出具的届时市场评估价为基础计算。</p>
<p>办理流程：提交申请 → 委托评估 → 签订增购协议 → 缴纳价款 → 办理不动产变更登记。</p>`,
  },
  {
    columnKey: 'tzgg_gycq',
    title: '澄江·和鸣苑共有产权住房交付公告',
    publishAt: '2024-12-06 09:00',
    source: '工程建设部',
    coverUrl: DEMO_IMG.keys,
    body: `
<p>澄江·和鸣苑共有产权住房项目已通过竣工验收备案，定于2024年12月16日起集中交付。请购房人携带身份证、购房合同和交付通知书，按通知时段到项目现场办理交付手续。</p>`,
  },

  // ───────────── 招标采购 tzgg_zbcg ─────────────
  {
    columnKey: 'tzgg_zbcg',
    title: '公租房社区物业服务采购项目招标公告',
    publishAt: '2026-10-30 09:00',
    source: '法务合规部',
    attachments: [DEMO_FILES.tenderDoc],
    body: `
<p>青禾安居住房保障集团有限公司就公租房社区物业服务采购项目进行公开招标，欢迎符合条件的供应商参加。</p>
<table>
  <tbody>
    <tr><th>项目编号</th><td>QHAJ-ZB-2026-031</td></tr>
    <tr><th>采购内容</th><td>明德苑、幸福家园、和园、锦绣苑四个社区物业服务，分两个标段</td></tr>
    <tr><th>服务期限</th><td>36个月</td></tr>
    <tr><th>最高限价</th><td>标段一 1,860万元；标段二 1,520万元</td></tr>
    <tr><th>投标截止</th><td>2026年11月24日 9:30</td></tr>
  </tbody>
</table>
<h2>供应商资格要求</h2><ul><li>具有独立承担民事责任的能力；</li><li>近三年内在经营活动中没有重大违法记录；</li><li>未被列入失信被执行人名单。</li></ul>
<p>招标文件请见附件。本项目不接受联合体投标。</p>`,
  },
  {
    columnKey: 'tzgg_zbcg',
    title: '明德苑二期电梯设备采购及安装项目中标结果公示',
    publishAt: '2026-06-12 09:00',
    source: '法务合规部',
    body: `
<p>明德苑二期电梯设备采购及安装项目（项目编号 QHAJ-ZB-2026-014）评标工作已结束，现将中标候选人公示如下：</p>
<table><thead><tr><th>排名</th><th>中标候选人</th><th>投标报价（万元）</th><th>综合得分</th></tr></thead>
<tbody><tr><td>1</td><td>候选人A（演示）</td><td>2,846.50</td><td>92.36</td></tr><tr><td>2</td><td>候选人B（演示）</td><td>2,901.00</td><td>89.10</td></tr><tr><td>3</td><td>候选人C（演示）</td><td>2,875.80</td><td>87.45</td></tr></tbody></table>
<p>公示期为3个工作日。对结果有异议的，请在公示期内以书面形式提出。</p>`,
  },
  {
    columnKey: 'tzgg_zbcg',
    title: '保障房社区智慧门禁系统升级改造询价公告',
    publishAt: '2025-09-02 09:00',
    source: '信息中心',
    body: `
<p>集团拟对6个保障房社区的门禁系统进行升级改造，支持刷卡、二维码和访客预约通行，预算金额186万元，现采用询价方式确定供应商。</p>
<p>报价截止时间：2025年9月12日17:00。系统须满足个人信息保护要求，人脸识别功能须作为可选方式并提供替代通行方式。</p>`,
  },
  {
    columnKey: 'tzgg_zbcg',
    title: '2025年度保障房维修工程预选承包商入库公告',
    publishAt: '2025-02-14 09:00',
    source: '工程建设部',
    body: `
<p>为提高维修响应效率，集团公开征集2025年度保障房维修工程预选承包商，入库期限两年，专业类别包括房屋修缮、给排水、电气、防水等。</p>
<p>报名时间：2025年2月14日至3月7日。入库评审结果将在本栏目公示。</p>`,
  },
  {
    columnKey: 'tzgg',
    title: '关于2027年元旦假期业务安排的通知（待发布）',
    publishAt: '2026-12-25 09:00',
    source: '综合办公室',
    status: 'draft',
    body: '<p>待行政部门确认放假安排后发布。</p>',
  },
];
